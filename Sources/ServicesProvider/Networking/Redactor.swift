import Foundation

/// Hides secrets in anything the SDK prints: header and query values whose names look like
/// credentials (authorization, tokens, session ids, passwords, keys) become `<redacted>`.
@_spi(ProviderKit) public struct Redactor: Sendable {
    /// Name fragments (lowercased) that mark a value as secret.
    public var sensitiveNameFragments: [String]

    /// The placeholder written instead of a secret.
    public static let placeholder = "<redacted>"

    /// Creates a redactor; the defaults cover every credential the three vendors use.
    public init(sensitiveNameFragments: [String] = ["auth", "token", "session", "password", "passwd", "secret", "key", "cookie", "pin"]) {
        self.sensitiveNameFragments = sensitiveNameFragments
    }

    /// Whether a header or query name holds a secret.
    public func isSensitive(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return sensitiveNameFragments.contains { lowered.contains($0) }
    }

    /// The headers with secret values replaced.
    public func headers(_ headers: [String: String], alsoHiding extra: Set<String> = []) -> [String: String] {
        let hidden = Set(extra.map { $0.lowercased() })
        return headers.reduce(into: [:]) { result, pair in
            let secret = isSensitive(pair.key) || hidden.contains(pair.key.lowercased())
            result[pair.key] = secret ? Self.placeholder : pair.value
        }
    }

    /// The URL with secret query values replaced.
    public func url(_ url: URL?, alsoHiding extra: Set<String> = []) -> String {
        guard let url else { return "-" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false), let items = components.queryItems else {
            return url.absoluteString
        }
        let hidden = Set(extra.map { $0.lowercased() })
        components.queryItems = items.map { item in
            let secret = isSensitive(item.name) || hidden.contains(item.name.lowercased())
            return secret ? URLQueryItem(name: item.name, value: Self.placeholder) : item
        }
        // URLComponents percent-encodes the placeholder; logs should read `<redacted>`.
        return components.string?.replacingOccurrences(of: "%3Credacted%3E", with: Self.placeholder) ?? "-"
    }
}
