/// Responsible gaming: the limits a user sets on their own play, time-outs and self-exclusion.
public protocol ResponsibleGamingService: ProviderService {
    /// The user's money limits, each with the changes already scheduled for it.
    func limits() async throws(ServiceProviderError) -> [GamblingLimit]
    /// Creates a limit; the amount is checked first (``GamblingLimitRequest/validate()``).
    func setLimit(_ request: GamblingLimitRequest) async throws(ServiceProviderError) -> GamblingLimit
    /// Changes a limit's amount. A raise usually waits for a cool-off period (it shows as a
    /// pending change); `skipCoolOff` asks to apply it at once where the operator allows.
    func changeLimit(id: String, amount: Money, skipCoolOff: Bool) async throws(ServiceProviderError) -> GamblingLimit
    /// Removes a limit, at once when `skipCoolOff` is set and the operator allows it.
    func removeLimit(id: String, skipCoolOff: Bool) async throws(ServiceProviderError)
    /// Starts a time-out: no play for the period; it ends by itself.
    func timeOut(_ period: TimeOutPeriod) async throws(ServiceProviderError)
    /// Excludes the user from play for the period (a date must be in the future).
    func selfExclude(_ period: SelfExclusionPeriod) async throws(ServiceProviderError)
}

extension ResponsibleGamingService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func limits() async throws(ServiceProviderError) -> [GamblingLimit] { throw unsupported(.limits) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func setLimit(_ request: GamblingLimitRequest) async throws(ServiceProviderError) -> GamblingLimit { throw unsupported(.setLimit) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func changeLimit(id: String, amount: Money, skipCoolOff: Bool) async throws(ServiceProviderError) -> GamblingLimit {
        throw unsupported(.changeLimit)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func removeLimit(id: String, skipCoolOff: Bool) async throws(ServiceProviderError) { throw unsupported(.removeLimit) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func timeOut(_ period: TimeOutPeriod) async throws(ServiceProviderError) { throw unsupported(.timeOut) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func selfExclude(_ period: SelfExclusionPeriod) async throws(ServiceProviderError) { throw unsupported(.selfExclusion) }
}
