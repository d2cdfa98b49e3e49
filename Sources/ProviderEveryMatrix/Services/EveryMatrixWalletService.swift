import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Balances over the Player API.
struct EveryMatrixWalletService: WalletService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }

    /// The wallet features (REST: offered everywhere).
    static let features: Set<Feature> = [.balance]

    func balance() async throws(ServiceProviderError) -> UserWallet {
        let balance = try await runtime.executor(.player).send(forUser: EveryMatrixPlayerAPI.balance)
        return EveryMatrixModelMapper.userWallet(balance)
    }
}

extension EveryMatrixProvider {
    /// Per-currency balances.
    public var wallet: any WalletService { EveryMatrixWalletService(runtime: runtime) }
}
