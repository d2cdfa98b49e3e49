import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

final class FavouriteEventsTests: XCTestCase {
    private func assertUserDataHeaders(_ request: URLRequest, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(request.value(forHTTPHeaderField: "x-sessionid"), "SID", file: file, line: line)
        XCTAssertEqual(request.value(forHTTPHeaderField: "userid"), "7014240", file: file, line: line)
        XCTAssertEqual(request.value(forHTTPHeaderField: "x-operatorid"), "4093", file: file, line: line)
        XCTAssertNil(request.value(forHTTPHeaderField: "x-session-id"), file: file, line: line)
    }

    func testFavouritesAreListed() async throws {
        let transport = fixtureStub(["/favorite/events/4093/7014240": ("api/favorites.json", 200)])
        let ids = try await Client(provider: await signedInProvider(transport)).events.favouriteEventIds()
        XCTAssertEqual(ids, ["292417803521802496", "292417803521814528", "292417803521829888"])
        let sent = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(sent.httpMethod, "GET")
        XCTAssertEqual(sent.url?.absoluteString, "https://sports.test/user-data-service/v1/favorite/events/4093/7014240")
        assertUserDataHeaders(sent)
    }

    func testAddAndRemoveSendTheDocumentedBodies() async throws {
        let adding = fixtureStub(["/favorite/events": ("api/favorites-add.json", 200)])
        let added = try await Client(provider: await signedInProvider(adding)).events.addFavouriteEvent(id: "292417803521852928")
        XCTAssertEqual(added, ["292417803521802496", "292417803521814528", "292417803521829888", "292417803521852928"])
        let post = try XCTUnwrap(adding.requests.first)
        XCTAssertEqual(post.httpMethod, "POST")
        XCTAssertEqual(post.url?.absoluteString, "https://sports.test/user-data-service/v1/favorite/events")
        assertUserDataHeaders(post)
        try assertJSON(post.httpBody, equalsFixture: "api/favorites-add.request.json")

        let removing = fixtureStub(["/favorite/events": ("api/favorites-remove.json", 200)])
        let left = try await Client(provider: await signedInProvider(removing)).events.removeFavouriteEvent(id: "292417803521814528")
        XCTAssertEqual(left, ["292417803521802496", "292417803521829888", "292417803521852928"])
        let delete = try XCTUnwrap(removing.requests.first)
        XCTAssertEqual(delete.httpMethod, "DELETE")
        XCTAssertEqual(delete.url?.absoluteString, "https://sports.test/user-data-service/v1/favorite/events")
        assertUserDataHeaders(delete)
        try assertJSON(delete.httpBody, equalsFixture: "api/favorites-remove.request.json")
    }

    func testBadIdsAndSignedOutCallsAreRefused() async throws {
        let transport = fixtureStub(["/favorite/events": ("api/favorites.json", 200)])
        let client = Client(provider: await signedInProvider(transport))
        await assertThrows(.validation(fields: [.init(field: "id", code: "INVALID", message: "id is not a valid identifier.")])) {
            try await client.events.addFavouriteEvent(id: "1/2")
        }
        await assertThrows(.validation(fields: [.init(field: "id", code: "REQUIRED", message: "id is required.")])) {
            try await client.events.removeFavouriteEvent(id: "")
        }
        let signedOut = Client(provider: await signedInProvider(transport, signedIn: false))
        await assertThrows(.unauthorized) { try await signedOut.events.favouriteEventIds() }
        XCTAssertTrue(transport.requests.isEmpty)
    }
}
