import Foundation
import ServicesProvider

/// The Goma wallet.
struct GomaWalletService: WalletService {
    let context: GomaContext
    var providerName: String { GomaContext.providerName }

    func balance() async throws(ServiceProviderError) -> UserWallet {
        guard await context.session.isUserSignedIn else { throw .unauthorized }
        let wallet = try await context.executor.send(GomaAPI.wallet, as: GomaModels.Wallet.self)
        return GomaModelMapper.wallet(wallet, currency: context.configuration.currency)
    }
}
