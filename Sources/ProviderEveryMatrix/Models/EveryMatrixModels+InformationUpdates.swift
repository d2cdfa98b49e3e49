import Foundation

// The Player API's live stream `GET /v2/player/{userId}/information/updates` (vendor README,
// "Live balance and session stream").
extension EveryMatrixModels {
    /// One `data:` payload: `{type, body}`. `body` is read by `type`; an unknown type is skipped.
    struct InformationUpdate: Decodable, Sendable {
        let type: String
        let balance: BalanceUpdate?
        let session: SessionExpiration?

        enum CodingKeys: String, CodingKey {
            case type, body
        }

        init(from decoder: any Decoder) throws {
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
    struct BalanceUpdate: Decodable, Sendable {
        let userId: String?
        let currency: String
        let operationType: Int?
        let postingId: String
        /// By wallet: `Real`, `Bonus`.
        let balanceChange: [String: WalletChange]
    }

    /// One wallet's change in a balance update.
    struct WalletChange: Decodable, Sendable {
        let affectedAmount: Decimal?
        /// The wallet's balance after the posting.
        let afterAmount: Decimal
        let afterAmountCurrency: String?
    }

    /// `SESSION_EXPIRATION(_V2)`: the session is over.
    struct SessionExpiration: Decodable, Sendable {
        let userId: String?
        let exitReason: String?
        let exitReasonCode: Int?
    }
}
