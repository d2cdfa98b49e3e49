import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Omega's responsible-gaming calls (fixture README, "Responsible gaming"): everything travels
/// as query items, amounts with exactly two decimals (`100.00`).
extension SportRadarOmegaAPI {
    private static var sessionKey: AuthorizationRequirement { .query(sessionKeyParameter) }

    /// The limit types and periods `limits()` asks `getResponsibleGamingLimit` for (the
    /// reference's query).
    static let responsibleGamingLimitTypes = ["DEPOSIT_LIMIT", "WAGER_LIMIT", "BALANCE_LIMIT"]
    static let responsibleGamingPeriodTypes = ["RollingWeekly", "Permanent"]

    /// `GET /ps/ips/getPersonalDepositLimits`: daily, weekly and monthly deposit limits.
    static var personalDepositLimits: Request<SportRadarModels.PersonalDepositLimitsResponse> {
        Request("/ps/ips/getPersonalDepositLimits", authorization: sessionKey)
    }

    /// `GET /ps/ips/setPersonalDepositLimits?weeklyLimit=`: the weekly deposit limit.
    static func setWeeklyDepositLimit(_ amount: String) -> Request<SportRadarModels.BasicResponse> {
        Request("/ps/ips/setPersonalDepositLimits", query: [URLQueryItem(name: "weeklyLimit", value: amount)], authorization: sessionKey)
    }

    /// `GET /ps/ips/getLimits`: the weekly wager limit and the loss limit.
    static var wagerAndLossLimits: Request<SportRadarModels.LimitsResponse> { Request("/ps/ips/getLimits", authorization: sessionKey) }

    /// `GET /ps/ips/updateWagerLimit?limit=`: the weekly wager (betting) limit.
    static func updateWeeklyWagerLimit(_ amount: String) -> Request<SportRadarModels.BasicResponse> {
        Request("/ps/ips/updateWagerLimit", query: [URLQueryItem(name: "limit", value: amount)], authorization: sessionKey)
    }

    /// `GET /ps/ips/getResponsibleGamingLimit?limitTypes=&periodTypes=` (comma-separated lists).
    static func responsibleGamingLimits(types: [String], periods: [String]) -> Request<SportRadarModels.ResponsibleGamingLimitsResponse> {
        Request("/ps/ips/getResponsibleGamingLimit",
                query: [URLQueryItem(name: "limitTypes", value: types.joined(separator: ",")),
                        URLQueryItem(name: "periodTypes", value: periods.joined(separator: ","))],
                authorization: sessionKey)
    }

    /// `GET /ps/ips/updateResponsibleGamingLimit?limitType=&periodType=&limit=`.
    static func updateResponsibleGamingLimit(type: String, period: String, amount: String) -> Request<SportRadarModels.BasicResponse> {
        Request("/ps/ips/updateResponsibleGamingLimit",
                query: [URLQueryItem(name: "limitType", value: type), URLQueryItem(name: "periodType", value: period),
                        URLQueryItem(name: "limit", value: amount)],
                authorization: sessionKey)
    }

    /// `POST /ps/ips/lockPlayer`: a lock of `period` `unit`s (DAY, WEEK, MONTH), or for good
    /// (`isPermanent=true`, which closes the account); always `lockType=TIMEOUT`, no body.
    static func lockPlayer(_ lock: PlayerLock) -> Request<SportRadarModels.BasicResponse> {
        let items: [URLQueryItem]
        switch lock {
        case .period(let unit, let count):
            items = [URLQueryItem(name: "lockPeriodUnit", value: unit), URLQueryItem(name: "lockPeriod", value: String(count))]
        case .permanent:
            items = [URLQueryItem(name: "isPermanent", value: "true")]
        }
        return Request(.post, "/ps/ips/lockPlayer", query: items + [URLQueryItem(name: "lockType", value: "TIMEOUT")], authorization: sessionKey)
    }

    /// What `lockPlayer` locks for.
    enum PlayerLock: Sendable, Equatable {
        /// `count` units of `DAY`, `WEEK` or `MONTH`.
        case period(unit: String, count: Int)
        /// For good: the account is closed.
        case permanent
    }
}
