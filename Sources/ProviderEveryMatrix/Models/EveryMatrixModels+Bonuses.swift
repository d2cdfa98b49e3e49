import Foundation

// The Player API's bonus lists (vendor README, "Bonuses").
extension EveryMatrixModels {
    /// `GET /v1/bonus/granted`.
    struct GrantedBonuses: Decodable, Sendable {
        let items: [GrantedBonus]
    }

    /// One granted bonus. Amounts are JSON numbers (`amount` may be `null`).
    struct GrantedBonus: Decodable, Sendable {
        let id: String
        let bonusId: String?
        let name: String?
        let type: String?
        let status: String?
        let description: String?
        let currency: String?
        let amount: Decimal?
        let remainingAmount: Decimal?
        let initialWagerRequirementCurrency: String?
        let initialWagerRequirementAmount: Decimal?
        let remainingWagerRequirementCurrency: String?
        let remainingWagerRequirementAmount: Decimal?
        let grantedDate: String?
        let expiryDate: String?
        let bonusCode: String?
        /// Protocol-relative (`//host/path`).
        let assets: String?
    }

    /// `GET /v1/bonus/applicable`.
    struct ApplicableBonuses: Decodable, Sendable {
        let bonuses: [ApplicableBonus]
    }

    /// One bonus the user can obtain.
    struct ApplicableBonus: Decodable, Sendable {
        let id: String
        let code: String?
        let type: String?
        let selectable: Bool?
        let trigger: Trigger?
        let presentation: Presentation?

        struct Trigger: Decodable, Sendable {
            let startTime: String?
            let endTime: String?
            let method: Method?
        }

        struct Method: Decodable, Sendable {
            let deposit: Deposit?
        }

        struct Deposit: Decodable, Sendable {
            /// Per currency.
            let minimumAmount: [String: Decimal]?
        }

        /// Each part is `{content}`; `assets.content` is protocol-relative.
        struct Presentation: Decodable, Sendable {
            let name: Content?
            let url: Content?
            let description: Content?
            let assets: Content?
        }

        struct Content: Decodable, Sendable {
            let content: String?
        }
    }
}
