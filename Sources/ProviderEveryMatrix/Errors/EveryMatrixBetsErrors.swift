import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The bets API's error envelope `{trackingId, status, errorCode?, message, timestamp}` (recorded
/// on the cashout path): 409 `CONFLICT` 139 is a stale cashout value, 122 a request the vendor
/// finds invalid, `NOT_FOUND` "Current odds not found" a cashout it cannot price now.
enum EveryMatrixBetsErrors {
    /// The vendor's "cashout value change is out of threshold": fetch the value again.
    static let outOfThreshold = 139
    /// The vendor's "cash out request is invalid".
    static let invalidRequest = 122

    private static let decoder = JSONDecoder()

    /// The error for a body in the envelope's shape, or `nil` for any other body.
    static func error(body: Data) -> ServiceProviderError? {
        guard let envelope = try? decoder.decode(EveryMatrixModels.BetsErrorBody.self, from: body) else { return nil }
        switch (envelope.status, envelope.errorCode) {
        case (_, outOfThreshold?): return .cashoutValueChanged
        case (_, invalidRequest?): return .invalidRequest(message: envelope.message ?? "The cashout request is invalid.")
        case ("NOT_FOUND", _) where envelope.message?.localizedCaseInsensitiveContains("odds") == true:
            return .betRejected(message: envelope.message)
        case ("NOT_FOUND", _): return .notFound
        case ("CONFLICT", _): return .conflict(message: envelope.message)
        default: return nil
        }
    }
}
