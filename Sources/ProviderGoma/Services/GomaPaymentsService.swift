import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Goma's only payment call: the wallet top-up. It has no payment method, page or status, so it
/// credits the balance at once; it looks like a demo or test credit. Deposits, withdrawals and
/// the transaction history are stubs in the vendor's client, so not offered.
struct GomaPaymentsService: PaymentsService {
    let runtime: GomaRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// This area's features, part of this service's `features`.
    static let features: Set<Feature> = [.topUp]

    /// The amount must be valid money in the configuration's currency (Goma's balances carry
    /// none); a refused amount is `.validation` on `amount` with the vendor's message.
    func topUp(_ amount: Money) async throws(ServiceProviderError) -> UserWallet {
        let currency = runtime.configuration.currency
        try amount.validate(field: "amount", accountCurrency: currency.uppercased())
        let wallet = try await runtime.executor(.api).send(GomaAPI.topUp(GomaModelMapper.topUpBody(amount)))
        return GomaModelMapper.wallet(wallet, currency: currency)
    }
}

extension GomaProvider {
    /// The wallet top-up.
    public var payments: any PaymentsService { GomaPaymentsService(runtime: runtime) }
}
