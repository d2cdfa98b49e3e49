import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Maps the sports API's error answers; what is not its own goes to the Player API's mapper, whose
/// session and status rules hold on both hosts. The bets API's error envelope `{trackingId, status, errorCode?, message, timestamp}` (recorded
/// on the cashout path): 409 `CONFLICT` 139 is a stale cashout value, 122 a request the vendor
/// finds invalid, `NOT_FOUND` "Current odds not found" a cashout it cannot price now.
struct EveryMatrixSportsErrorMapper: ResponseErrorMapper {
    init() {}

    func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
        guard !(200..<300).contains(response.statusCode) else { return nil }
        if let betsError = Self.error(body: body) { return betsError }
        if response.statusCode == 409, let refusal = (try? Self.decoder.decode(EveryMatrixModels.ErrorBody.self, from: body))?.response {
            // A refused placement: the `{successful, response}` envelope with a string `errorCode`.
            return EveryMatrixModelMapper.placementRefusal(code: refusal.errorCode?.value, message: refusal.errorMessage)
        }
        return EveryMatrixPlayerErrorMapper().error(for: response, body: body, context: context)
    }

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
