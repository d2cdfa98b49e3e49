import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Limits over three Omega reads and three writes. A limit's id names its kind and period
/// (`deposit.weekly`): the vendor's update calls take those, not a row id.
extension SportRadarModelMapper {
    /// How one kind and period of limit is written.
    enum LimitWrite: Sendable, Equatable {
        /// `setPersonalDepositLimits?weeklyLimit=` (calendar week).
        case weeklyDeposit
        /// `updateWagerLimit?limit=` (calendar week).
        case weeklyWager
        /// `updateResponsibleGamingLimit?limitType=&periodType=`.
        case responsibleGaming(type: String, period: String)
    }

    /// Vendor limit type ↔ kind, for `getResponsibleGamingLimit`/`updateResponsibleGamingLimit`.
    static let limitTypes: [(code: String, kind: GamblingLimitKind)] = [
        ("DEPOSIT_LIMIT", .deposit), ("WAGER_LIMIT", .wagering), ("BALANCE_LIMIT", .balance),
    ]

    /// Vendor period type ↔ period; matched case-insensitively (the reference also sends `PERMANENT`).
    static let periodTypes: [(code: String, period: GamblingLimitPeriod)] = [
        ("Weekly", .weekly), ("RollingWeekly", .rollingWeekly), ("Permanent", .permanent),
    ]

    /// The call that writes a kind and period; anything else is refused with `.validation`
    /// (field `kind` or `period`, code `UNSUPPORTED`) before sending. Calendar-weekly deposit and
    /// wager limits have their own calls; rolling-weekly deposit and wager limits and the
    /// permanent balance limit go through `updateResponsibleGamingLimit`.
    static func limitWrite(kind: GamblingLimitKind, period: GamblingLimitPeriod) throws(ServiceProviderError) -> LimitWrite {
        switch (kind, period) {
        case (.deposit, .weekly): return .weeklyDeposit
        case (.wagering, .weekly): return .weeklyWager
        case (.deposit, .rollingWeekly): return .responsibleGaming(type: "DEPOSIT_LIMIT", period: "RollingWeekly")
        case (.wagering, .rollingWeekly): return .responsibleGaming(type: "WAGER_LIMIT", period: "RollingWeekly")
        case (.balance, .permanent): return .responsibleGaming(type: "BALANCE_LIMIT", period: "Permanent")
        case (.deposit, _), (.wagering, _):
            throw invalid("period", "UNSUPPORTED", "Deposit and wager limits are weekly or rolling weekly.")
        case (.balance, _):
            throw invalid("period", "UNSUPPORTED", "A balance limit is permanent.")
        case (.loss, _), (.unknown, _):
            throw invalid("kind", "UNSUPPORTED", "Only deposit, wager and balance limits can be set.")
        }
    }

    private static func invalid(_ field: String, _ code: String, _ message: String) -> ServiceProviderError {
        .validation(fields: [.init(field: field, code: code, message: message)])
    }

    /// A limit's id: its kind and period (`deposit.weekly`, `balance.permanent`).
    static func limitId(kind: GamblingLimitKind, period: GamblingLimitPeriod) -> String {
        "\(limitKindName(kind)).\(limitPeriodName(period))"
    }

    /// The kind and period an id names, or `.validation` (field `id`, code `INVALID`).
    static func limitKey(id: String) throws(ServiceProviderError) -> (kind: GamblingLimitKind, period: GamblingLimitPeriod) {
        let kinds: [GamblingLimitKind] = [.deposit, .wagering, .loss, .balance]
        let periods: [GamblingLimitPeriod] = [.daily, .weekly, .monthly, .rollingWeekly, .permanent]
        for kind in kinds {
            for period in periods where limitId(kind: kind, period: period) == id { return (kind, period) }
        }
        throw invalid("id", "INVALID", "id is not a limit of this account.")
    }

    private static func limitKindName(_ kind: GamblingLimitKind) -> String {
        switch kind {
        case .deposit: return "deposit"
        case .wagering: return "wagering"
        case .loss: return "loss"
        case .balance: return "balance"
        case .unknown(let raw): return raw
        }
    }

    private static func limitPeriodName(_ period: GamblingLimitPeriod) -> String {
        switch period {
        case .daily: return "daily"
        case .weekly: return "weekly"
        case .monthly: return "monthly"
        case .rollingWeekly: return "rollingWeekly"
        case .permanent: return "permanent"
        case .unknown(let raw): return raw
        }
    }

    /// The amount text the limit calls take: exactly two decimals (`100.00`), plain digits.
    static func limitAmountText(_ amount: Decimal) -> String {
        var source = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, 2, .plain)
        let text = NSDecimalNumber(decimal: rounded).stringValue
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return "\(parts[0]).\(fraction.padding(toLength: 2, withPad: "0", startingAt: 0))"
    }

    /// An amount the limit reads send as text; `""` (or absent) is no limit.
    private static func limitMoney(_ text: String?, currency: String, field: String, type: String) throws(ServiceProviderError) -> Money? {
        guard let text, !text.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        guard let money = Money(string: text, currency: currency) else {
            throw .decoding(type: type, codingPath: field, debugDescription: "Not an amount: \(text)")
        }
        return money
    }

    /// Daily, weekly and monthly deposit limits (calendar periods); the weekly one carries its
    /// pending change when `hasPendingWeeklyLimit` is `"true"`.
    static func depositLimits(_ raw: SportRadarModels.PersonalDepositLimitsResponse) throws(ServiceProviderError) -> [GamblingLimit] {
        let type = "PersonalDepositLimitsResponse"
        var limits: [GamblingLimit] = []
        let periods: [(String?, GamblingLimitPeriod, String)] = [
            (raw.dailyLimit, .daily, "dailyLimit"), (raw.weeklyLimit, .weekly, "weeklyLimit"), (raw.monthlyLimit, .monthly, "monthlyLimit"),
        ]
        for (text, period, field) in periods {
            guard let amount = try limitMoney(text, currency: raw.currency, field: field, type: type) else { continue }
            var pending: [PendingLimitChange] = []
            if period == .weekly, raw.hasPendingWeeklyLimit?.lowercased() == "true" {
                pending = [PendingLimitChange(
                    newAmount: try limitMoney(raw.pendingWeeklyLimit, currency: raw.currency, field: "pendingWeeklyLimit", type: type),
                    appliesAt: raw.pendingWeeklyLimitEffectiveDate.flatMap(SportRadarDates.omegaDateTime))]
            }
            limits.append(GamblingLimit(id: limitId(kind: .deposit, period: period), kind: .deposit, period: period, amount: amount,
                                        pendingChanges: pending))
        }
        return limits
    }

    /// The weekly wager limit (with its pending change) and the loss limit. The vendor names no
    /// period for the loss limit: `.unknown("")`, and it cannot be set.
    static func wagerAndLossLimits(_ raw: SportRadarModels.LimitsResponse) throws(ServiceProviderError) -> [GamblingLimit] {
        let type = "LimitsResponse"
        var limits: [GamblingLimit] = []
        if let wager = try limitMoney(raw.wagerLimit, currency: raw.currency, field: "wagerLimit", type: type) {
            let pending = try raw.pendingWagerLimit.map { pending throws(ServiceProviderError) in
                PendingLimitChange(newAmount: try limitMoney(pending.limit, currency: raw.currency, field: "pendingWagerLimit.limit", type: type),
                                   appliesAt: pending.effectiveDate.flatMap(SportRadarDates.omegaDateTime))
            }
            limits.append(GamblingLimit(id: limitId(kind: .wagering, period: .weekly), kind: .wagering, period: .weekly, amount: wager,
                                        pendingChanges: pending.map { [$0] } ?? []))
        }
        if let loss = try limitMoney(raw.lossLimit, currency: raw.currency, field: "lossLimit", type: type) {
            limits.append(GamblingLimit(id: limitId(kind: .loss, period: .unknown("")), kind: .loss, period: .unknown(""), amount: loss))
        }
        return limits
    }

    /// `getResponsibleGamingLimit` rows, grouped by type and period in the order they first
    /// appear; within a group, sorted by id, the first is in force and the others are pending
    /// changes (from their month-first `effectiveDate`). The rows carry no currency.
    static func responsibleGamingLimits(_ raw: SportRadarModels.ResponsibleGamingLimitsResponse, currency: String) -> [GamblingLimit] {
        var groups: [(key: String, rows: [SportRadarModels.ResponsibleGamingLimit])] = []
        for row in raw.limits ?? [] {
            let key = row.limitType + "|" + row.periodType.lowercased()
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].rows.append(row)
            } else {
                groups.append((key, [row]))
            }
        }
        return groups.compactMap { group in
            let rows = group.rows.sorted { $0.responsibleGamingLimitID < $1.responsibleGamingLimitID }
            guard let current = rows.first else { return nil }
            let kind = limitTypes.first { $0.code == current.limitType }?.kind ?? .unknown(current.limitType)
            let period = periodTypes.first { $0.code.lowercased() == current.periodType.lowercased() }?.period ?? .unknown(current.periodType)
            return GamblingLimit(
                id: limitId(kind: kind, period: period), kind: kind, period: period, amount: Money(amount: current.limit, currency: currency),
                pendingChanges: rows.dropFirst().map { row in
                    PendingLimitChange(newAmount: Money(amount: row.limit, currency: currency),
                                       appliesAt: row.effectiveDate.flatMap(SportRadarDates.omegaMonthFirstDateTime))
                },
                effectiveDate: current.effectiveDate.flatMap(SportRadarDates.omegaMonthFirstDateTime),
                expiryDate: current.expiryDate.flatMap(SportRadarDates.omegaMonthFirstDateTime))
        }
    }

    /// A time-out as a lock: 24 hours is one day, 7 days one week, 30 days thirty days,
    /// 3 months three months.
    static func lock(for period: TimeOutPeriod) -> SportRadarOmegaAPI.PlayerLock {
        switch period {
        case .hours24: return .period(unit: "DAY", count: 1)
        case .days7: return .period(unit: "WEEK", count: 1)
        case .days30: return .period(unit: "DAY", count: 30)
        case .months3: return .period(unit: "MONTH", count: 3)
        }
    }

    /// A self-exclusion as a lock; a chosen end date cannot be expressed in whole days, weeks
    /// or months without moving it, so it is refused (`.validation`, field `period`, code
    /// `UNSUPPORTED`).
    static func lock(for period: SelfExclusionPeriod) throws(ServiceProviderError) -> SportRadarOmegaAPI.PlayerLock {
        switch period {
        case .months3: return .period(unit: "MONTH", count: 3)
        case .months6: return .period(unit: "MONTH", count: 6)
        case .year1: return .period(unit: "MONTH", count: 12)
        case .permanent: return .permanent
        case .until:
            throw invalid("period", "UNSUPPORTED", "Choose 3 months, 6 months, 1 year or permanent.")
        }
    }
}
