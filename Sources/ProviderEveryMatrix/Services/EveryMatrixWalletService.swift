import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Balances over the Player API, and their changes over its information stream (SSE).
struct EveryMatrixWalletService: WalletService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// The wallet features (REST and SSE: offered everywhere).
    static let features: Set<Feature> = [.balance, .balanceUpdates]

    func balance() async throws(ServiceProviderError) -> UserWallet {
        let balance = try await runtime.executor(.player).send(forUser: EveryMatrixPlayerAPI.balance)
        return EveryMatrixModelMapper.userWallet(balance)
    }

    /// The balance snapshot, then the snapshot with each posting applied (once per `postingId`).
    /// `SESSION_EXPIRATION` for the signed-in user ends the session (its events say `expired`)
    /// and the stream with `.sessionExpired`.
    func balanceUpdates() -> LiveStream<UserWallet> {
        let runtime = self.runtime
        return LiveStream(bufferingPolicy: .bufferingNewest(1)) { continuation in
            let task = Task {
                do {
                    var ledger = EveryMatrixBalanceLedger(snapshot: try await runtime.executor(.player).send(forUser: EveryMatrixPlayerAPI.balance))
                    continuation.yield(ledger.wallet)
                    for try await event in runtime.executor(.player).serverSentEvents(forUser: EveryMatrixPlayerAPI.informationUpdates) {
                        guard let update = EveryMatrixModelMapper.informationUpdate(from: event) else { continue }
                        if let balance = update.balance, ledger.apply(balance) {
                            continuation.yield(ledger.wallet)
                        } else if let ended = update.session {
                            await Self.endSession(runtime, userId: ended.userId)
                            throw ServiceProviderError.sessionExpired
                        }
                    }
                    continuation.finish()
                } catch {
                    let mapped = ServiceProviderError(error)
                    continuation.finish(throwing: mapped == .cancelled ? nil : mapped)
                }
            }
            continuation.onTermination { task.cancel() }
        }
    }

    /// Expires the session the stream was opened for (not a newer one of another user) and
    /// forgets its cached answers.
    private static func endSession(_ runtime: EveryMatrixRuntime, userId: String?) async {
        guard let lease = try? await runtime.session.lease(), userId == nil || lease.credentials.userId == userId else { return }
        await runtime.session.expire(generation: lease.generation)
        await runtime.cache.removeAll()
    }
}

extension EveryMatrixProvider {
    /// Per-currency balances.
    public var wallet: any WalletService { EveryMatrixWalletService(runtime: runtime) }
}
