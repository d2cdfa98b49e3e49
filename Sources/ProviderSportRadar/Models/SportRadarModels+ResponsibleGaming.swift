import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// `GET /ps/ips/getPersonalDepositLimits`: every value is a string, `""` when unset;
    /// `hasPendingWeeklyLimit` is `"true"` or `"false"`; the pending date is `dd-MM-yyyy HH:mm:ss`.
    struct PersonalDepositLimitsResponse: Decodable, Sendable {
        let status: String
        let dailyLimit: String?
        let weeklyLimit: String?
        let monthlyLimit: String?
        let currency: String
        let hasPendingWeeklyLimit: String?
        let pendingWeeklyLimit: String?
        let pendingWeeklyLimitEffectiveDate: String?
    }

    /// `GET /ps/ips/getLimits`: the weekly wager limit and the loss limit (strings, `""` when
    /// unset) and a pending wager limit.
    struct LimitsResponse: Decodable, Sendable {
        let status: String
        let wagerLimit: String?
        let lossLimit: String?
        let currency: String
        let pendingWagerLimit: PendingLimit?
    }

    /// A scheduled limit of `getLimits`; the amount is read from `limit` (text), never `limitNumber`.
    struct PendingLimit: Decodable, Sendable {
        let effectiveDate: String?
        let limit: String?
    }

    /// `GET /ps/ips/getResponsibleGamingLimit`.
    struct ResponsibleGamingLimitsResponse: Decodable, Sendable {
        let status: String
        let limits: [ResponsibleGamingLimit]?
    }

    /// One row: several may share a type and period (sorted by id: in force, then pending).
    /// `effectiveDate` is month first (`MM-dd-yyyy HH:mm:ss`); `limit` is a JSON number, decoded
    /// straight to `Decimal`.
    struct ResponsibleGamingLimit: Decodable, Sendable {
        let responsibleGamingLimitID: Int
        let partyID: Int?
        let limitType: String
        let periodType: String
        let effectiveDate: String?
        let expiryDate: String?
        let limit: Decimal
    }
}
