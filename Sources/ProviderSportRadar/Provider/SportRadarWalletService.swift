import Foundation
import ServicesProvider

/// Balances (real, withdrawable, bonus, sportsbook free bet) and the cashback balance.
struct SportRadarWalletService: WalletService {
    let context: SportRadarContext
    var providerName: String { SportRadarContext.providerName }

    func balance() async throws(ServiceProviderError) -> UserWallet {
        let balance = try await context.omega.send(OmegaAPI.balance, as: SportRadar.BalanceResponse.self)
        let cashback = try await context.omega.send(OmegaAPI.cashbackBalance, as: SportRadar.CashbackBalanceResponse.self)
        return try SportRadarModelMapper.wallet(balance, cashback: cashback)
    }
}
