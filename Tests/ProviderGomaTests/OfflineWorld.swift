import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling
@_spi(ProviderKit) import ProviderGoma

/// The Goma sandbox served over a loopback HTTP server (so requests travel over URLSession), with
/// a switch for the network: offline, the server is stopped and connectivity says so.
final class OfflineWorld: Sendable {
    let sandbox = GomaSandbox.makeTransport()
    let connectivity = ManualConnectivity(.online)
    private let server: Locked<LoopbackHTTPServer?>
    private let logged = Locked<[String]>([])
    private let relay: RelayTransport
    private let folder: URL

    /// A world whose offline providers keep their writes in `folder`.
    init(folder: URL) throws {
        self.folder = folder
        server = Locked(nil)
        relay = RelayTransport()
        try start()
    }

    private func start() throws {
        let sandbox = sandbox, logged = logged
        let started = try LoopbackHTTPServer { request, writer in
            if request.method != "GET" { logged.withLock { $0.append("\(request.method) \(request.path)") } }
            var urlRequest = URLRequest(url: URL(string: "https://sandbox.goma.invalid\(request.path)\(request.query.map { "?\($0)" } ?? "")")!)
            urlRequest.httpMethod = request.method
            for (name, value) in request.headerFields { urlRequest.setValue(value, forHTTPHeaderField: name) }
            urlRequest.httpBody = request.body.isEmpty ? nil : request.body
            guard let (body, response) = try? await sandbox.send(TransportRequest(urlRequest: urlRequest)) else {
                return writer.respond(LoopbackHTTPResponse(status: 502))
            }
            let headers = (response.allHeaderFields as? [String: String]) ?? [:]
            writer.respond(LoopbackHTTPResponse(status: response.statusCode, headers: headers, body: body))
        }
        server.withLock { $0 = started }
        relay.target.withLock { $0 = started.baseURL }
    }

    /// The providers made so far (held weakly: a provider the test let go is gone, as after a
    /// relaunch), waited for at each connectivity change until they act on it.
    private let providers = Locked<[WeakProvider]>([])

    struct WeakProvider: @unchecked Sendable {
        // Unchecked: only read and written under `providers`' lock; the provider itself is Sendable.
        weak var provider: OfflineProvider?
    }

    func offlineProvider() -> OfflineProvider {
        let provider = OfflineProvider(wrapping: GomaSandbox.makeProvider(transport: relay), folder: folder, connectivity: connectivity,
                        backoff: Backoff(initial: 0.01, maximum: 0.05))
        providers.withLock { $0.append(WeakProvider(provider: provider)) }
        return provider
    }

    func signIn(_ client: Client) async throws {
        _ = try await client.account.login(LoginCredentials(username: "player_demo01", password: "password-placeholder"))
    }

    /// The device loses the network: requests fail as URLSession fails them then, and the server
    /// is stopped so nothing could reach it anyway.
    func goOffline() async {
        connectivity.set(.offline)
        await settleConnectivity()
        relay.isOffline.withLock { $0 = true }
        server.withLock { $0?.stop(); $0 = nil }
    }

    /// The network is back: a new server (on a new port), the log cleared, then connectivity says so.
    func goOnline() async throws {
        logged.withLock { $0 = [] }
        try start()
        relay.isOffline.withLock { $0 = false }
        connectivity.set(.online)
        await settleConnectivity()
    }

    /// Waits (at most 10 s) until every provider acts on the connectivity's status.
    private func settleConnectivity() async {
        let status = connectivity.status
        for provider in providers.withLock({ $0.compactMap(\.provider) }) {
            for _ in 0..<1000 where await provider.connectivityStatus != status { try? await Task.sleep(nanoseconds: 10_000_000) }
        }
    }

    /// The writes (not reads) that reached the server since it last came online.
    func writes() -> [String] { logged.withLock { $0 }.filter { !$0.hasPrefix("POST /api/auth/v1") } }

    func stop() {
        server.withLock { $0?.stop() }
        try? FileManager.default.removeItem(at: folder)
    }
}

/// Sends each request to the loopback server over URLSession, whatever host the provider names.
final class RelayTransport: HTTPTransport {
    let target = Locked<URL?>(nil)
    let isOffline = Locked(false)
    private let transport = URLSessionTransport()

    func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        if isOffline.withLock({ $0 }) { throw URLError(.notConnectedToInternet) }
        guard let target = target.withLock({ $0 }), let url = request.urlRequest.url,
              var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { throw URLError(.badURL) }
        components.scheme = target.scheme
        components.host = target.host
        components.port = target.port
        var relayed = request
        relayed.urlRequest.url = components.url
        return try await transport.send(relayed)
    }
}
