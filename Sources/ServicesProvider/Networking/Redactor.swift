import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Hides secrets in anything the SDK prints. The executor passes every ``RequestEvent`` through
/// ``event(_:hiding:)`` before a monitor sees it, and the types holding a secret print
/// themselves through it (`SecretHiding`).
///
/// What is hidden, each replaced by `<redacted>`:
/// - **Secret names.** Header and query values, and JSON or form body fields, whose name
///   contains one of ``sensitiveNameFragments`` (case-insensitive), plus the names an endpoint
///   places credentials under.
/// - **Known values.** Every credential the request carried (``secrets(of:alsoHiding:credentials:)``:
///   the lease's access and refresh tokens and attribute values, the values under secret names,
///   the user and password of the URL), and every secret the provider sent before
///   (``KnownSecrets``), wherever they appear and in any letter case, also percent-encoded,
///   form-encoded or JSON-escaped. Values shorter than ``minimumSecretLength`` are left alone: no real token or
///   password is that short, and replacing them would blank ordinary words.
/// - **Secret shapes** (``text(_:hiding:)``), whatever the request sent:
///   1. URL user info: `scheme://user:password@` becomes `scheme://<redacted>@`;
///   2. an HTTP credential: `Bearer` or `Basic` followed by 8 or more token characters
///      (`A–Z a–z 0–9 . _ ~ + / = -`);
///   3. a JSON Web Token: `eyJ`, then two dot-separated base64url runs of 4 or more characters;
///   4. a named value: a word containing a secret-name fragment, then `:` or `=`, then a value
///      (quoted, also with escaped quotes as `debugDescription` writes them, or a run up to a
///      space, quote, `,`, `;`, `&`, `)`, `}` or `]`): the value goes, the name stays
///      (`sessionId: 1234` → `sessionId: <redacted>`).
///   A value after `Bearer ` or `Basic ` goes with its scheme. Rule 4 errs on the side of
///   hiding: `key: Main` loses its value too.
@_spi(ProviderKit) public struct Redactor: Sendable {
    /// Name fragments (lowercased) that mark a value as secret.
    public var sensitiveNameFragments: [String]

    /// The placeholder written instead of a secret.
    public static let placeholder = "<redacted>"

    /// Known values shorter than this are not searched for (see the type's rules).
    public static let minimumSecretLength = 4

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

    /// A request as a monitor may see it: method, URL and headers with secret values hidden.
    public func summary(of request: URLRequest, alsoHiding extra: Set<String> = []) -> RequestSummary {
        RequestSummary(method: request.httpMethod ?? "GET", url: url(request.url, alsoHiding: extra),
                       headers: headers(request.allHTTPHeaderFields ?? [:], alsoHiding: extra))
    }

    /// The URL with its user info (user and password) and secret query values replaced:
    /// `https://user:pw@host/a?token=x&page=2` → `https://<redacted>@host/a?token=<redacted>&page=2`.
    public func url(_ url: URL?, alsoHiding extra: Set<String> = []) -> String {
        guard let url else { return "-" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return text(url.absoluteString, hiding: [])
        }
        if components.user != nil || components.password != nil {
            components.password = nil
            components.user = Self.placeholder
        }
        if let items = components.queryItems {
            let hidden = Set(extra.map { $0.lowercased() })
            components.queryItems = items.map { item in
                let secret = isSensitive(item.name) || hidden.contains(item.name.lowercased())
                return secret ? URLQueryItem(name: item.name, value: Self.placeholder) : item
            }
        }
        // URLComponents percent-encodes the placeholder; logs should read `<redacted>`.
        return components.string?.replacingOccurrences(of: "%3Credacted%3E", with: Self.placeholder) ?? "-"
    }

    /// A URL that is itself a credential (a cashier page whose path or query carries a session):
    /// only its scheme, host and port, then `/<redacted>` when it had more; `nil` for none.
    public static func opaqueURL(_ url: URL?) -> String {
        guard let url else { return "nil" }
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false), let host = components.host else {
            return placeholder
        }
        let origin = (components.scheme.map { "\($0)://" } ?? "") + host + (components.port.map { ":\($0)" } ?? "")
        let hasMore = !components.percentEncodedPath.isEmpty && components.percentEncodedPath != "/"
            || components.percentEncodedQuery != nil || components.percentEncodedFragment != nil
        return hasMore ? origin + "/" + placeholder : origin
    }

    /// A secret field as printed: `<redacted>`, or `nil` when there is none, or `""` when it is
    /// empty (so a missing key still shows).
    public static func hidden(_ value: String?) -> String {
        guard let value else { return "nil" }
        return value.isEmpty ? "" : placeholder
    }

    /// Personal data as printed (an IBAN, a document number): its last four characters after
    /// `••••`, enough for a user to tell two apart; `<redacted>` when it is shorter than eight.
    public static func masked(_ value: String?) -> String {
        guard let value else { return "nil" }
        let compact = value.filter { !$0.isWhitespace }
        return compact.count < 8 ? placeholder : "••••" + String(compact.suffix(4))
    }

    /// How a value holding a request prints it (`TransportRequest`, the testing kit's recorded
    /// requests): method, URL and headers with every value under a secret name hidden, and hidden
    /// wherever else it appears (a session id also in the path); the body's size only (a login
    /// body holds a password).
    public func printedFields(of request: URLRequest) -> [(String, Any)] {
        let needles = Self.needles(for: secrets(of: request, credentials: nil))
        let headers = self.headers(request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }
        return [("method", request.httpMethod ?? "GET"), ("url", urlText(url(request.url), needles: needles)),
                ("headers", headers.map { "\($0.key): \(text($0.value, needles: needles))" }),
                ("body", "\(request.httpBody?.count ?? 0) bytes")]
    }

    /// Provider attributes as printed: their names, each value hidden (a value can be a token).
    public static func hidden(_ attributes: [String: String]) -> [String] {
        attributes.keys.sorted().map { "\($0): \(placeholder)" }
    }

    // MARK: - Monitor events

    /// Every credential value a request carries: the URL's user and password, the values of
    /// secret-named (or `extra`) headers and query items (a header's value also without its
    /// scheme, as in `Bearer x`), secret-named fields of a JSON or form body, and the lease's
    /// access token, refresh token and attribute values.
    public func secrets(of request: URLRequest, alsoHiding extra: Set<String> = [], credentials: Credentials?) -> [String] {
        let hidden = Set(extra.map { $0.lowercased() })
        func isSecret(_ name: String) -> Bool { isSensitive(name) || hidden.contains(name.lowercased()) }
        var found = credentials.map(Self.secrets(of:)) ?? []
        if let url = request.url, let components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            found += [components.user, components.password].compactMap { $0 }
            found += (components.queryItems ?? []).filter { isSecret($0.name) }.compactMap(\.value)
        }
        for (name, value) in request.allHTTPHeaderFields ?? [:] where isSecret(name) {
            found.append(value)
            if let space = value.firstIndex(of: " ") { found.append(String(value[value.index(after: space)...])) }
        }
        if let body = request.httpBody {
            if let json = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) {
                found += Self.values(in: json, named: isSecret)
            } else if request.value(forHTTPHeaderField: "Content-Type")?.contains("x-www-form-urlencoded") == true {
                var components = URLComponents()
                components.percentEncodedQuery = String(decoding: body, as: UTF8.self).replacingOccurrences(of: "+", with: "%20")
                found += (components.queryItems ?? []).filter { isSecret($0.name) }.compactMap(\.value)
            } else if request.value(forHTTPHeaderField: "Content-Type")?.contains("multipart/form-data") == true {
                found += Self.textParts(of: String(decoding: body, as: UTF8.self)).filter { isSecret($0.name) }.map(\.value)
            }
        }
        return found
    }

    /// A lease's secrets: its access token, refresh token and attribute values.
    public static func secrets(of credentials: Credentials) -> [String] {
        [credentials.accessToken] + [credentials.refreshToken].compactMap { $0 } + Array(credentials.attributes.values)
    }

    /// The event with every secret gone from its summary, its error and its reason, so a
    /// monitor (app code) never holds one.
    public func event(_ event: RequestEvent, hiding secrets: [String]) -> RequestEvent {
        let needles = Self.needles(for: secrets)
        func summary(_ summary: RequestSummary) -> RequestSummary {
            RequestSummary(method: summary.method, url: urlText(summary.url, needles: needles),
                           headers: summary.headers.mapValues { text($0, needles: needles) }, provider: summary.provider)
        }
        switch event {
        case .started(let r):
            return .started(summary(r))
        case .retrying(let r, let attempt, let delay, let reason):
            return .retrying(summary(r), attempt: attempt, delay: delay, reason: text(reason, needles: needles))
        case .finished(let r, let status, let duration, let fromCache):
            return .finished(summary(r), status: status, duration: duration, fromCache: fromCache)
        case .failed(let r, let error, let status, let duration):
            return .failed(summary(r), error: self.error(error, hiding: secrets), status: status, duration: duration)
        }
    }

    /// The error with ``text(_:hiding:)`` applied to every text it carries (messages, vendor
    /// codes, field errors, decoding details).
    public func error(_ error: ServiceProviderError, hiding secrets: [String]) -> ServiceProviderError {
        let needles = Self.needles(for: secrets)
        return error.mappingText { text($0, needles: needles) }
    }

    /// The text with every known secret and every secret shape (see the type's rules) replaced.
    public func text(_ text: String, hiding secrets: [String]) -> String {
        self.text(text, needles: Self.needles(for: secrets))
    }

    private func text(_ text: String, needles: [String]) -> String {
        namedValues(in: Self.tokenShapes(in: Self.urlShapes(in: replacing(needles, in: text))))
    }

    /// Known values and shapes 1–3 (a URL has no free text for rule 4).
    private func urlText(_ url: String, needles: [String]) -> String {
        Self.tokenShapes(in: Self.urlShapes(in: replacing(needles, in: url)))
    }

    /// The strings to look for: each secret as is, percent-encoded (every byte but letters and
    /// digits, or as a query or a form writes it) and JSON-escaped (`/` escaped or not), longest first (so a secret
    /// containing another is replaced whole). They are matched ignoring case, so an upper- or
    /// lower-cased echo and either case of percent-encoding are found too.
    private static func needles(for secrets: [String]) -> [String] {
        var needles = Set<String>()
        for secret in secrets where secret.count >= minimumSecretLength {
            needles.insert(secret)
            for allowed in [CharacterSet.alphanumerics, .urlQueryAllowed] {
                if let encoded = secret.addingPercentEncoding(withAllowedCharacters: allowed) {
                    needles.insert(encoded)
                    needles.insert(encoded.replacingOccurrences(of: "%20", with: "+"))
                }
            }
            let quoted = secret.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            needles.insert(quoted)
            needles.insert(quoted.replacingOccurrences(of: "/", with: "\\/"))
        }
        return needles.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }

    private func replacing(_ needles: [String], in text: String) -> String {
        needles.reduce(text) { $0.replacingOccurrences(of: $1, with: Self.placeholder, options: .caseInsensitive) }
    }

    /// Rule 1: URL user info.
    private static func urlShapes(in text: String) -> String {
        replace(#"\b([A-Za-z][A-Za-z0-9+.-]*://)[^\s/?#@]+@"#, in: text, with: "$1" + placeholder + "@")
    }

    /// Rules 2 and 3: HTTP credentials and JSON Web Tokens.
    private static func tokenShapes(in text: String) -> String {
        let bearer = replace(#"(?i)\b(bearer|basic)(\s+)[A-Za-z0-9._~+/=-]{8,}"#, in: text, with: "$1$2" + placeholder)
        return replace(#"\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*"#, in: bearer, with: placeholder)
    }

    /// Rule 4: the value after a secret-looking name.
    private func namedValues(in text: String) -> String {
        let fragments = sensitiveNameFragments.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|")
        guard !fragments.isEmpty else { return text }
        let name = "[A-Za-z0-9_.-]*(?:\(fragments))[A-Za-z0-9_.-]*"
        // Escaped quotes (`\"value\"`, as String(reflecting:) writes them), quotes, then bare.
        var result = Self.replace(#"(?i)(\#(name)\\?["']?\s*[:=]\s*\\")(?:[^"\\]|\\[^"])*?(\\")"#, in: text,
                                  with: "$1" + Self.placeholder + "$2")
        result = Self.replace(#"(?i)(\#(name)["']?\s*[:=]\s*")[^"]*(")"#, in: result, with: "$1" + Self.placeholder + "$2")
        result = Self.replace(#"(?i)(\#(name)["']?\s*[:=]\s*)(?!["'\\<])(?:(?:bearer|basic)\s+)?[^\s"'\\,;&)}\]]+"#, in: result, with: "$1" + Self.placeholder)
        return result
    }

    private static func replace(_ pattern: String, in text: String, with template: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        return regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                              withTemplate: template)
    }

    /// The text parts of a `multipart/form-data` body (a file part has a `filename` and is left out).
    private static func textParts(of body: String) -> [(name: String, value: String)] {
        guard let regex = try? NSRegularExpression(pattern: #"Content-Disposition: form-data; name="([^"]*)"\r\n(?:[^\r]+\r\n)*\r\n(.*?)\r\n--"#,
                                                   options: [.dotMatchesLineSeparators]) else { return [] }
        return regex.matches(in: body, range: NSRange(body.startIndex..., in: body)).compactMap { match in
            guard let name = Range(match.range(at: 1), in: body), let value = Range(match.range(at: 2), in: body) else { return nil }
            return (String(body[name]), String(body[value]))
        }
    }

    /// String and number values under secret names, at any depth of a JSON value.
    private static func values(in json: Any, named isSecret: (String) -> Bool) -> [String] {
        if let object = json as? [String: Any] {
            return object.flatMap { key, value -> [String] in
                if isSecret(key), let scalar = scalarText(value) { return [scalar] }
                return values(in: value, named: isSecret)
            }
        }
        if let array = json as? [Any] { return array.flatMap { values(in: $0, named: isSecret) } }
        return []
    }

    private static func scalarText(_ value: Any) -> String? {
        if let string = value as? String { return string }
        if let number = value as? NSNumber { return number.stringValue }
        return nil
    }
}

extension ServiceProviderError {
    /// The same case with `transform` applied to every text it carries.
    func mappingText(_ transform: (String) -> String) -> ServiceProviderError {
        func optional(_ text: String?) -> String? { text.map(transform) }
        switch self {
        case .network, .timedOut, .cancelled, .offline, .unauthorized, .sessionExpired, .forbidden, .notFound,
             .rateLimited, .invalidCredentials, .accountLocked, .cashoutValueChanged, .geoBlocked:
            return self
        case .server(let status, let message): return .server(status: status, message: optional(message))
        case .maintenance(let message): return .maintenance(message: optional(message))
        case .validation(let fields):
            return .validation(fields: fields.map { FieldError(field: transform($0.field), code: transform($0.code), message: optional($0.message)) })
        case .conflict(let message): return .conflict(message: optional(message))
        case .insufficientFunds(let message): return .insufficientFunds(message: optional(message))
        case .limitExceeded(let message): return .limitExceeded(message: optional(message))
        case .betRejected(let message): return .betRejected(message: optional(message))
        case .decoding(let type, let codingPath, let debugDescription):
            return .decoding(type: type, codingPath: codingPath, debugDescription: transform(debugDescription))
        case .notSupported: return self
        case .invalidRequest(let message): return .invalidRequest(message: transform(message))
        case .invalidResponse(let message): return .invalidResponse(message: transform(message))
        case .vendor(let code, let message): return .vendor(code: transform(code), message: optional(message))
        }
    }
}
