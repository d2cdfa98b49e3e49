import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// Per-currency totals as a wallet; the currency of the `Real` bucket comes first.
    package static func userWallet(_ balance: EveryMatrixModels.Balance) -> UserWallet {
        let primary = balance.items?.first { $0.type == "Real" }?.currency
        let currencies = balance.totalAmount.keys.sorted { lhs, rhs in
            if lhs == primary { return true }
            if rhs == primary { return false }
            return lhs < rhs
        }
        let balances = currencies.map { currency -> WalletBalance in
            func money(_ totals: [String: Decimal]?) -> Money? {
                totals?[currency].map { Money(amount: $0, currency: currency) }
            }
            return WalletBalance(currency: currency, total: Money(amount: balance.totalAmount[currency] ?? 0, currency: currency),
                                 withdrawable: money(balance.totalWithdrawableAmount), bonus: money(balance.totalBonusAmount))
        }
        return UserWallet(balances: balances)
    }
}
