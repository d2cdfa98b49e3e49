import ServicesProvider

extension ServiceProviderModelMapper {
    /// The wallet, formatted: the main currency first, the others after it.
    public func walletSummary(_ wallet: UserWallet) -> WalletSummary {
        let lines = wallet.balances.map(balanceLines)
        return WalletSummary(primary: lines.first, others: Array(lines.dropFirst()))
    }

    /// One currency's balances, formatted.
    public func balanceLines(_ balance: WalletBalance) -> BalanceLines {
        BalanceLines(currency: balance.currency,
                     total: text(for: balance.total),
                     withdrawable: balance.withdrawable.map(text(for:)),
                     bonus: balance.bonus.map(text(for:)),
                     freeBet: balance.freeBet.map(text(for:)),
                     cashback: balance.cashback.map(text(for:)))
    }
}
