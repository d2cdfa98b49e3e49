import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The bet history's two faults: a `settledStatus` the vendor's call cannot filter by was ignored
/// (now `.invalidRequest`, nothing sent), and a system read back as a multiple (now told by the
/// row's `betTypeName` over its number of legs).
@Suite struct BetHistoryFaultTests {
    @Test(arguments: [BetStatus.won, .lost, .cashedOut, .void])
    func aSettledStatusIsRefusedBeforeAnythingIsSent(status: BetStatus) async {
        let transport = TestConfig.router(["/api/betting/fo/bets": "getBetHistory-resolved"])
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        for filter in [BetHistoryQuery.Filter.settled, .all, .open] {
            await #expect(throws: ServiceProviderError.self) {
                _ = try await client.betting.bets(BetHistoryQuery(filter: filter, settledStatus: status))
            }
        }
        await #expect(throws: ServiceProviderError.invalidRequest(message: "This bookmaker's bet history cannot be filtered by how bets ended (\(status)).")) {
            _ = try await client.betting.bets(BetHistoryQuery(filter: .settled, settledStatus: status))
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func withoutASettledStatusTheHistoryIsRead() async throws {
        let transport = TestConfig.router(["/api/betting/fo/bets": "getBetHistory-resolved"])
        let client = Client(provider: await TestConfig.signedIn(transport: transport))
        #expect(try await client.betting.bets(BetHistoryQuery(filter: .settled)).items.map(\.status) == [.won, .lost])
        let query = try #require(transport.requests.first?.url?.query)
        #expect(query.contains("betOutcomes=NotSpecified"))
    }

    /// The recorded open history with its treble's rows renamed `name`.
    static func openHistory(trebleNamed name: String) throws -> [SportRadarModels.BetHistoryRow] {
        var rows = try #require(try JSONSerialization.jsonObject(with: Fixture.data("getBetHistory-open")) as? [[String: Any]])
        for index in rows.indices where rows[index]["betTypeName"] as? String == "Treble" { rows[index]["betTypeName"] = name }
        return try JSONDecoder().decode([SportRadarModels.BetHistoryRow].self, from: JSONSerialization.data(withJSONObject: rows))
    }

    @Test func aSystemOfDoublesOverThreeLegsIsListedAsASystem() throws {
        let bets = try SportRadarModelMapper.bets(Self.openHistory(trebleNamed: "Doubles"), currency: "EUR")
        #expect(bets.map(\.type) == [.system(size: 2), .single])
        #expect(bets.first?.legs.count == 3)
    }

    @Test func theRecordedTypesStayAsTheyWere() throws {
        let bets = try SportRadarModelMapper.bets(Fixture.decode([SportRadarModels.BetHistoryRow].self, "getBetHistory-open"), currency: "EUR")
        #expect(bets.map(\.type) == [.multiple, .single]) // "Treble" over three legs, "Single"
        #expect(try SportRadarModelMapper.bets(Self.openHistory(trebleNamed: "Accumulator"), currency: "EUR").first?.type == .multiple)
        #expect(try SportRadarModelMapper.bets(Self.openHistory(trebleNamed: "Trixie"), currency: "EUR").first?.type == .multiple)
    }

    @Test func theTypeIsTheFoldSizeAgainstTheLegs() {
        let cases: [(String?, Int, BetType)] = [
            ("Single", 1, .single), ("Doubles", 1, .single), ("Double", 2, .multiple), ("Doubles", 3, .system(size: 2)),
            ("doubles", 4, .system(size: 2)), (" Trebles ", 4, .system(size: 3)), ("Treble", 3, .multiple), ("Treble", 2, .multiple),
            ("Singles", 3, .multiple), ("Patent", 3, .multiple), (nil, 3, .multiple), ("Accumulator", 5, .multiple),
        ]
        for (name, legs, type) in cases {
            #expect(SportRadarModelMapper.historyBetType(name: name, legs: legs) == type, "\(name ?? "nil") over \(legs)")
        }
    }
}
