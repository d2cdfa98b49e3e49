import Foundation
import ServicesProvider

/// Balances over the Player API.
struct EveryMatrixWalletService: WalletService {
    let context: EveryMatrixContext
    var providerName: String { "EveryMatrix" }

    func balance() async throws(ServiceProviderError) -> UserWallet {
        let userId = try await context.userId()
        let balance = try await context.player.send(EveryMatrixPlayerAPI.balance(userId: userId), as: EveryMatrixModels.Balance.self)
        return EveryMatrixModelMapper.userWallet(balance)
    }
}
