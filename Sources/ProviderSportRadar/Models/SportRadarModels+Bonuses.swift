import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// `GET /ps/ips/getBonuses`. The list is required, as in the vendor's client (an error body
    /// is turned into an error by the status mapper before this is decoded).
    struct BonusesResponse: Decodable, Sendable {
        let status: String
        let bonuses: [GrantedBonus]
    }

    /// A granted bonus: amounts as text; dates `yyyy-MM-dd'T'HH:mm:ss.SSS` (no zone), else `dd-MM-yyyy HH:mm:ss`.
    struct GrantedBonus: Decodable, Sendable {
        let id: Int
        let bonusPlanName: String?
        let status: String
        let amount: String?
        let triggerDate: String?
        let expiryDate: String?
        let wagerRequirement: String?
        let amountWagered: String?
        let externalFreeBet: ExternalFreeBet?
    }

    /// The free bet a bonus grants on an external product (the sportsbook: `SPORT_RADAR`); a JSON number.
    struct ExternalFreeBet: Decodable, Sendable {
        let productCode: String?
        let amount: Double?
    }

    /// `POST /ps/ips/redeemBonus`: the bonus the code granted.
    struct RedeemBonusResponse: Decodable, Sendable {
        let status: String
        let bonus: GrantedBonus?
    }

    /// `GET /ps/ips/getEligibleOptInBonusPlans`.
    struct EligibleOptInBonusPlansResponse: Decodable, Sendable {
        let status: String
        let optInBonusPlans: [OptInBonusPlan]
    }

    /// A plan the user may opt in to; `optInId` is what `optInBonus` takes.
    struct OptInBonusPlan: Decodable, Sendable {
        let optInId: String
        let bonusPlanId: Int?
        let bonusPlanName: String?
        let bonusPlanType: String?
        let bonusAmount: Double?
        let startDate: String?
        let endDate: String?
        let description: String?
        let wagerReq: Double?
        let imageUrl: String?
    }

    /// `GET /ps/ips/winboost/eligibility`.
    struct WinBoostEligibilityResponse: Decodable, Sendable {
        let status: String
        let data: WinBoostEligibility
    }

    /// The boosts of one game transaction.
    struct WinBoostEligibility: Decodable, Sendable {
        let gameTranId: String?
        let winBoosts: [WinBoostEntry]
    }

    /// One boost: offered (with its wheel), refused (with a message), or granted (with its tier).
    struct WinBoostEntry: Decodable, Sendable {
        let winBoostId: FlexibleString?
        let gameTranId: String?
        let status: String
        let message: String?
        let configuration: WinBoostConfiguration?
        let awardedTier: WinBoostTier?
        let boostAmount: Double?
    }

    /// A boost's wheel.
    struct WinBoostConfiguration: Decodable, Sendable {
        let id: FlexibleString
        let title: String?
        let tiers: [WinBoostTier]
    }

    /// A tier of the wheel (`chance` only on the wheel, `configurationId` only when awarded).
    struct WinBoostTier: Decodable, Sendable {
        let name: String
        let boostMultiplier: Double
        let chance: Double?
        let configurationId: FlexibleString?
    }

    /// `GET /ps/ips/winboost/accept`: `status` is `ACCEPTED` or `REJECTED`, not `SUCCESS`.
    struct WinBoostAcceptResponse: Decodable, Sendable {
        let status: String
        let winBoostId: FlexibleString?
        let gameTranId: String?
        let awardedTier: WinBoostTier?
    }

    /// `GET /ps/ips/winboost/granted`: `data` is an array, or `{}` when there is none.
    struct WinBoostGrantedResponse: Decodable, Sendable {
        let status: String
        let data: [WinBoostEligibility]

        enum CodingKeys: String, CodingKey {
            case status, data
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            status = try container.decode(String.self, forKey: .status)
            if let list = try? container.decode([WinBoostEligibility].self, forKey: .data) {
                data = list
            } else if let object = try? container.decode([String: Empty].self, forKey: .data), object.isEmpty {
                data = []
            } else {
                throw DecodingError.dataCorruptedError(forKey: .data, in: container, debugDescription: "Expected a list or {}.")
            }
        }

        /// Any JSON value, ignored.
        struct Empty: Decodable, Sendable {}
    }
}
