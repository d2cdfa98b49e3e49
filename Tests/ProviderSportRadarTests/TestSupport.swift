import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Loads the SportRadar vendor fixtures (by name, without `.json`) from
/// `Sources/ServicesProviderTesting/SandboxFixtures/sportradar/`, the one copy the sandbox answers with too.
enum Fixture {
    static func data(_ name: String) throws -> Data {
        let url = try #require(SandboxFixtures.url(provider: "sportradar", name: "\(name).json"),
                               "Missing fixture SandboxFixtures/sportradar/\(name).json")
        return try Data(contentsOf: url)
    }

    static func string(_ name: String) throws -> String {
        String(decoding: try data(name), as: UTF8.self)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try JSONDecoder().decode(type, from: data(name))
    }
}

enum TestConfig {
    static let configuration = SportRadarConfiguration(
        omegaBaseURL: URL(string: "https://omega.test")!, poseidonBaseURL: URL(string: "https://poseidon.test/base")!,
        subscriptionBaseURL: nil, cdnBaseURL: nil, liveSocketURL: nil,
        supportDesk: SportRadarSupportDesk(baseURL: URL(string: "https://help.test")!, apiToken: "desk-api-token-placeholder",
                                           firstNameFieldId: "900000000001", lastNameFieldId: "900000000002",
                                           categoryFieldId: "900000000003"),
        matchWidgets: SportRadarMatchWidgets(loaderBaseURL: URL(string: "https://widgets.test")!, clientId: "operator-client",
                                             statisticsClientId: "statistics-client"),
        frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR")

    static let credentials = Credentials(accessToken: "session-key-placeholder", userId: "100234",
                                         attributes: ["launchToken": "launch-token-placeholder", "currency": "EUR"])

    static func provider(transport: any HTTPTransport, monitor: (any RequestEventMonitor)? = nil) -> SportRadarProvider {
        SportRadarProvider(configuration: configuration, transport: transport, monitor: monitor, sleep: { _ in })
    }

    /// A provider already signed in with the placeholder credentials.
    static func signedIn(transport: any HTTPTransport, monitor: (any RequestEventMonitor)? = nil) async -> SportRadarProvider {
        let provider = provider(transport: transport, monitor: monitor)
        await provider.runtime.session.signIn(credentials, persist: false)
        return provider
    }

    /// A stub answering by path suffix with fixture files.
    static func router(_ routes: [String: String]) -> StubTransport {
        StubTransport { request in
            let path = request.url?.path ?? ""
            guard let name = routes.first(where: { path.hasSuffix($0.key) })?.value else {
                return .json(#"{"message":"no route"}"#, status: 404)
            }
            return .data(try Fixture.data(name))
        }
    }

    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0, ms: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let date = calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second))!
        return date.addingTimeInterval(Double(ms) / 1000)
    }
}

func dec(_ text: String) -> Decimal { Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))! }

func response(_ path: String = "/ps/ips/x", status: Int = 200) -> HTTPURLResponse {
    HTTPURLResponse(url: URL(string: "https://omega.test" + path)!, statusCode: status, httpVersion: nil, headerFields: nil)!
}
