import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// 2026-02-12T10:00:00Z, the clock of the account tests.
let accountTestNow = Date(timeIntervalSince1970: 1_770_890_400)

/// A provider over `transport`, signed in as `7014240` with session `SID`, its clock at ``accountTestNow``.
func signedInProvider(_ transport: StubTransport, signedIn: Bool = true) async -> EveryMatrixProvider {
    let provider = EveryMatrixProvider(configuration: testConfiguration, transport: transport, sleep: VirtualSleeper().sleep,
                                       now: { accountTestNow })
    if signedIn { await provider.runtime.session.signIn(Credentials(accessToken: "SID", userId: "7014240"), persist: false) }
    return provider
}

/// A stub answering each request whose path ends with a key (the longest key that matches wins) with that fixture.
func fixtureStub(_ routes: [String: (name: String, status: Int)]) -> StubTransport {
    StubTransport { request in
        let path = request.url?.path ?? ""
        guard let match = routes.keys.filter({ path.hasSuffix($0) }).max(by: { $0.count < $1.count }), let route = routes[match] else {
            return .json(#"{"message":"no route"}"#, status: 404)
        }
        return .data(try Fixture.data(route.name), status: route.status)
    }
}

/// The JSON of `data` equals the JSON of the fixture (numbers compared by value).
func assertJSON(_ data: Data?, equalsFixture name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let sent = try JSONSerialization.jsonObject(with: #require(data, "no body", sourceLocation: sourceLocation)) as? NSDictionary
    let expected = try JSONSerialization.jsonObject(with: Fixture.data(name)) as? NSDictionary
    #expect(expected != nil, sourceLocation: sourceLocation)
    #expect(sent == expected, sourceLocation: sourceLocation)
}

/// Runs `body` and asserts it throws exactly `expected`.
func assertThrows<T>(_ expected: ServiceProviderError, sourceLocation: SourceLocation = #_sourceLocation,
                     _ body: () async throws -> T) async {
    do {
        _ = try await body()
        Issue.record("expected \(expected)", sourceLocation: sourceLocation)
    } catch let error as ServiceProviderError {
        #expect(error == expected, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected \(error)", sourceLocation: sourceLocation)
    }
}

/// A UTC date from ISO 8601 text, for expectations.
func utc(_ text: String) -> Date? { EveryMatrixModelMapper.date(text) }

func decimal(_ text: String) -> Decimal { Decimal(string: text) ?? .nan }
