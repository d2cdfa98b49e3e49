import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Bonuses over Omega: granted bonuses, opt-in plans, bonus codes, and win boosts on placed bets.
struct SportRadarBonusService: BonusService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.grantedBonuses, .availableBonuses, .redeemBonusCode, .bonusOptIn, .cancelBonus, .winBoosts]

    func grantedBonuses() async throws(ServiceProviderError) -> [GrantedBonus] {
        let response = try await runtime.executor(.omega).send(SportRadarOmegaAPI.bonuses)
        let currency = await runtime.currency()
        return try response.bonuses.map { bonus throws(ServiceProviderError) in try SportRadarModelMapper.grantedBonus(bonus, currency: currency) }
    }

    /// The eligible opt-in plans, without `CODED` ones (those are claimed with their code).
    func availableBonuses() async throws(ServiceProviderError) -> [AvailableBonus] {
        let response = try await runtime.executor(.omega).send(SportRadarOmegaAPI.eligibleOptInBonusPlans)
        return SportRadarModelMapper.availableBonuses(response, currency: await runtime.currency())
    }

    func redeemBonusCode(_ code: String) async throws(ServiceProviderError) -> GrantedBonus? {
        try InputValidation.identifier(code, field: "bonusCode")
        let response = try await runtime.executor(.omega).send(SportRadarOmegaAPI.redeemBonus(code: code))
        guard let bonus = response.bonus else { return nil }
        return try SportRadarModelMapper.grantedBonus(bonus, currency: await runtime.currency())
    }

    /// `partyId` is the session's user id (the login's `partyId`).
    func optInBonus(id: String) async throws(ServiceProviderError) {
        try InputValidation.identifier(id, field: "id")
        _ = try await runtime.executor(.omega).send(forUser: { user in SportRadarOmegaAPI.optInBonus(partyId: user.id, optInId: id) })
    }

    func optOutBonus(id: String) async throws(ServiceProviderError) {
        try InputValidation.identifier(id, field: "id")
        _ = try await runtime.executor(.omega).send(forUser: { user in SportRadarOmegaAPI.optOutBonus(partyId: user.id, bonusId: id) })
    }

    func cancelBonus(id: String) async throws(ServiceProviderError) {
        try InputValidation.identifier(id, field: "id")
        _ = try await runtime.executor(.omega).send(SportRadarOmegaAPI.cancelBonus(bonusId: id))
    }

    func winBoosts(for bet: Bet) async throws(ServiceProviderError) -> [WinBoost] {
        let gameTranId = try SportRadarModelMapper.gameTransactionId(bet)
        let response = try await runtime.executor(.omega).send(SportRadarOmegaAPI.winBoostEligibility(gameTranId: gameTranId))
        let currency = await runtime.currency()
        return response.data.winBoosts.map { SportRadarModelMapper.winBoost($0, betId: bet.id, currency: currency) }
    }

    func respondToWinBoost(_ boost: WinBoost, accept: Bool) async throws(ServiceProviderError) -> WinBoost {
        guard let id = boost.id else { throw .invalidRequest(message: "This win boost was not offered: it has no id to answer.") }
        try InputValidation.identifier(id, field: "id")
        let response = try await runtime.executor(.omega).send(SportRadarOmegaAPI.winBoostAccept(winBoostId: id, accepted: accept))
        return SportRadarModelMapper.answeredWinBoost(response, offer: boost)
    }

    /// One request for all the bets; an empty list asks nothing.
    func grantedWinBoosts(for bets: [Bet]) async throws(ServiceProviderError) -> [WinBoost] {
        guard !bets.isEmpty else { return [] }
        var betIds: [String: String] = [:]
        var gameTranIds: [String] = []
        for bet in bets {
            let gameTranId = try SportRadarModelMapper.gameTransactionId(bet)
            if betIds.updateValue(bet.id, forKey: gameTranId) == nil { gameTranIds.append(gameTranId) }
        }
        let response = try await runtime.executor(.omega).send(SportRadarOmegaAPI.winBoostsGranted(gameTranIds: gameTranIds))
        let currency = await runtime.currency()
        return response.data.flatMap { group in
            group.winBoosts.map { entry in
                let gameTranId = entry.gameTranId ?? group.gameTranId
                return SportRadarModelMapper.winBoost(entry, betId: gameTranId.flatMap { betIds[$0] }, currency: currency)
            }
        }
    }
}

extension SportRadarProvider {
    /// Granted bonuses, bonus codes, opt-in plans, win boosts.
    public var bonuses: any BonusService { SportRadarBonusService(runtime: runtime) }
}
