import Foundation

// The bets API's cashout calls (vendor README, "Cashout"): the value stream and the cashout.
extension EveryMatrixModels {
    /// Body of `POST …/cashout-value-updates`: the bets that share one stream.
    package struct CashoutValueUpdatesRequest: Encodable, Sendable {
        package let betIds: [String]
    }

    /// One `data:` payload of the cashout value stream. Every field but `messageType` is
    /// optional: `PING` has nothing else, `AUTOCASHOUT_RULE` only `betId`, and a code-103
    /// `CASHOUT_VALUE` has no value and no `covValidation…` settings.
    package struct CashoutStreamMessage: Decodable, Sendable {
        package let messageType: String
        package let betId: String?
        package let cashoutValue: Decimal?
        package let currentPossibleWinning: Decimal?
        package let stake: Decimal?
        package let partialCashOutEnabled: Bool?
        package let details: Details?
        package let cashoutValueSettings: Settings?

        /// `{code, message}`: 100 success, 103 no current odds (no value yet), 105 below the minimum.
        package struct Details: Decodable, Sendable {
            package let code: Int?
            package let message: String?
        }

        /// The bet's cashout settings; the flags may be `null`.
        package struct Settings: Decodable, Sendable {
            package let autoCashOutEnabled: Bool?
            package let partialCashOutEnabled: Bool?
        }
    }

    /// Body of `POST …/cashout`.
    package struct CashoutRequest: Encodable, Sendable {
        package let betId: String
        package let cashoutValue: Decimal
        /// `FULL` or `PARTIAL`.
        package let cashoutType: String
        /// `WITHIN_THRESHOLD` (the vendor refuses `ACCEPT_ANY` on this path).
        package let cashoutChangeAcceptance: String
        package let operatorId: String
        package let language: String
        /// Only for a partial cashout (`nil` is left out of the body).
        package let partialCashoutStake: Decimal?
    }

    /// Answer of `POST …/cashout`: `cashoutType` is `USER_CASHED_OUT` (full) or `PARTIAL`.
    package struct CashoutResponse: Decodable, Sendable {
        package let success: Bool?
        package let betId: String?
        package let requestId: String?
        package let cashoutValue: Decimal?
        package let cashoutType: String?
        package let partialCashoutStake: Decimal?
        package let cashoutPayout: Decimal?
        package let pendingCashOut: Bool?
    }

    /// The bets API's error envelope `{trackingId, status, errorCode?, message, timestamp}`;
    /// `errorCode` is a number (122 invalid request, 139 out of threshold).
    package struct BetsErrorBody: Decodable, Sendable {
        package let trackingId: String
        package let status: String
        package let errorCode: Int?
        package let message: String?
    }
}
