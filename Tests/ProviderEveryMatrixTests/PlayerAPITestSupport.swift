import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

let testConfiguration = EveryMatrixConfiguration(
    environment: .init(playerAPIBaseURL: URL(string: "https://player.test")!, sportsAPIBaseURL: URL(string: "https://sports.test")!,
                       liveDataURL: URL(string: "wss://live.test")!, realm: "www.everymatrix.com"),
    operatorId: "4093", language: "en", cashierReturnURL: URL(string: "https://app.test/cashier")!)

func makeProvider(_ transport: StubTransport, storage: any TokenStorage = InMemoryTokenStorage()) -> EveryMatrixProvider {
    EveryMatrixProvider(configuration: testConfiguration, transport: transport, tokenStorage: storage, sleep: VirtualSleeper().sleep)
}

/// Answers login with the recorded response and everything else from `routes` (path suffix → reply).
func playerStub(_ routes: [String: StubTransport.Reply]) throws -> StubTransport {
    let login = try Fixture.playerResponse("Login")
    return StubTransport { request in
        let path = request.url?.path ?? ""
        if path.hasSuffix("/legislation/login") { return .data(login) }
        for (suffix, reply) in routes where path.hasSuffix(suffix) { return reply }
        return .json(#"{"message":"no route"}"#, status: 404)
    }
}

extension URLRequest {
    var jsonBody: [String: Any]? {
        httpBody.flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
    }
}
