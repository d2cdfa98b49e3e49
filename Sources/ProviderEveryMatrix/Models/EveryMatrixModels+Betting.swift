import Foundation
@_spi(ProviderKit) import ServicesProvider

// Betting payloads in the vendor's shape (Fixtures: SandboxFixtures/everymatrix/api/place-bet-v2*,
// api/bets-*-bets.json, api/odds-boost-wallets*, api/booking-code-*, rpc-betting-options-v2-*,
// rpc-odds-by-outcomes*). Amounts are JSON numbers read as `Decimal`; ids are strings.
extension EveryMatrixModels {
    /// A bet as `open-bets` and `settled-bets` list it (a bare array of these).
    struct Bet: Decodable, Sendable, Hashable {
        var id: String
        var type: String
        var systemBetType: String?
        var status: String
        var amount: Decimal
        var currency: String
        var maxWinning: Decimal?
        var totalPriceValue: Decimal?
        var placedDate: String?
        var settledDate: String?
        var betRemainingStake: Decimal?
        /// What the bet returned once settled (winnings, or the cashouts' sum).
        var overallBetReturns: Decimal?
        var overallCashoutAmount: Decimal?
        var partialCashOuts: [PartialCashout]?
        var selections: [BetSelection]
    }

    /// One partial cashout of a bet.
    struct PartialCashout: Decodable, Sendable, Hashable {
        var requestId: String?
        var usedStake: Decimal?
        var cashOutAmount: Decimal?
        var status: String?
        var cashOutDate: String?
    }

    /// One selection of a listed bet.
    struct BetSelection: Decodable, Sendable, Hashable {
        var outcomeId: String?
        var status: String
        var priceValue: Decimal
        var eventId: String
        var eventName: String?
        var marketName: String?
        var betName: String?
        var eventDate: String?
    }

    /// Body of `POST /place-bet/{op}/v2/bets`, as the web front end sends it (offer ids as
    /// strings; `ubsWalletId` and `freeBet` written as `null` when unset).
    struct PlaceBetRequest: Encodable, Sendable, Hashable {
        struct Selection: Encodable, Sendable, Hashable {
            let bettingOfferId: String
            let priceValue: Decimal
        }
        let ucsOperatorId: Int
        var userId: String
        var username: String
        let currency: String
        let type: String
        let selections: [Selection]
        /// Two decimals, as text (`"10.00"`).
        let amount: String
        let oddsValidationType: String
        let terminalType: String
        let ubsWalletId: String?

        private enum CodingKeys: String, CodingKey {
            case ucsOperatorId, userId, username, currency, type, selections, amount, oddsValidationType, terminalType, ubsWalletId, freeBet
        }

        func encode(to encoder: any Encoder) throws {
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
    struct PlaceBetResponse: Decodable, Sendable {
        let successful: Bool?
        let response: PlacedBet?
    }

    /// The `response` of a place-bet answer.
    struct PlacedBet: Decodable, Sendable {
        struct Selection: Decodable, Sendable {
            let bettingOfferId: String?
            let outcomeId: String?
            let eventId: String?
            let priceValue: Decimal
        }
        let success: Bool?
        let errorCode: String?
        let errorMessage: String?
        let betId: String?
        let currency: String?
        let type: String?
        let selections: [Selection]?
        let amount: Decimal?
        let maxWinning: Decimal?
        let totalPriceValue: Decimal?
        let placedDate: String?
    }

    /// The kwargs of RPC `/sports#bettingOptionsV2`; `systemBetType` and a missing stake are
    /// written as `null`, as the reference sends them.
    struct BettingOptionsRequest: Encodable, Sendable {
        struct Selection: Encodable, Sendable {
            let bettingOfferId: String
            let priceValue: Decimal
        }
        let type: String
        let selections: [Selection]
        let stakeAmount: Decimal?
        let lang: String

        private enum CodingKeys: String, CodingKey { case type, systemBetType, eachWay, selections, stakeAmount, terminalType, lang }

        func encode(to encoder: any Encoder) throws {
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
    struct BettingOptions: Decodable, Sendable {
        struct Combination: Decodable, Sendable {
            struct Selection: Decodable, Sendable {
                let bettingOfferId: String?
                let outcomeId: String?
            }
            let selections: [Selection]?
        }
        struct Winning: Decodable, Sendable {
            let maxWinning: Decimal?
        }
        /// An element of `freeBets` or `oddsBoosts`, counted only (its fields are not read).
        struct Entry: Decodable, Sendable {}
        let success: Bool?
        let minStake: Decimal?
        let maxStake: Decimal?
        let priceValueFactor: Decimal?
        let freeBets: [Entry]?
        let oddsBoosts: [Entry]?
        let forbiddenCombinations: [Combination]?
        let maxWinningAndTaxes: Winning?
    }

    /// Body of `PUT /v1/bonus/wallets/sports`.
    struct OddsBoostWalletsRequest: Encodable, Sendable {
        struct Combination: Encodable, Sendable {
            let selection: [Selection]
        }
        struct Selection: Encodable, Sendable {
            let outcomeId: String
            let eventId: String
            let marketId: String
            let odds: Decimal
        }
        let stakeCurrency: String
        let stakeAmount: Decimal
        let includeVendorConfiguration = true
        let includePotentialOddsBoostWallet = true
        let terminalType = "MOBILE"
        let combination: [Combination]
    }

    /// Answer of `PUT /v1/bonus/wallets/sports`: the user's sports bonus wallets.
    struct OddsBoostWallets: Decodable, Sendable {
        let items: [Wallet]
    }

    /// One sports bonus wallet (an odds boost).
    struct Wallet: Decodable, Sendable {
        struct Boost: Decodable, Sendable {
            let eligibleEventID: [String]?
            let currentStair: Stair?
            let nextStair: Stair?
        }
        struct Stair: Decodable, Sendable {
            let minSelectionNumber: Int
            let percentage: Decimal
            let capAmount: [String: Decimal]?
        }
        struct Extension: Decodable, Sendable {
            struct Bonus: Decodable, Sendable {
                let wallet: BonusWallet?
            }
            struct BonusWallet: Decodable, Sendable {
                struct Configuration: Decodable, Sendable {
                    let sportsBoostStairs: [Stair]?
                }
                let expiryTime: String?
                let oddsBoost: Configuration?
            }
            let bonus: Bonus?
        }
        let id: FlexibleString
        let oddsBoost: Boost?
        let `extension`: Extension?
    }

    /// One stored selection of a booking code.
    struct BookedSelection: Codable, Sendable, Hashable {
        let bettingOfferId: String
    }

    /// Body of `POST /v2/sports/bets/book`, and the answer of `GET /v2/sports/bets/book/{code}`.
    struct Booking: Codable, Sendable {
        let selections: [BookedSelection]
        let originalSelectionsLength: Int?
    }

    /// Answer of `POST /v2/sports/bets/book`.
    struct BookingCode: Decodable, Sendable {
        let code: String
    }

    /// The kwargs of RPC `/sports#oddsByOutcomes`.
    struct OddsByOutcomesRequest: Encodable, Sendable {
        let lang: String
        let outcomeIds: [String]
    }

    /// The RESULT kwargs of `/sports#oddsByOutcomes`: the offers still open, by event.
    struct OddsByOutcomes: Decodable, Sendable {
        let bettingOfferIdsByEventId: [String: [String]]?
        let allBettingOffersFound: Bool?
        let message: String?
    }
}
