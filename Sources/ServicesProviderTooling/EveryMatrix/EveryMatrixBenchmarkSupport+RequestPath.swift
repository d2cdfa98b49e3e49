import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

extension EveryMatrixBenchmarkSupport {
    /// The request path against raw `URLSession` on one keep-alive loopback server (127.0.0.1):
    /// `client.wallet.balance()` through the whole SDK (session lease, request building, the
    /// transport, the error mapper, decoding, mapping), and `URLSession.data(for:)` with
    /// `JSONDecoder` and the same mapping written out by hand, on the vendor's recorded balance.
    public final class RequestPathWorkload: Sendable {
        private let server: LoopbackHTTPServer
        private let client: Client
        /// The same provider over an in-process transport: the SDK's own cost, without a network.
        private let inProcessClient: Client
        private let rawSession: URLSession
        private static let userId = "7014240"

        /// Starts the server and signs the SDK's provider in (no request is sent yet).
        public init() async throws {
            guard let balance = EveryMatrixSandbox.playerResponses()["Get balance"] else { throw BenchmarkSupportError.missingFixture("Get balance") }
            let server = try LoopbackHTTPServer { request, writer in
                guard request.path == "/v2/player/\(Self.userId)/balance" else {
                    return writer.respond(LoopbackHTTPResponse(status: 404, headers: ["Content-Type": "application/json"], body: Data("{}".utf8)))
                }
                writer.respond(LoopbackHTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: balance))
            }
            guard let liveDataURL = URL(string: "ws://127.0.0.1:1"), let cashierReturnURL = URL(string: "https://app.invalid/cashier") else {
                throw BenchmarkSupportError.missingFixture("URLs")
            }
            let configuration = EveryMatrixConfiguration(
                environment: .init(playerAPIBaseURL: server.baseURL, sportsAPIBaseURL: server.baseURL, liveDataURL: liveDataURL,
                                   realm: "www.everymatrix.com"),
                operatorId: "4093", language: "en", cashierReturnURL: cashierReturnURL)
            let provider = EveryMatrixProvider(configuration: configuration, transport: URLSessionTransport())
            await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: Self.userId), persist: false)
            let inProcess = EveryMatrixProvider(configuration: configuration, transport: StubTransport(.data(balance)))
            await inProcess.runtime.session.signIn(Credentials(accessToken: "SID", userId: Self.userId), persist: false)
            self.inProcessClient = Client(provider: inProcess)
            self.server = server
            self.client = Client(provider: provider)
            self.rawSession = URLSession(configuration: .default)
        }

        /// `count` balances through `Client`; returns the sum of their balances' counts (kept alive).
        public func sdk(_ count: Int) async throws -> Int {
            var sink = 0
            for _ in 0..<count { sink &+= try await client.wallet.balance().balances.count }
            return sink
        }

        /// `count` balances through `Client` over an in-process transport that answers at once.
        public func sdkWithoutNetwork(_ count: Int) async throws -> Int {
            var sink = 0
            for _ in 0..<count { sink &+= try await inProcessClient.wallet.balance().balances.count }
            return sink
        }

        /// `count` balances through `URLSession.data(for:)`, `JSONDecoder` and the provider's mapper.
        public func raw(_ count: Int) async throws -> Int {
            var sink = 0
            let decoder = JSONDecoder()
            for _ in 0..<count {
                // Built per call, as a hand-written client builds each request.
                var request = URLRequest(url: server.baseURL.appendingPathComponent("v2/player/\(Self.userId)/balance"))
                request.setValue("SID", forHTTPHeaderField: "x-sessionid")
                request.setValue("others", forHTTPHeaderField: "x-session-type")
                let (data, response) = try await rawSession.data(for: request)
                guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw BenchmarkSupportError.missingFixture("status") }
                sink &+= EveryMatrixModelMapper.userWallet(try decoder.decode(EveryMatrixModels.Balance.self, from: data)).balances.count
            }
            return sink
        }

        /// Stops the server.
        public func stop() { server.stop() }
    }

    /// A workload could not be set up from the fixtures.
    public enum BenchmarkSupportError: Error {
        /// The named fixture or value is missing.
        case missingFixture(String)
    }
}
