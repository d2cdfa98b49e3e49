import Foundation
@_spi(ProviderKit) import ServicesProvider

extension ProviderRuntime where Host == EveryMatrixHost, Configuration == EveryMatrixConfiguration {
    /// The signed-in user's main currency: the balance's first wallet. The Player API keeps no
    /// currency with the session, so it is read when needed (one `GET` of the balance).
    func accountCurrency() async throws(ServiceProviderError) -> String {
        let balance = try await executor(.player).send(forUser: EveryMatrixPlayerAPI.balance)
        guard let currency = EveryMatrixModelMapper.userWallet(balance).primary?.currency else {
            throw .invalidResponse(message: "The balance names no currency.")
        }
        return currency
    }

    /// Checks an amount sent in a body that names no currency (a slip's options, a cashout):
    /// valid money (``Money/validate(field:)``, without a request) in the
    /// account's currency, else `CURRENCY_MISMATCH`, rather than 5 USD read as 5 of the account's.
    func validateInAccountCurrency(_ money: Money, field: String) async throws(ServiceProviderError) {
        try money.validate(field: field)
        try money.validate(field: field, accountCurrency: await accountCurrency().uppercased())
    }
}
