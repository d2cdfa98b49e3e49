/// The user's balances.
public protocol WalletService: ProviderService {
    /// The balances, per currency.
    func balance() async throws(ServiceProviderError) -> UserWallet
    /// The balances now, then again each time the provider reports that they changed (a bet, a
    /// win, a deposit). Ends with `.sessionExpired` when the provider ends the session.
    func balanceUpdates() -> LiveStream<UserWallet>
}

extension WalletService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func balance() async throws(ServiceProviderError) -> UserWallet { throw unsupported(.balance) }
    /// Default: a stream that fails with `.notSupported(feature:provider:)`.
    public func balanceUpdates() -> LiveStream<UserWallet> { unsupportedStream(.balanceUpdates) }
}
