import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// The casino answers some errors inside an HTTP 200: `{success: false, errorCode, errorMessage}`.
/// `4004` (`InvalidXSessionId`) is the session gone, handled as a 401 is on this vendor
/// (`.sessionExpired`: the session ends, since EveryMatrix has no refresh token and the SDK keeps
/// no password); another code is the vendor's error. Other statuses read as the Player API's.
struct EveryMatrixCasinoErrorMapper: ResponseErrorMapper {
    private static let decoder = JSONDecoder()
    /// A catalogue page is kilobytes; the error body a few dozen bytes. Larger 200s are not read twice.
    static let errorBodyLimit = 1024

    func error(for response: HTTPURLResponse, body: Data, context: ResponseContext) -> ServiceProviderError? {
        guard (200..<300).contains(response.statusCode) else {
            return EveryMatrixPlayerErrorMapper().error(for: response, body: body, context: context)
        }
        guard body.count <= Self.errorBodyLimit,
              let answer = try? Self.decoder.decode(EveryMatrixModels.CasinoErrorBody.self, from: body), !answer.success else { return nil }
        let code = answer.errorCode?.value ?? ""
        if code == "4004" { return .sessionExpired }
        return .vendor(code: code.isEmpty ? "casino" : code, message: answer.errorMessage)
    }
}
