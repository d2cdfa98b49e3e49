import Foundation

// The bets API's cashout calls (vendor README, "Cashout"): the value stream and the cashout.
extension EveryMatrixModels {
    /// Body of `POST …/cashout-value-updates`: the bets that share one stream.
    struct CashoutValueUpdatesRequest: Encodable, Sendable {
        let betIds: [String]
    }

    /// One `data:` payload of the cashout value stream. Every field but `messageType` is
    /// optional: `PING` has nothing else, `AUTOCASHOUT_RULE` only `betId`, and a code-103
    /// `CASHOUT_VALUE` has no value and no `covValidation…` settings.
    struct CashoutStreamMessage: Decodable, Sendable {
        let messageType: String
        let betId: String?
        let cashoutValue: Decimal?
        let currentPossibleWinning: Decimal?
        let stake: Decimal?
        let partialCashOutEnabled: Bool?
        let details: Details?
        let cashoutValueSettings: Settings?

        /// `{code, message}`: 100 success, 103 no current odds (no value yet), 105 below the minimum.
        struct Details: Decodable, Sendable {
            let code: Int?
            let message: String?
        }

        /// The bet's cashout settings; the flags may be `null`.
        struct Settings: Decodable, Sendable {
            let autoCashOutEnabled: Bool?
            let partialCashOutEnabled: Bool?
        }
    }

    /// Body of `POST …/cashout`.
    struct CashoutRequest: Encodable, Sendable {
        let betId: String
        let cashoutValue: Decimal
        /// `FULL` or `PARTIAL`.
        let cashoutType: String
        /// `WITHIN_THRESHOLD` (the vendor refuses `ACCEPT_ANY` on this path).
        let cashoutChangeAcceptance: String
        let operatorId: String
        let language: String
        /// Only for a partial cashout (`nil` is left out of the body).
        let partialCashoutStake: Decimal?
    }

    /// Answer of `POST …/cashout`: `cashoutType` is `USER_CASHED_OUT` (full) or `PARTIAL`.
    struct CashoutResponse: Decodable, Sendable {
        let success: Bool?
        let betId: String?
        let requestId: String?
        let cashoutValue: Decimal?
        let cashoutType: String?
        let partialCashoutStake: Decimal?
        let cashoutPayout: Decimal?
        let pendingCashOut: Bool?
    }

    /// The bets API's error envelope `{trackingId, status, errorCode?, message, timestamp}`;
    /// `errorCode` is a number (122 invalid request, 139 out of threshold).
    struct BetsErrorBody: Decodable, Sendable {
        let trackingId: String
        let status: String
        let errorCode: Int?
        let message: String?
    }
}
