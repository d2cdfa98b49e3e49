import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The Goma wallet.
struct GomaWalletService: WalletService {
    let runtime: GomaRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.balance]

    func balance() async throws(ServiceProviderError) -> UserWallet {
        let wallet = try await runtime.executor(.api).send(GomaAPI.wallet)
        return GomaModelMapper.wallet(wallet, currency: runtime.configuration.currency)
    }
}

extension GomaProvider {
    /// The wallet balance.
    public var wallet: any WalletService { GomaWalletService(runtime: runtime) }
}
