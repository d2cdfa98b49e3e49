/// The user's balances.
public protocol WalletService: ProviderService {
    /// The balances, per currency.
    func balance() async throws(ServiceProviderError) -> UserWallet
}

extension WalletService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func balance() async throws(ServiceProviderError) -> UserWallet { throw unsupported(.balance) }
}
