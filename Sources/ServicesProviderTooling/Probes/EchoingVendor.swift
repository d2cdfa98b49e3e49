import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// A vendor that repeats every secret it was sent. It answers the sign-in paths from their
/// recorded answers; once echoing, it answers every other call with an error (cycling through
/// the statuses vendors use, a 200 with an error status included) whose texts repeat the call's
/// headers, query and body as sent, and its secret-named values and the sign-in password in each
/// form a vendor may write them (``forms(of:)``, and upper-cased). It records every secret-named
/// value it was sent.
final class EchoingVendor: HTTPTransport, Sendable {
    private struct State {
        var echoing = false
        var echoCount = 0
        var secrets: [String] = []
    }

    private let password: String
    private let signIn: [String: Data]
    private let state = Locked(State())
    private static let statuses = [503, 400, 409, 422, 200]

    /// `signIn`: the answer of each sign-in path.
    init(password: String, signIn: [String: Data]) {
        self.password = password
        self.signIn = signIn
    }

    func startEchoing() { state.withLock { $0.echoing = true } }
    var echoCount: Int { state.withLock { $0.echoCount } }
    /// The values of secret-named headers and query items it was sent (8 characters or more:
    /// `x-session-type: others` is named like a secret but is not one), and each one's last
    /// word (the token of `Bearer <token>`).
    var secretsSent: [String] { state.withLock { $0.secrets } }

    /// A secret as sent, percent-encoded and JSON-escaped; a reader also compares without case.
    static func forms(of secret: String) -> [String] {
        let escaped = secret.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return [secret, secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret, escaped,
                escaped.replacingOccurrences(of: "/", with: "\\/")]
    }

    func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        let urlRequest = request.urlRequest
        guard let url = urlRequest.url else { throw URLError(.badURL) }
        let redactor = Redactor()
        let headers = urlRequest.allHTTPHeaderFields ?? [:]
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let sent = (headers.filter { redactor.isSensitive($0.key) }.map(\.value)
            + query.filter { redactor.isSensitive($0.name) }.compactMap(\.value)).filter { $0.count >= 8 }
        let (echoing, status) = state.withLock { state -> (Bool, Int) in
            state.secrets += sent.flatMap { [$0, $0.components(separatedBy: " ").last ?? $0] }.filter { $0.count >= 8 }
            guard state.echoing else { return (false, 0) }
            state.echoCount += 1
            return (true, Self.statuses[state.echoCount % Self.statuses.count])
        }
        if !echoing, let answer = signIn[url.path] { return (answer, try Self.response(url, status: 200)) }
        let body = urlRequest.httpBody.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let echoed = (sent + [password]).flatMap { Self.forms(of: $0) + [$0.uppercased()] }
        let echo = "sent " + headers.values.sorted().joined(separator: " ") + " "
            + query.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&") + " \(body) secrets " + echoed.joined(separator: " ")
        let answer: [String: Any] = [
            "message": echo, "error": echo, "errorMessage": echo, "description": echo, "status": "FAIL_ECHO", "errorCode": "ECHO",
            "thirdPartyResponse": ["message": echo, "errorCode": "ECHO"],
        ]
        return (try JSONSerialization.data(withJSONObject: answer), try Self.response(url, status: status))
    }

    private static func response(_ url: URL, status: Int) throws -> HTTPURLResponse {
        guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: ["Content-Type": "application/json"]) else {
            throw URLError(.badServerResponse)
        }
        return response
    }
}
