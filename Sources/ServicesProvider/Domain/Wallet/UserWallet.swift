/// The user's money, per currency.
public struct UserWallet: Sendable, Hashable {
    /// One balance per currency; the first is the account's main currency.
    public var balances: [WalletBalance]

    /// Creates a wallet.
    public init(balances: [WalletBalance]) {
        self.balances = balances
    }

    /// The balance in the account's main currency.
    public var primary: WalletBalance? { balances.first }

    /// The balance in `currency`, if the wallet holds one.
    public func balance(in currency: String) -> WalletBalance? {
        balances.first { $0.currency == currency }
    }
}

/// The balances held in one currency.
public struct WalletBalance: Sendable, Hashable {
    /// ISO 4217 code.
    public var currency: String
    /// Everything the user holds (real + bonus).
    public var total: Money
    /// What may be withdrawn now.
    public var withdrawable: Money?
    /// Bonus money (not withdrawable).
    public var bonus: Money?
    /// Free-bet balance.
    public var freeBet: Money?
    /// Cashback balance.
    public var cashback: Money?

    /// Creates a balance.
    public init(currency: String, total: Money, withdrawable: Money? = nil, bonus: Money? = nil,
                freeBet: Money? = nil, cashback: Money? = nil) {
        self.currency = currency
        self.total = total
        self.withdrawable = withdrawable
        self.bonus = bonus
        self.freeBet = freeBet
        self.cashback = cashback
    }
}
