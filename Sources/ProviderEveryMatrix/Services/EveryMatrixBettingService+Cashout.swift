import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Cashout over the bets API: offers come only from the value stream (SSE); the cashout itself
/// is one POST, full or partial.
extension EveryMatrixBettingService {
    /// Cashout's features (REST and SSE: offered everywhere).
    static let cashoutFeatures: Set<Feature> = [.cashoutOffer, .cashoutOfferUpdates, .cashout, .partialCashout]

    /// The first offer of the bet's value stream; `.timedOut` when none comes within the
    /// configuration's `liveCallTimeout` (the vendor sends no value while it has no odds).
    func cashoutOffer(betId: String) async throws(ServiceProviderError) -> CashoutOffer {
        try InputValidation.identifier(betId, field: "betId")
        let stream = cashoutOffers(betIds: [betId])
        let sleep = runtime.sleep
        let timeout = runtime.configuration.liveCallTimeout
        do {
            return try await withThrowingTaskGroup(of: CashoutOffer?.self) { group in
                group.addTask {
                    for try await offer in stream { return offer }
                    return nil
                }
                group.addTask {
                    try await sleep(timeout)
                    throw ServiceProviderError.timedOut
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let offer = first else {
                    throw ServiceProviderError.betRejected(message: "Cashout is not available for this bet.")
                }
                return offer
            }
        } catch {
            throw ServiceProviderError(error)
        }
    }

    /// One stream for all `betIds` (duplicates sent once); each bet's offer is delivered when it
    /// differs from the last one delivered for that bet, so a reconnect that sends the same values
    /// again delivers nothing twice. The stream carries no currency: the user's main currency is
    /// read from the balance first.
    func cashoutOffers(betIds: [String]) -> LiveStream<CashoutOffer> {
        var unique: [String] = []
        do throws(ServiceProviderError) {
            guard !betIds.isEmpty else { throw .invalidRequest(message: "No bet to follow.") }
            for betId in betIds where !unique.contains(betId) {
                try InputValidation.identifier(betId, field: "betIds")
                unique.append(betId)
            }
        } catch {
            return .failing(error)
        }
        let runtime = self.runtime
        let request = EveryMatrixBetsAPI.cashoutValueUpdates(operatorId: operatorId, language: language, betIds: unique)
        let followed = Set(unique)
        return LiveStream { continuation in
            let task = Task {
                do {
                    let balance = try await runtime.executor(.player).send(forUser: EveryMatrixPlayerAPI.balance)
                    guard let currency = EveryMatrixModelMapper.userWallet(balance).primary?.currency else {
                        throw ServiceProviderError.invalidResponse(message: "The balance names no currency.")
                    }
                    var delivered: [String: CashoutOffer] = [:]
                    for try await event in runtime.executor(.sports).serverSentEvents(request) {
                        guard let offer = EveryMatrixModelMapper.cashoutOffer(from: event, currency: currency),
                              followed.contains(offer.betId), delivered[offer.betId] != offer else { continue }
                        delivered[offer.betId] = offer
                        continuation.yield(offer)
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

    func cashout(_ offer: CashoutOffer) async throws(ServiceProviderError) -> CashoutResult {
        try offer.validate()
        let body = EveryMatrixModelMapper.cashoutRequest(offer, partial: nil, operatorId: operatorId, language: language)
        let response = try await runtime.executor(.sports).send(EveryMatrixBetsAPI.cashout(operatorId: operatorId, language: language, body))
        return try EveryMatrixModelMapper.cashoutResult(response, offer: offer, partialStake: nil)
    }

    func cashout(_ offer: CashoutOffer, partialStake: Money) async throws(ServiceProviderError) -> CashoutResult {
        let value = try offer.partialValue(for: partialStake)
        let body = EveryMatrixModelMapper.cashoutRequest(offer, partial: (partialStake, value), operatorId: operatorId, language: language)
        let response = try await runtime.executor(.sports).send(EveryMatrixBetsAPI.cashout(operatorId: operatorId, language: language, body))
        return try EveryMatrixModelMapper.cashoutResult(response, offer: offer, partialStake: partialStake)
    }
}
