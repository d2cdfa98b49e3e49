import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Balances (real, withdrawable, bonus, sportsbook free bet) and the cashback balance.
struct SportRadarWalletService: WalletService {
    let runtime: SportRadarRuntime
    var providerName: String { runtime.name }

    /// This area's features, as `SportRadarProvider.features` offers them.
    static let features: Set<Feature> = [.balance]

    /// The two balances are independent requests, so they run at the same time.
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
        return try SportRadarModelMapper.wallet(balance, cashback: cashback)
    }
}

extension SportRadarProvider {
    /// Balances.
    public var wallet: any WalletService { SportRadarWalletService(runtime: runtime) }
}
