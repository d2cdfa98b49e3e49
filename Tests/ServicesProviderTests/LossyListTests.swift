import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// A vendor list read element by element: any malformed element (object, array, scalar, null) is
/// dropped and counted, and the reading goes on past it.
@Suite struct LossyListTests {
    struct Item: Decodable, Sendable, Equatable { let a: Int }

    @Test func everyKindOfBadElementIsSkippedAndCounted() throws {
        let json = #"[{"a":1}, 5, "x", null, [1, {"b": [2]}], {"b":3}, true, {"a":2}]"#
        let list = try JSONDecoder().decode(LossyList<Item>.self, from: Data(json.utf8))
        #expect(list.elements == [Item(a: 1), Item(a: 2)])
        #expect(list.dropped == 6)
    }

    @Test func aListThatIsNotAListStillFails() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(LossyList<Item>.self, from: Data(#"{"a":1}"#.utf8)) }
    }

    @Test func aPageTooFarForAnOffsetIsRefusedNotATrap() async {
        #expect(throws: ServiceProviderError.self) { try PageRequest(page: .max, pageSize: 20).offset() }
        #expect((try? PageRequest(page: 3, pageSize: 20).offset()) == 40)
        let client = Client(provider: SportRadarSandbox.makeProvider())
        await #expect(throws: ServiceProviderError.self) {
            try await client.events.list(EventQuery(sport: .football, competitionId: "123456.1", page: PageRequest(page: .max, pageSize: 50)))
        }
    }
}
