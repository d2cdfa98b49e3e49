import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    static func limits(_ raw: EveryMatrixModels.MonetaryLimits) -> [GamblingLimit] {
        raw.limits.map(limit)
    }

    /// A limit; each schedule becomes a pending change in the limit's currency.
    static func limit(_ raw: EveryMatrixModels.MonetaryLimit) -> GamblingLimit {
        GamblingLimit(id: raw.id, kind: limitKind(raw.type), period: limitPeriod(raw.period),
                      amount: Money(amount: raw.amount, currency: raw.currency),
                      pendingChanges: (raw.schedules ?? []).map { schedule in
                          PendingLimitChange(newAmount: schedule.updateAmount.map { Money(amount: $0, currency: raw.currency) },
                                             appliesAt: date(schedule.applyAt))
                      },
                      effectiveDate: date(raw.effectiveDate), expiryDate: date(raw.expiryDate))
    }

    /// `Deposit`, `Wagering` (any case); anything else is kept as `unknown`.
    static func limitKind(_ raw: String) -> GamblingLimitKind {
        switch raw.lowercased() {
        case "deposit": return .deposit
        case "wagering": return .wagering
        default: return .unknown(raw)
        }
    }

    /// `Daily`, `Weekly`, `Monthly` (any case); anything else is kept as `unknown`.
    static func limitPeriod(_ raw: String) -> GamblingLimitPeriod {
        switch raw.lowercased() {
        case "daily": return .daily
        case "weekly": return .weekly
        case "monthly": return .monthly
        default: return .unknown(raw)
        }
    }

    /// The body of a new limit: the vendor documents deposit and wagering limits per day, week or
    /// month only; any other kind or period is refused with `.validation` before sending.
    static func setLimitRequest(_ request: GamblingLimitRequest) throws(ServiceProviderError) -> EveryMatrixModels.SetLimitRequest {
        let type: String
        switch request.kind {
        case .deposit: type = "Deposit"
        case .wagering: type = "Wagering"
        case .loss, .balance, .unknown:
            throw .validation(fields: [.init(field: "kind", code: "INVALID", message: "Only deposit and wagering limits can be set.")])
        }
        let period: String
        switch request.period {
        case .daily: period = "daily"
        case .weekly: period = "weekly"
        case .monthly: period = "monthly"
        case .rollingWeekly, .permanent, .unknown:
            throw .validation(fields: [.init(field: "period", code: "INVALID", message: "Only daily, weekly and monthly limits can be set.")])
        }
        return .init(amount: request.amount.amount, currency: request.amount.currency, period: period, type: type,
                     products: ["All"], walletTypes: ["All"])
    }

    /// A time-out body, with the reasons the reference app sends.
    static func timeOutRequest(_ period: TimeOutPeriod) -> EveryMatrixModels.SessionLimitRequest {
        let name: String
        switch period {
        case .hours24: name = "CoolOffFor24Hours"
        case .days7: name = "CoolOffFor7Days"
        case .days30: name = "CoolOffFor30Days"
        case .months3: name = "CoolOffFor3Months"
        }
        return .init(coolOff: .init(period: name, coolOffReason: "restrict-playing", coolOffDescription: "I want to restrict my playing",
                                    unsatisfiedReason: "customer-service", unsatisfiedDescription: "Customer service",
                                    sendNotificationEmail: true))
    }

    /// A self-exclusion body; a date goes as `expiryDate`, ISO 8601 in UTC without a fraction.
    static func selfExclusionRequest(_ period: SelfExclusionPeriod) -> EveryMatrixModels.SessionLimitRequest {
        var expiry: String?
        let name: String
        switch period {
        case .months3: name = "SelfExclusionFor3Months"
        case .months6: name = "SelfExclusionFor6Months"
        case .year1: name = "SelfExclusionFor1Year"
        case .permanent: name = "SelfExclusionPermanent"
        case .until(let date):
            name = "SelfExclusionUntilSelectedDate"
            expiry = string(from: date) + "Z"
        }
        return .init(selfExclusion: .init(period: name, sendNotificationEmail: true, selfExclusionReason: "UserRequest", expiryDate: expiry))
    }
}
