import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// The product code of the sportsbook's free-bet balance.
    static let freeBetProductCode = "SPORT_RADAR"

    /// Balances from their exact text (`"1,300.75"`), never from the `…Number` doubles.
    static func wallet(_ balance: SportRadarModels.BalanceResponse, cashback: SportRadarModels.CashbackBalanceResponse?) throws(ServiceProviderError) -> UserWallet {
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
        let freeBet = balance.externalFreeBetBalances?.first { $0.productCode == freeBetProductCode }
        return UserWallet(balances: [WalletBalance(
            currency: currency,
            total: total,
            withdrawable: try money(balance.totalWithdrawableBalance ?? balance.withdrawableBalance, "totalWithdrawableBalance"),
            bonus: try money(balance.bonusBalance, "bonusBalance"),
            freeBet: try money(freeBet?.balance, "externalFreeBetBalances.balance"),
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
