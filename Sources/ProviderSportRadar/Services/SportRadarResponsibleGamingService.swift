import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Deposit, wager and balance limits, and player locks, over Omega. Limits are read from three
/// calls at once (calendar deposit limits, the weekly wager and loss limits, and the
/// rolling-weekly and permanent limits); each kind and period is written by one call
/// (``SportRadarModelMapper/limitWrite(kind:period:)``). The vendor answers a write with a status
/// only, so the written limit is read back. It has no call to remove a limit and no cool-off
/// choice (`skipCoolOff` is ignored: a raise waits as the vendor decides).
struct SportRadarResponsibleGamingService: ResponsibleGamingService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.limits, .setLimit, .changeLimit, .timeOut, .selfExclusion]

    func limits() async throws(ServiceProviderError) -> [GamblingLimit] {
        let omega = runtime.executor(.omega)
        async let depositRequest = omega.send(SportRadarOmegaAPI.personalDepositLimits)
        async let wagerRequest = omega.send(SportRadarOmegaAPI.wagerAndLossLimits)
        async let responsibleRequest = omega.send(SportRadarOmegaAPI.responsibleGamingLimits(
            types: SportRadarOmegaAPI.responsibleGamingLimitTypes, periods: SportRadarOmegaAPI.responsibleGamingPeriodTypes))
        let currency = await runtime.currency()
        let deposit: SportRadarModels.PersonalDepositLimitsResponse
        let wager: SportRadarModels.LimitsResponse
        let responsible: SportRadarModels.ResponsibleGamingLimitsResponse
        do {
            (deposit, wager, responsible) = try await (depositRequest, wagerRequest, responsibleRequest)
        } catch {
            throw ServiceProviderError(error)
        }
        return try SportRadarModelMapper.depositLimits(deposit) + SportRadarModelMapper.wagerAndLossLimits(wager)
            + SportRadarModelMapper.responsibleGamingLimits(responsible, currency: currency)
    }

    /// Deposit and wager limits are weekly or rolling weekly, a balance limit permanent; any
    /// other kind or period is `.validation` before sending, as is an amount in another currency
    /// than the account's (the calls send the number alone).
    func setLimit(_ request: GamblingLimitRequest) async throws(ServiceProviderError) -> GamblingLimit {
        try request.validate()
        try await runtime.validate(request.amount, field: "amount")
        return try await write(kind: request.kind, period: request.period, amount: request.amount)
    }

    /// `id` is a limit's id from ``limits()`` (it names the kind and period).
    func changeLimit(id: String, amount: Money, skipCoolOff: Bool) async throws(ServiceProviderError) -> GamblingLimit {
        try InputValidation.identifier(id, field: "id")
        try await runtime.validate(amount, field: "amount")
        let key = try SportRadarModelMapper.limitKey(id: id)
        return try await write(kind: key.kind, period: key.period, amount: amount)
    }

    func timeOut(_ period: TimeOutPeriod) async throws(ServiceProviderError) {
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.lockPlayer(SportRadarModelMapper.lock(for: period)))
    }

    /// A permanent self-exclusion closes the account (`isPermanent=true`); an `until` date is refused.
    func selfExclude(_ period: SelfExclusionPeriod) async throws(ServiceProviderError) {
        try period.validate(now: runtime.now())
        let lock = try SportRadarModelMapper.lock(for: period)
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.lockPlayer(lock))
    }

    /// Sends the kind and period's write call, then reads the limits back.
    private func write(kind: GamblingLimitKind, period: GamblingLimitPeriod, amount: Money) async throws(ServiceProviderError) -> GamblingLimit {
        let route = try SportRadarModelMapper.limitWrite(kind: kind, period: period)
        let text = SportRadarModelMapper.limitAmountText(amount.amount)
        let omega = runtime.executor(.omega)
        switch route {
        case .weeklyDeposit: _ = try await omega.send(SportRadarOmegaAPI.setWeeklyDepositLimit(text))
        case .weeklyWager: _ = try await omega.send(SportRadarOmegaAPI.updateWeeklyWagerLimit(text))
        case .responsibleGaming(let type, let vendorPeriod):
            _ = try await omega.send(SportRadarOmegaAPI.updateResponsibleGamingLimit(type: type, period: vendorPeriod, amount: text))
        }
        let id = SportRadarModelMapper.limitId(kind: kind, period: period)
        guard let limit = try await limits().first(where: { $0.id == id }) else {
            throw .invalidResponse(message: "The limit was accepted but is not listed.")
        }
        return limit
    }
}

extension SportRadarProvider {
    /// Limits and player locks.
    public var responsibleGaming: any ResponsibleGamingService { SportRadarResponsibleGamingService(runtime: runtime) }
}
