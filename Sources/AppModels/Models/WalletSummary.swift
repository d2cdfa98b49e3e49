/// A wallet ready to show: the main balance and its parts, formatted.
public struct WalletSummary: Sendable, Equatable {
    /// The main balance, e.g. `€1,234.50`; `nil` when the wallet holds nothing.
    public var primary: BalanceLines?
    /// Balances in other currencies, in the provider's order.
    public var others: [BalanceLines]

    /// Creates a summary.
    public init(primary: BalanceLines?, others: [BalanceLines]) {
        self.primary = primary
        self.others = others
    }
}

/// One currency's balances, formatted. A part the provider did not report is `nil`.
public struct BalanceLines: Sendable, Equatable {
    /// ISO 4217 code.
    public var currency: String
    /// Everything held (real + bonus).
    public var total: String
    /// What may be withdrawn now.
    public var withdrawable: String?
    /// Bonus money.
    public var bonus: String?
    /// Free-bet balance.
    public var freeBet: String?
    /// Cashback balance.
    public var cashback: String?

    /// Creates balance lines.
    public init(currency: String, total: String, withdrawable: String? = nil, bonus: String? = nil,
                freeBet: String? = nil, cashback: String? = nil) {
        self.currency = currency
        self.total = total
        self.withdrawable = withdrawable
        self.bonus = bonus
        self.freeBet = freeBet
        self.cashback = cashback
    }
}
