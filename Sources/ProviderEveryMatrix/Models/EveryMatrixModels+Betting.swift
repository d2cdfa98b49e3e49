import Foundation
@_spi(ProviderKit) import ServicesProvider

// Betting payloads in the vendor's shape (Fixtures: SandboxFixtures/everymatrix/api/place-bet-v2*,
// api/bets-*-bets.json, api/odds-boost-wallets*, api/booking-code-*, rpc-betting-options-v2-*,
// rpc-odds-by-outcomes*). Amounts are JSON numbers read as `Decimal`; ids are strings.
extension EveryMatrixModels {
    /// A bet as `open-bets` and `settled-bets` list it (a bare array of these).
    package struct Bet: Decodable, Sendable, Hashable {
        package var id: String
        package var type: String
        package var systemBetType: String?
        package var status: String
        package var amount: Decimal
        package var currency: String
        package var maxWinning: Decimal?
        package var totalPriceValue: Decimal?
        package var placedDate: String?
        package var settledDate: String?
        package var betRemainingStake: Decimal?
        /// What the bet returned once settled (winnings, or the cashouts' sum).
        package var overallBetReturns: Decimal?
        package var overallCashoutAmount: Decimal?
        package var partialCashOuts: [PartialCashout]?
        package var selections: [BetSelection]
    }

    /// One partial cashout of a bet.
    package struct PartialCashout: Decodable, Sendable, Hashable {
        package var requestId: String?
        package var usedStake: Decimal?
        package var cashOutAmount: Decimal?
        package var status: String?
        package var cashOutDate: String?
    }

    /// One selection of a listed bet.
    package struct BetSelection: Decodable, Sendable, Hashable {
        package var outcomeId: String?
        package var status: String
        package var priceValue: Decimal
        package var eventId: String
        package var eventName: String?
        package var marketName: String?
        package var betName: String?
        package var eventDate: String?
    }

    /// Body of `POST /place-bet/{op}/v2/bets`, as the web front end sends it (offer ids as
    /// strings; `ubsWalletId` and `freeBet` written as `null` when unset).
    package struct PlaceBetRequest: Encodable, Sendable, Hashable {
        package struct Selection: Encodable, Sendable, Hashable {
            package let bettingOfferId: String
            package let priceValue: Decimal
        }
        package let ucsOperatorId: Int
        package var userId: String
        package var username: String
        package let currency: String
        package let type: String
        package let selections: [Selection]
        /// Two decimals, as text (`"10.00"`).
        package let amount: String
        package let oddsValidationType: String
        package let terminalType: String
        package let ubsWalletId: String?

        private enum CodingKeys: String, CodingKey {
            case ucsOperatorId, userId, username, currency, type, selections, amount, oddsValidationType, terminalType, ubsWalletId, freeBet
        }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(ucsOperatorId, forKey: .ucsOperatorId)
            try container.encode(userId, forKey: .userId)
            try container.encode(username, forKey: .username)
            try container.encode(currency, forKey: .currency)
            try container.encode(type, forKey: .type)
            try container.encode(selections, forKey: .selections)
            try container.encode(amount, forKey: .amount)
            try container.encode(oddsValidationType, forKey: .oddsValidationType)
            try container.encode(terminalType, forKey: .terminalType)
            try container.encode(ubsWalletId, forKey: .ubsWalletId)
            try container.encodeNil(forKey: .freeBet)
        }
    }

    /// The place-bet answer: `{successful, response}`, on success and on a 409 alike.
    package struct PlaceBetResponse: Decodable, Sendable {
        package let successful: Bool?
        package let response: PlacedBet?
    }

    /// The `response` of a place-bet answer.
    package struct PlacedBet: Decodable, Sendable {
        package struct Selection: Decodable, Sendable {
            package let bettingOfferId: String?
            package let outcomeId: String?
            package let eventId: String?
            package let priceValue: Decimal
        }
        package let success: Bool?
        package let errorCode: String?
        package let errorMessage: String?
        package let betId: String?
        package let currency: String?
        package let type: String?
        package let selections: [Selection]?
        package let amount: Decimal?
        package let maxWinning: Decimal?
        package let totalPriceValue: Decimal?
        package let placedDate: String?
    }

    /// The kwargs of RPC `/sports#bettingOptionsV2`; `systemBetType` and a missing stake are
    /// written as `null`, as the reference sends them.
    package struct BettingOptionsRequest: Encodable, Sendable {
        package struct Selection: Encodable, Sendable {
            package let bettingOfferId: String
            package let priceValue: Decimal
        }
        package let type: String
        package let selections: [Selection]
        package let stakeAmount: Decimal?
        package let lang: String

        private enum CodingKeys: String, CodingKey { case type, systemBetType, eachWay, selections, stakeAmount, terminalType, lang }

        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(type, forKey: .type)
            try container.encodeNil(forKey: .systemBetType)
            try container.encode(false, forKey: .eachWay)
            try container.encode(selections, forKey: .selections)
            try container.encode(stakeAmount, forKey: .stakeAmount)
            try container.encode("DESKTOP", forKey: .terminalType)
            try container.encode(lang, forKey: .lang)
        }
    }

    /// The RESULT kwargs of `/sports#bettingOptionsV2`; every field is optional.
    package struct BettingOptions: Decodable, Sendable {
        package struct Combination: Decodable, Sendable {
            package struct Selection: Decodable, Sendable {
                package let bettingOfferId: String?
                package let outcomeId: String?
            }
            package let selections: [Selection]?
        }
        package struct Winning: Decodable, Sendable {
            package let maxWinning: Decimal?
        }
        /// An element of `freeBets` or `oddsBoosts`, counted only (its fields are not read).
        package struct Entry: Decodable, Sendable {}
        package let success: Bool?
        package let minStake: Decimal?
        package let maxStake: Decimal?
        package let priceValueFactor: Decimal?
        package let freeBets: [Entry]?
        package let oddsBoosts: [Entry]?
        package let forbiddenCombinations: [Combination]?
        package let maxWinningAndTaxes: Winning?
    }

    /// Body of `PUT /v1/bonus/wallets/sports`.
    package struct OddsBoostWalletsRequest: Encodable, Sendable {
        package struct Combination: Encodable, Sendable {
            package let selection: [Selection]
        }
        package struct Selection: Encodable, Sendable {
            package let outcomeId: String
            package let eventId: String
            package let marketId: String
            package let odds: Decimal
        }
        package let stakeCurrency: String
        package let stakeAmount: Decimal
        package let includeVendorConfiguration = true
        package let includePotentialOddsBoostWallet = true
        package let terminalType = "MOBILE"
        package let combination: [Combination]
    }

    /// Answer of `PUT /v1/bonus/wallets/sports`: the user's sports bonus wallets.
    package struct OddsBoostWallets: Decodable, Sendable {
        package let items: [Wallet]
    }

    /// One sports bonus wallet (an odds boost).
    package struct Wallet: Decodable, Sendable {
        package struct Boost: Decodable, Sendable {
            package let eligibleEventID: [String]?
            package let currentStair: Stair?
            package let nextStair: Stair?
        }
        package struct Stair: Decodable, Sendable {
            package let minSelectionNumber: Int
            package let percentage: Decimal
            package let capAmount: [String: Decimal]?
        }
        package struct Extension: Decodable, Sendable {
            package struct Bonus: Decodable, Sendable {
                package let wallet: BonusWallet?
            }
            package struct BonusWallet: Decodable, Sendable {
                package struct Configuration: Decodable, Sendable {
                    package let sportsBoostStairs: [Stair]?
                }
                package let expiryTime: String?
                package let oddsBoost: Configuration?
            }
            package let bonus: Bonus?
        }
        package let id: FlexibleString
        package let oddsBoost: Boost?
        package let `extension`: Extension?
    }

    /// One stored selection of a booking code.
    package struct BookedSelection: Codable, Sendable, Hashable {
        package let bettingOfferId: String
    }

    /// Body of `POST /v2/sports/bets/book`, and the answer of `GET /v2/sports/bets/book/{code}`.
    package struct Booking: Codable, Sendable {
        package let selections: [BookedSelection]
        package let originalSelectionsLength: Int?
    }

    /// Answer of `POST /v2/sports/bets/book`.
    package struct BookingCode: Decodable, Sendable {
        package let code: String
    }

    /// The kwargs of RPC `/sports#oddsByOutcomes`.
    package struct OddsByOutcomesRequest: Encodable, Sendable {
        package let lang: String
        package let outcomeIds: [String]
    }

    /// The RESULT kwargs of `/sports#oddsByOutcomes`: the offers still open, by event.
    package struct OddsByOutcomes: Decodable, Sendable {
        package let bettingOfferIdsByEventId: [String: [String]]?
        package let allBettingOffersFound: Bool?
        package let message: String?
    }
}
