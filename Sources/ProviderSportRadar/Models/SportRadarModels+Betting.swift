import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// One leg of a bet ticket as the betting API wants it: every value a string, prices fractional.
    struct BetLegRequest: Codable, Sendable, Equatable {
        var eachWayPlaceTerms = ""
        var eachWayReduction = ""
        var handicap = ""
        var idFOPriceType = "CP"
        let idFOSelection: String
        var isTrap = ""
        var lowerBand = ""
        let priceDown: String
        let priceUp: String
        var systemTag = ""
        var upperBand = ""
    }

    /// A bet ticket: `idFOBetType` `S` single, `D` double, `T` treble…
    struct BetTicket: Codable, Sendable, Equatable {
        let betLegs: [BetLegRequest]
        let idFOBetType: String
        var pool = false
        let winStake: Decimal
    }

    /// `POST /api/betting/fo/betslip` body.
    struct PlaceBetsRequest: Codable, Sendable, Equatable {
        let bets: [BetTicket]
        let useAutoAcceptance: Bool
        let free: Bool
    }

    /// `POST /api/betting/fo/bet/calculate` response.
    struct PotentialReturnResponse: Decodable, Sendable {
        let potentialReturn: Double
        let totalStake: Double
        let unitCount: Int
        let totalOdd: Double?
    }

    /// `POST /api/betting/fo/betslip` response (note the `idFoBet`/`idfoBetType` casing).
    struct PlaceBetsResponse: Decodable, Sendable {
        let idFOBetSlip: Int
        let status: BetSlipStatus
        let totalStake: Double?
        let bets: [PlacedBet]?
    }

    /// A slip's state: 2 placed, 1 (+ detailedState 66 or 10) awaiting confirmation, else failed.
    struct BetSlipStatus: Decodable, Sendable {
        let state: Int
        let detailedState: Int?
        let statusCode: FlexibleString?
        let statusText: String?
    }

    /// One bet of a placed slip.
    struct PlacedBet: Decodable, Sendable {
        let idFoBet: Double
        let idfoBetType: String?
        let potentialReturn: Double?
        let totalStake: Double?
        let betLegs: [PlacedBetLeg]?
    }

    /// A placed leg: prices as ints here.
    struct PlacedBetLeg: Decodable, Sendable {
        let idFOSelection: Double
        let idFOPriceType: String?
        let priceUp: Int
        let priceDown: Int
    }

    /// One row of `GET /api/betting/fo/bets`: one row per leg, grouped by `idFOBet`.
    struct BetHistoryRow: Decodable, Sendable {
        let idFOBet: Double
        let idFOBetslip: Int?
        let betTypeName: String?
        let betState: String
        let betLegStatus: String?
        let betResult: String?
        let legOrder: Int?
        let idFOSportType: String?
        let idFOEvent: Double
        let eventName: String?
        let participantHome: String?
        let participantAway: String?
        let tournamentName: String?
        let tsEventTime: String?
        let marketName: String?
        let selectionName: String?
        let ownPriceUp: Double
        let ownPriceDown: Double
        let totalMultiBetOdds: Double?
        let totalStake: Double
        let potentialReturn: Double?
        let totalReturn: Double?
        let tsAttempted: String?
        let free: FlexibleString?
        let eventResult: String?
    }

    /// `POST /api/cashout/fo/cashout/{betId}/calculate` body (partial cashout only).
    struct CalculateCashoutRequest: Codable, Sendable, Equatable {
        let stakeValue: Decimal
    }

    /// The cashout value offered now.
    struct CalculateCashoutResponse: Decodable, Sendable {
        let cashoutValue: Double
        let partialCashoutAvailable: Bool?
    }

    /// `POST /api/cashout/fo/cashout/{betId}` body; `stakeValue` (the part of the stake cashed
    /// out) only for a partial cashout.
    struct CashoutRequest: Codable, Sendable, Equatable {
        let expectedValue: Decimal
        var stakeValue: Decimal?
    }

    /// `cashoutResult` -1 done, 1 re-offer (`cashoutReoffer`), anything else suspended; an
    /// error answer carries only `message`.
    struct CashoutResponse: Decodable, Sendable {
        let cashoutResult: Int?
        let cashoutReoffer: Double?
        let message: String?
    }
}
