import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Cashout over the bets API.
extension EveryMatrixBettingService {
    /// Cashout's features (REST: offered everywhere).
    static let cashoutFeatures: Set<Feature> = [.cashoutOffer, .cashout]

    func cashoutOffer(betId: String) async throws(ServiceProviderError) -> CashoutOffer {
        try InputValidation.identifier(betId, field: "betId")
        let value = try await runtime.executor(.sports).send(EveryMatrixBetsAPI.cashoutValue(operatorId: operatorId, language: language, betId: betId))
        return try EveryMatrixModelMapper.cashoutOffer(value)
    }

    func cashout(_ offer: CashoutOffer) async throws(ServiceProviderError) -> CashoutResult {
        try offer.validate()
        let body = EveryMatrixModels.CashoutRequest(betId: offer.betId, cashoutValue: offer.amount.amount)
        let response = try await runtime.executor(.sports).send(EveryMatrixBetsAPI.cashout(operatorId: operatorId, language: language, body))
        return try EveryMatrixModelMapper.cashoutResult(response, offer: offer)
    }
}
