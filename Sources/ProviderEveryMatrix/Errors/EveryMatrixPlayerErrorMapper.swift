import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Maps the Player API's error answers (the sports host's mapper falls back to it). The vendor has no refresh token, so any "session gone"
/// answer (401, or an `errorCode` naming the session) is `.sessionExpired`, which makes the
/// executor forget the session. The code and message come from the Player API envelope's
/// `thirdPartyResponse` when there is one (``EveryMatrixModels/ErrorBody``).
struct EveryMatrixPlayerErrorMapper: ResponseErrorMapper {
    init() {}

    private static let decoder = JSONDecoder()
    static let sessionCodes: Set<String> = ["sessionexpired", "invalidsession", "invalidsessionid", "sessionnotfound", "session_expired"]

    func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
        let status = response.statusCode
        guard !(200..<300).contains(status) else { return nil }
        let parsed = try? Self.decoder.decode(EveryMatrixModels.ErrorBody.self, from: body)
        let code = parsed?.code ?? ""
        // The Player API envelope: 400/409 say why in `thirdPartyResponse.message`, 424 in
        // `error`, a 5xx may name only `thirdPartyResponse.errorCode`.
        let message = Self.message(parsed, status: status)
        switch code.lowercased() {
        case _ where Self.sessionCodes.contains(code.lowercased()): return .sessionExpired
        case "invalidcredentials", "loginfailed", "wrongpassword": return .invalidCredentials
        case "accountblocked", "accountlocked", "playerblocked": return .accountLocked(until: nil)
        case "insufficientfunds", "insufficientbalance": return .insufficientFunds(message: message)
        case "betrejected", "oddschanged", "selectionsuspended": return .betRejected(message: message)
        default: break
        }
        if status == 401 { return context.usedSession ? .sessionExpired : .invalidCredentials }
        if !code.isEmpty, (400..<500).contains(status), status != 404, status != 429 {
            return .vendor(code: code, message: message)
        }
        return ServiceProviderError(status: status, retryAfter: context.retryAfter, message: message)
    }

    private static func message(_ body: EveryMatrixModels.ErrorBody?, status: Int) -> String? {
        switch status {
        case 424: return body?.error ?? body?.text
        case 500...: return body?.text ?? body?.thirdPartyResponse?.errorCode?.value
        default: return body?.text
        }
    }
}
