import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// `Client.withTimeout`: an app's per-call time limit, over a provider's own calls.
@Suite("Per-call timeout")
struct ClientTimeoutTests {
    /// A provider whose one call waits at `gate` (returning early when cancelled).
    private func client(waitingAt gate: LoopbackGate, answered: Counter) -> Client {
        let executor = makeExecutor(transport: StubTransport { _ in
            await gate.wait()
            answered.increment()
            return .json(#"{"id":"a","price":1}"#)
        })
        return Client(provider: SingleCallProvider(executor: executor))
    }

    @Test func aCallStillRunningWhenTimeIsUpFailsTimedOutAndIsCancelled() async throws {
        let gate = LoopbackGate()
        let answered = Counter()
        let client = client(waitingAt: gate, answered: answered)
        let timerFired = LoopbackGate()
        // The timer "fires" at once: time is up while the request waits at the gate.
        let error = await capture {
            try await client.withTimeout(3, sleep: { _ in timerFired.open() }) { try await client.wallet.balance() }
        }
        #expect(error == .timedOut)
        #expect(timerFired.isOpen)
        #expect(!gate.isOpen)
        #expect(answered.count == 1, "the cancelled request left the gate at once (it does when cancelled)")
    }

    @Test func aCallThatAnswersInTimeReturnsItsValue() async throws {
        let gate = LoopbackGate()
        gate.open()
        let client = client(waitingAt: gate, answered: Counter())
        let never = LoopbackGate()
        let wallet = try await client.withTimeout(3, sleep: { _ in await never.wait() }) { try await client.wallet.balance() }
        #expect(wallet.primary?.total.amount == 1)
        // And through the public entry point, with the real clock: nothing waits for it.
        let again = try await client.withTimeout(30) { try await client.wallet.balance() }
        #expect(again == wallet)
    }

    @Test(arguments: [0, -1, Double.nan, Double.infinity])
    func aLimitThatIsNotAPositiveNumberIsRefused(seconds: Double) async {
        let client = client(waitingAt: LoopbackGate(), answered: Counter())
        let error = await capture { try await client.withTimeout(seconds) { try await client.wallet.balance() } }
        guard case .invalidRequest? = error else {
            Issue.record("expected invalidRequest, got \(String(describing: error))")
            return
        }
    }

    @Test func aCancelledCallerIsCancelledNotTimedOut() async {
        let gate = LoopbackGate()
        let client = client(waitingAt: gate, answered: Counter())
        let never = LoopbackGate()
        let call = Task { await capture { try await client.withTimeout(3, sleep: { _ in await never.wait() }) { try await client.wallet.balance() } } }
        call.cancel()
        #expect(await call.value == .cancelled)
    }
}

/// A provider with one wallet call on a given executor: `{"id","price"}` read as a balance.
private struct SingleCallProvider: ServiceProvider {
    let executor: RequestExecutor
    var name: String { "Single" }
    var features: Set<Feature> { [.balance] }
    var wallet: any WalletService { Wallet(executor: executor) }

    struct Wallet: WalletService {
        let executor: RequestExecutor
        var providerName: String { "Single" }
        func balance() async throws(ServiceProviderError) -> UserWallet {
            let item = try await executor.send(TypedTestEndpoint<Item>())
            return UserWallet(balances: [WalletBalance(currency: "EUR", total: Money(amount: Decimal(item.price), currency: "EUR"))])
        }
    }
}
