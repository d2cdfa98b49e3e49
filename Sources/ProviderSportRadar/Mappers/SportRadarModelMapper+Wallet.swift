import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// The product code of the sportsbook's free-bet balance.
    static let freeBetProductCode = "SPORT_RADAR"

    /// Omega's free-bet balance for the sportsbook, when it reports one.
    static func sportsbookFreeBet(_ balance: SportRadarModels.BalanceResponse) -> SportRadarModels.ExternalFreeBetBalance? {
        balance.externalFreeBetBalances?.first { $0.productCode == freeBetProductCode }
    }

    /// Balances from their exact text (`"1,300.75"`), never from the `…Number` doubles. The free
    /// bet is Omega's sportsbook entry, else Poseidon's `freeBalance` when it was read.
    static func wallet(_ balance: SportRadarModels.BalanceResponse, cashback: SportRadarModels.CashbackBalanceResponse?,
                       freeBalance: SportRadarModels.FreeBalanceResponse? = nil) throws(ServiceProviderError) -> UserWallet {
        let currency = balance.currency
        func money(_ text: String?, _ field: String) throws(ServiceProviderError) -> Money? {
            guard let text else { return nil }
            guard let value = Money(string: text, currency: currency) else {
                throw .decoding(type: "BalanceResponse", codingPath: field, debugDescription: "Not an amount: \(text)")
            }
            return value
        }
        guard let total = try money(balance.totalBalance, "totalBalance") else {
            throw .decoding(type: "BalanceResponse", codingPath: "totalBalance", debugDescription: "Missing")
        }
        let freeBet = sportsbookFreeBet(balance)
        return UserWallet(balances: [WalletBalance(
            currency: currency,
            total: total,
            withdrawable: try money(balance.totalWithdrawableBalance ?? balance.withdrawableBalance, "totalWithdrawableBalance"),
            bonus: try money(balance.bonusBalance, "bonusBalance"),
            freeBet: try money(freeBet?.balance, "externalFreeBetBalances.balance")
                ?? freeBalance?.freeBalance.map { Money(amount: $0, currency: currency) },
            cashback: try cashbackMoney(cashback?.balance, currency: currency))])
    }

    /// The cashback balance in either grouping style (``formattedAmount(_:)``).
    private static func cashbackMoney(_ balance: SportRadarModels.AmountText?, currency: String) throws(ServiceProviderError) -> Money? {
        guard let balance else { return nil }
        guard let amount = formattedAmount(balance.text) else {
            throw .decoding(type: "CashbackBalanceResponse", codingPath: "balance", debugDescription: "Not an amount: \(balance.text)")
        }
        return Money(amount: amount, currency: currency)
    }
}
