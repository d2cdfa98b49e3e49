import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every secret one provider has sent since it was created, in memory only: the session's tokens
/// and attributes, the keys and user info of its hosts' configuration, and what the user typed
/// into a request body (passwords, answers, codes). The monitor-and-redaction step hides all of
/// them from every error and monitor event, so a vendor that echoes the login password in a
/// later call's error body shows it to no one.
///
/// All executors of a ``ProviderRuntime`` share one. It keeps the newest ``capacity`` values;
/// a value shorter than ``Redactor/minimumSecretLength`` is not kept (see ``Redactor``).
@_spi(ProviderKit) public final class KnownSecrets: Sendable {
    /// How many values are kept; the oldest go first.
    public static let capacity = 256

    private struct State {
        var values: [String] = []
        /// The credentials last read: a lease whose token stays while its attributes grow
        /// (SportRadar's launch token, added after the session key) is read again.
        var lastCredentials: Credentials?
    }

    private let state = Locked(State())

    /// Creates an empty set.
    public init() {}

    /// The values, oldest first.
    public var values: [String] { state.withLock { $0.values } }

    /// Keeps `values` (each once).
    public func remember(_ values: [String]) {
        let kept = values.filter { $0.count >= Redactor.minimumSecretLength }
        guard !kept.isEmpty else { return }
        state.withLock { state in
            for value in kept where !state.values.contains(value) { state.values.append(value) }
            if state.values.count > Self.capacity { state.values.removeFirst(state.values.count - Self.capacity) }
        }
    }

    /// Keeps a host's configured secrets: its base URL's user and password and secret query
    /// values, and the values of its secret-named default headers.
    public func remember(_ configuration: RequestExecutor.Configuration) {
        // A request to the bare host with its default headers carries exactly these.
        var host = URLRequest(url: configuration.baseURL)
        for (name, value) in configuration.defaultHeaders { host.setValue(value, forHTTPHeaderField: name) }
        remember(configuration.redactor.secrets(of: host, credentials: nil))
    }

    /// Keeps what a signed request carries. The credentials are read only when they changed (any
    /// of their values, not only the token), the
    /// request whole only when it has a body (where typed secrets go), and a body-less request's
    /// query values only when it has a query (SportRadar's password change sends both passwords
    /// in one), so a plain read costs one comparison.
    package func remember(_ request: SignedRequest, redactor: Redactor) {
        let credentials = request.credentials
        let newCredentials = credentials != nil && state.withLock { state in
            guard state.lastCredentials != credentials else { return false }
            state.lastCredentials = credentials
            return true
        }
        // Wider than the monitor's names: a typed code or answer is a secret here, where it is
        // only searched for, though `countryCode` must still show in a logged header.
        let typed = Redactor(sensitiveNameFragments: redactor.sensitiveNameFragments + Self.typedFieldFragments)
        if request.urlRequest.httpBody != nil {
            remember(typed.secrets(of: request.urlRequest, alsoHiding: request.credentialNames, credentials: request.credentials))
            return
        }
        if newCredentials, let credentials {
            remember(Redactor.secrets(of: credentials))
        }
        if let url = request.urlRequest.url, url.query != nil {
            remember(typed.secrets(of: URLRequest(url: url), alsoHiding: request.credentialNames, credentials: nil))
        }
    }

    /// Body field name fragments (lowercased) whose values the user typed and a vendor may echo.
    static let typedFieldFragments = ["code", "answer", "otp", "secret", "pass"]
}
