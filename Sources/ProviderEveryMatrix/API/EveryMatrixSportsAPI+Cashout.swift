import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The bets API's cashout calls: the value stream (SSE) and the cashout itself. Both send
/// `x-session-id`, `x-user-id`, `x-operator-id` and `x-language`; the stream also `userId`.
extension EveryMatrixSportsAPI {
    /// `POST /bets-api/v1/{operator}/cashout-value-updates`: a `text/event-stream` of the bets'
    /// cashout values (several bets share one stream). A read sent as a POST.
    static func cashoutValueUpdates(operatorId: String, language: String, betIds: [String]) -> Request<Void> {
        Request(.post, path(operatorId, "/cashout-value-updates"),
                headers: headers(operatorId, language).merging(["Accept": "text/event-stream"]) { $1 },
                body: .json(EveryMatrixModels.CashoutValueUpdatesRequest(betIds: betIds)),
                authorization: .session([.header("x-session-id", .accessToken), .header("x-user-id", .userId), .header("userId", .userId)]),
                idempotent: true)
    }

    /// `POST /bets-api/v1/{operator}/cashout`: full or partial. Never retried.
    static func cashout(operatorId: String, language: String, _ body: EveryMatrixModels.CashoutRequest) -> Request<EveryMatrixModels.CashoutResponse> {
        Request(.post, path(operatorId, "/cashout"), headers: headers(operatorId, language), body: .json(body),
                authorization: session)
    }
}
