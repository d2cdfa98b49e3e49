import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Balances (real, withdrawable, bonus, sportsbook free bet) and the cashback balance.
struct SportRadarWalletService: WalletService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.balance]

    /// The two balances are independent requests, so they run at the same time; the free bet
    /// comes from Omega, or from Poseidon when Omega reports none.
    func balance() async throws(ServiceProviderError) -> UserWallet {
        let omega = runtime.executor(.omega)
        async let balanceRequest = omega.send(SportRadarOmegaAPI.balance)
        async let cashbackRequest = omega.send(SportRadarOmegaAPI.cashbackBalance)
        let (balance, cashback): (SportRadarModels.BalanceResponse, SportRadarModels.CashbackBalanceResponse)
        do {
            (balance, cashback) = try await (balanceRequest, cashbackRequest)
        } catch {
            throw ServiceProviderError(error)
        }
        // The sportsbook's free-bet balance is in Omega's answer; when Omega reports none, the
        // betting API's own balance is asked. It only completes the wallet: if it cannot be
        // read, the free bet stays unknown (`nil`) rather than failing the balances.
        var freeBalance: SportRadarModels.FreeBalanceResponse?
        if SportRadarModelMapper.sportsbookFreeBet(balance) == nil {
            freeBalance = try? await runtime.executor(.betting).send(SportRadarPoseidonAPI.freeBalance)
        }
        return try SportRadarModelMapper.wallet(balance, cashback: cashback, freeBalance: freeBalance)
    }
}

extension SportRadarProvider {
    /// Balances.
    public var wallet: any WalletService { SportRadarWalletService(runtime: runtime) }
}
