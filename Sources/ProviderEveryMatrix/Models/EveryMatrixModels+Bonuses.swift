import Foundation

// The Player API's bonus lists (vendor README, "Bonuses").
extension EveryMatrixModels {
    /// `GET /v1/bonus/granted`.
    package struct GrantedBonuses: Decodable, Sendable {
        package let items: [GrantedBonus]
    }

    /// One granted bonus. Amounts are JSON numbers (`amount` may be `null`).
    package struct GrantedBonus: Decodable, Sendable {
        package let id: String
        package let bonusId: String?
        package let name: String?
        package let type: String?
        package let status: String?
        package let description: String?
        package let currency: String?
        package let amount: Decimal?
        package let remainingAmount: Decimal?
        package let initialWagerRequirementCurrency: String?
        package let initialWagerRequirementAmount: Decimal?
        package let remainingWagerRequirementCurrency: String?
        package let remainingWagerRequirementAmount: Decimal?
        package let grantedDate: String?
        package let expiryDate: String?
        package let bonusCode: String?
        /// Protocol-relative (`//host/path`).
        package let assets: String?
    }

    /// `GET /v1/bonus/applicable`.
    package struct ApplicableBonuses: Decodable, Sendable {
        package let bonuses: [ApplicableBonus]
    }

    /// One bonus the user can obtain.
    package struct ApplicableBonus: Decodable, Sendable {
        package let id: String
        package let code: String?
        package let type: String?
        package let selectable: Bool?
        package let trigger: Trigger?
        package let presentation: Presentation?

        package struct Trigger: Decodable, Sendable {
            package let startTime: String?
            package let endTime: String?
            package let method: Method?
        }

        package struct Method: Decodable, Sendable {
            package let deposit: Deposit?
        }

        package struct Deposit: Decodable, Sendable {
            /// Per currency.
            package let minimumAmount: [String: Decimal]?
        }

        /// Each part is `{content}`; `assets.content` is protocol-relative.
        package struct Presentation: Decodable, Sendable {
            package let name: Content?
            package let url: Content?
            package let description: Content?
            package let assets: Content?
        }

        package struct Content: Decodable, Sendable {
            package let content: String?
        }
    }
}
