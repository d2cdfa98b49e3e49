import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Cashout over the bets API: offers come only from the value stream (SSE); the cashout itself
/// is one POST, full or partial.
extension EveryMatrixBettingService {
    /// Cashout's features (REST and SSE: offered everywhere).
    static let cashoutFeatures: Set<Feature> = [.cashoutOffer, .cashoutOfferUpdates, .cashout, .partialCashout]

    /// The first offer of the bet's value stream. It waits while the vendor has no value (no
    /// current odds); cancel the task to stop waiting. Fails as the stream does, or with
    /// `.betRejected` when the stream ends without an offer.
    func cashoutOffer(betId: String) async throws(ServiceProviderError) -> CashoutOffer {
        try InputValidation.identifier(betId, field: "betId")
        for try await offer in cashoutOffers(betIds: [betId]) { return offer }
        throw .betRejected(message: "Cashout is not available for this bet.")
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
        let request = EveryMatrixSportsAPI.cashoutValueUpdates(operatorId: operatorId, language: language, betIds: unique)
        let followed = Set(unique)
        return LiveStream { continuation in
            let task = Task {
                do {
                    let currency = try await runtime.accountCurrency()
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

    /// The request names no currency: the offer must be in the account's (as ``cashoutOffers(betIds:)`` makes it).
    func cashout(_ offer: CashoutOffer) async throws(ServiceProviderError) -> CashoutResult {
        try offer.validate()
        try await runtime.validateInAccountCurrency(offer.amount, field: "amount")
        let body = EveryMatrixModelMapper.cashoutRequest(offer, partial: nil, operatorId: operatorId, language: language)
        let response = try await runtime.executor(.sports).send(EveryMatrixSportsAPI.cashout(operatorId: operatorId, language: language, body))
        return try EveryMatrixModelMapper.cashoutResult(response, offer: offer, partialStake: nil)
    }

    /// The request names no currency: the offer (and so the part, ``CashoutOffer/partialValue(for:)``) must be in the account's.
    func cashout(_ offer: CashoutOffer, partialStake: Money) async throws(ServiceProviderError) -> CashoutResult {
        let value = try offer.partialValue(for: partialStake)
        try await runtime.validateInAccountCurrency(offer.amount, field: "amount")
        let body = EveryMatrixModelMapper.cashoutRequest(offer, partial: (partialStake, value), operatorId: operatorId, language: language)
        let response = try await runtime.executor(.sports).send(EveryMatrixSportsAPI.cashout(operatorId: operatorId, language: language, body))
        return try EveryMatrixModelMapper.cashoutResult(response, offer: offer, partialStake: partialStake)
    }
}
