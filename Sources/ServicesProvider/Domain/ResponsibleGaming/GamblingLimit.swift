import Foundation

/// A limit the user put on their own play: at most ``amount`` per ``period`` of the ``kind``.
public struct GamblingLimit: Sendable, Hashable {
    /// The vendor's id of the limit (to change or remove it).
    public var id: String
    /// What the limit caps.
    public var kind: GamblingLimitKind
    /// The rolling window the amount applies to.
    public var period: GamblingLimitPeriod
    /// The cap in force now.
    public var amount: Money
    /// Changes already asked for that apply later (a raise waits for a cool-off period).
    public var pendingChanges: [PendingLimitChange]
    /// When the limit took effect, when reported.
    public var effectiveDate: Date?
    /// When the limit ends by itself, when it does.
    public var expiryDate: Date?

    /// Creates a limit.
    public init(id: String, kind: GamblingLimitKind, period: GamblingLimitPeriod, amount: Money,
                pendingChanges: [PendingLimitChange] = [], effectiveDate: Date? = nil, expiryDate: Date? = nil) {
        self.id = id
        self.kind = kind
        self.period = period
        self.amount = amount
        self.pendingChanges = pendingChanges
        self.effectiveDate = effectiveDate
        self.expiryDate = expiryDate
    }
}

/// What a limit caps.
public enum GamblingLimitKind: Sendable, Hashable {
    /// Money paid in.
    case deposit
    /// Money staked.
    case wagering
    /// Money lost (stakes minus winnings).
    case loss
    /// The most the balance may hold; the operator pays out anything above it (an auto-payout
    /// threshold), so it usually comes with ``GamblingLimitPeriod/permanent``.
    case balance
    /// A kind the SDK does not know, as the vendor names it.
    case unknown(String)
}

/// The window a limit's amount applies to.
public enum GamblingLimitPeriod: Sendable, Hashable {
    /// Per day.
    case daily
    /// Per week.
    case weekly
    /// Per month.
    case monthly
    /// Over the last seven days at any moment (a sliding window), unlike ``weekly``, which
    /// starts again each calendar week.
    case rollingWeekly
    /// No window: the cap holds at every moment until changed.
    case permanent
    /// A period the SDK does not know, as the vendor names it.
    case unknown(String)
}

/// A change to a limit that is scheduled, not yet in force.
public struct PendingLimitChange: Sendable, Hashable {
    /// The amount the limit will have; `nil` when the vendor names none.
    public var newAmount: Money?
    /// When the change takes effect, when reported.
    public var appliesAt: Date?

    /// Creates a pending change.
    public init(newAmount: Money?, appliesAt: Date?) {
        self.newAmount = newAmount
        self.appliesAt = appliesAt
    }
}

/// A limit to create. Check it with ``validate()`` (the services do before sending).
public struct GamblingLimitRequest: Sendable, Hashable {
    /// What to cap.
    public var kind: GamblingLimitKind
    /// The window.
    public var period: GamblingLimitPeriod
    /// The cap: positive, in a valid currency.
    public var amount: Money

    /// Creates a limit request.
    public init(kind: GamblingLimitKind, period: GamblingLimitPeriod, amount: Money) {
        self.kind = kind
        self.period = period
        self.amount = amount
    }

    /// Checks the amount (``Money/validate(field:)``). Which kinds and periods a vendor takes
    /// is the provider's rule, checked after this one.
    public func validate() throws(ServiceProviderError) {
        try amount.validate(field: "amount")
    }
}

/// How long a time-out (a short break from play, lifted automatically) lasts.
public enum TimeOutPeriod: Sendable, Hashable, CaseIterable {
    /// 24 hours.
    case hours24
    /// 7 days.
    case days7
    /// 30 days.
    case days30
    /// 3 months.
    case months3
}

/// How long a self-exclusion (the account closed to play; not lifted early) lasts.
public enum SelfExclusionPeriod: Sendable, Hashable {
    /// 3 months.
    case months3
    /// 6 months.
    case months6
    /// 1 year.
    case year1
    /// For good.
    case permanent
    /// Until a chosen date, which must be in the future.
    case until(Date)

    /// Checks that an ``until(_:)`` date lies after `now` (`.validation`, field `expiryDate`,
    /// code `OUT_OF_RANGE`); the other periods always pass.
    public func validate(now: Date) throws(ServiceProviderError) {
        guard case .until(let date) = self else { return }
        guard date > now else {
            throw InputValidation.fieldError("expiryDate", "OUT_OF_RANGE", "expiryDate must be in the future.")
        }
    }
}
