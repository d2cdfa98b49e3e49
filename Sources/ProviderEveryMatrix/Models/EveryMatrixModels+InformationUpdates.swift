import Foundation

// The Player API's live stream `GET /v2/player/{userId}/information/updates` (vendor README,
// "Live balance and session stream").
extension EveryMatrixModels {
    /// One `data:` payload: `{type, body}`. `body` is read by `type`; an unknown type is skipped.
    package struct InformationUpdate: Decodable, Sendable {
        package let type: String
        package let balance: BalanceUpdate?
        package let session: SessionExpiration?

        enum CodingKeys: String, CodingKey {
            case type, body
        }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            type = try container.decode(String.self, forKey: .type)
            switch type {
            case "BALANCE_UPDATE", "BALANCE_UPDATE_V2":
                balance = try container.decode(BalanceUpdate.self, forKey: .body)
                session = nil
            case "SESSION_EXPIRATION", "SESSION_EXPIRATION_V2":
                balance = nil
                session = try container.decode(SessionExpiration.self, forKey: .body)
            default:
                balance = nil
                session = nil
            }
        }
    }

    /// `BALANCE_UPDATE(_V2)`: the new balance of each wallet the posting touched. The server
    /// sends each posting under both names; `postingId` tells them apart.
    package struct BalanceUpdate: Decodable, Sendable {
        package let userId: String?
        package let currency: String
        package let operationType: Int?
        package let postingId: String
        /// By wallet: `Real`, `Bonus`.
        package let balanceChange: [String: WalletChange]
    }

    /// One wallet's change in a balance update.
    package struct WalletChange: Decodable, Sendable {
        package let affectedAmount: Decimal?
        /// The wallet's balance after the posting.
        package let afterAmount: Decimal
        package let afterAmountCurrency: String?
    }

    /// `SESSION_EXPIRATION(_V2)`: the session is over.
    package struct SessionExpiration: Decodable, Sendable {
        package let userId: String?
        package let exitReason: String?
        package let exitReasonCode: Int?
    }
}
