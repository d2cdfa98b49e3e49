import AppModels
import Foundation
@_spi(ProviderKit) import ProviderGoma
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A Goma live list of any length, in the vendor's exact shape, taken as an app takes it: for
/// the large-list test (`Tests/ProviderGomaTests/LargeEventListTests.swift`) and the benchmark,
/// which must time the same bytes on the same path.
@_spi(Benchmarks) public enum GomaEventListWorkload {
    /// The answer the list repeats: `GET /api/events/v1/live`, a bare array of events, which
    /// `GomaAPI.liveEvents` decodes and `client.events.events` with `.live` timing asks for.
    static let fixture = "events-live.json"
    /// The id of the list's first event; each next one is one more.
    public static let firstId = 10_000_000

    /// A live list of `count` events: the fixture's events in turn, the n-th with the id
    /// `firstId + n` (so ids are distinct and the order can be checked), compact as a server sends it.
    public static func payload(count: Int) throws -> Data {
        guard let data = SandboxFixtures.data(provider: "goma", name: fixture),
              let events = try JSONSerialization.jsonObject(with: data) as? [[String: Any]], !events.isEmpty else {
            throw WorkloadError.fixture(fixture)
        }
        // Each event is written once around a marker id, then copied around its new id.
        let marker = 987_654_321_987
        let templates = try events.map { event -> (prefix: Data, suffix: Data) in
            var marked = event
            marked["id"] = marker
            let bytes = try JSONSerialization.data(withJSONObject: marked, options: [.sortedKeys])
            guard let range = bytes.range(of: Data(String(marker).utf8)) else { throw WorkloadError.fixture(fixture) }
            return (bytes[..<range.lowerBound], bytes[range.upperBound...])
        }
        var payload = Data("[".utf8)
        payload.reserveCapacity(count * (templates[0].prefix.count + templates[0].suffix.count + 12) + 2)
        for index in 0..<count {
            if index > 0 { payload.append(UInt8(ascii: ",")) }
            let template = templates[index % templates.count]
            payload.append(template.prefix)
            payload.append(contentsOf: String(firstId + index).utf8)
            payload.append(template.suffix)
        }
        payload.append(UInt8(ascii: "]"))
        return payload
    }

    /// The baseline: JSONDecoder (with Goma's date strategy, as the provider decodes) into the
    /// layer-1 events and nothing else. Returns the number of events.
    public static func decodeLayerOne(_ payload: Data) throws -> Int {
        try GomaCoding.makeDecoder().decode([GomaModels.Event].self, from: payload).count
    }

    /// The app's path: `client.events.events` (live football) on a fresh `GomaProvider` whose
    /// transport answers `payload`, then each event to the row a list screen shows
    /// (`ServiceProviderModelMapper.eventItem`).
    public static func eventItems(from payload: Data, mapper: ServiceProviderModelMapper = mapper) async throws -> [EventItem] {
        guard let anonymous = SandboxFixtures.data(provider: "goma", name: "auth-anonymous.json") else {
            throw WorkloadError.fixture("auth-anonymous.json")
        }
        let transport = StubTransport { request in
            request.url?.path == "/api/events/v1/live" ? .data(payload) : .data(anonymous)
        }
        let configuration = GomaConfiguration(baseURL: URL(string: "https://api.goma.invalid") ?? URL(fileURLWithPath: "/"),
                                              apiKey: "benchmark-key", deviceId: "00000000-0000-4000-8000-000000000001")
        // A clock before the recorded anonymous token's expiry, so it is used as answered.
        let provider = GomaProvider(configuration: configuration, transport: transport, retryPolicy: .none,
                                    now: { Date(timeIntervalSince1970: 1_741_300_000) })
        let page = try await Client(provider: provider).events.list(EventQuery(sport: .football, timing: .live))
        return page.items.map(mapper.eventItem)
    }

    /// The mapper rows are made with: English, UTC, a fixed now.
    public static let mapper = ServiceProviderModelMapper(
        preferences: DisplayPreferences(locale: Locale(identifier: "en_US"), timeZone: TimeZone(secondsFromGMT: 0) ?? .current),
        now: { Date(timeIntervalSince1970: 1_741_300_000) })

    /// A fixture the workload is built from is missing or not of its shape.
    public enum WorkloadError: Error {
        /// The fixture's name.
        case fixture(String)
    }
}
