import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Limits, time-out and self-exclusion over the Player API. The vendor's "session limits" are
/// only the time-out and the self-exclusion; it documents no session-length limit.
struct EveryMatrixResponsibleGamingService: ResponsibleGamingService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// The responsible-gaming features (REST: offered everywhere).
    static let features: Set<Feature> = [.limits, .setLimit, .changeLimit, .removeLimit, .timeOut, .selfExclusion]

    func limits() async throws(ServiceProviderError) -> [GamblingLimit] {
        EveryMatrixModelMapper.limits(try await runtime.executor(.player).send(forUser: EveryMatrixPlayerAPI.limits))
    }

    /// A duplicate kind and period is the vendor's `.vendor(code: "LimitAlreadyExists", message:)`.
    func setLimit(_ request: GamblingLimitRequest) async throws(ServiceProviderError) -> GamblingLimit {
        try request.validate()
        let body = try EveryMatrixModelMapper.setLimitRequest(request)
        let answer = try await runtime.executor(.player).send(forUser: { user in EveryMatrixPlayerAPI.setLimit(user: user, body) })
        return EveryMatrixModelMapper.limit(answer.limit)
    }

    /// The change names no currency, so the vendor reads the amount in the limit's own: a listed
    /// limit in another currency than the amount's is refused (`CURRENCY_MISMATCH`) after one
    /// read of the limits, rather than 5 USD set as 5 XAF.
    func changeLimit(id: String, amount: Money, skipCoolOff: Bool) async throws(ServiceProviderError) -> GamblingLimit {
        try InputValidation.identifier(id, field: "id")
        try amount.validate(field: "amount")
        if let limit = try await limits().first(where: { $0.id == id }), limit.amount.currency != amount.currency {
            throw .validation(fields: [.init(field: "amount", code: "CURRENCY_MISMATCH",
                                             message: "amount must be in the limit's currency, \(limit.amount.currency).")])
        }
        let body = EveryMatrixModels.UpdateLimitRequest(amount: amount.amount, skipCoolOff: skipCoolOff)
        let answer = try await runtime.executor(.player).send(forUser: { user in
            EveryMatrixPlayerAPI.updateLimit(user: user, limitId: id, body)
        })
        return EveryMatrixModelMapper.limit(answer.limit)
    }

    func removeLimit(id: String, skipCoolOff: Bool) async throws(ServiceProviderError) {
        try InputValidation.identifier(id, field: "id")
        _ = try await runtime.executor(.player).send(forUser: { user in
            EveryMatrixPlayerAPI.removeLimit(user: user, limitId: id, skipCoolOff: skipCoolOff)
        })
    }

    func timeOut(_ period: TimeOutPeriod) async throws(ServiceProviderError) {
        let body = EveryMatrixModelMapper.timeOutRequest(period)
        _ = try await runtime.executor(.player).send(forUser: { user in EveryMatrixPlayerAPI.sessionLimit(user: user, body) })
    }

    func selfExclude(_ period: SelfExclusionPeriod) async throws(ServiceProviderError) {
        try period.validate(now: runtime.now())
        let body = EveryMatrixModelMapper.selfExclusionRequest(period)
        _ = try await runtime.executor(.player).send(forUser: { user in EveryMatrixPlayerAPI.sessionLimit(user: user, body) })
    }
}

extension EveryMatrixProvider {
    /// Monetary limits, time-out and self-exclusion.
    public var responsibleGaming: any ResponsibleGamingService { EveryMatrixResponsibleGamingService(runtime: runtime) }
}
