import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@Suite struct FavouriteEventsTests {
    private func assertUserDataHeaders(_ request: URLRequest, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(request.value(forHTTPHeaderField: "x-sessionid") == "SID", sourceLocation: sourceLocation)
        #expect(request.value(forHTTPHeaderField: "userid") == "7014240", sourceLocation: sourceLocation)
        #expect(request.value(forHTTPHeaderField: "x-operatorid") == "4093", sourceLocation: sourceLocation)
        #expect(request.value(forHTTPHeaderField: "x-session-id") == nil, sourceLocation: sourceLocation)
    }

    @Test func favouritesAreListed() async throws {
        let transport = fixtureStub(["/favorite/events/4093/7014240": ("api/favorites.json", 200)])
        let ids = try await Client(provider: await signedInProvider(transport)).events.favouriteEventIds()
        #expect(ids == ["292417803521802496", "292417803521814528", "292417803521829888"])
        let sent = try #require(transport.requests.first)
        #expect(sent.httpMethod == "GET")
        #expect(sent.url?.absoluteString == "https://sports.test/user-data-service/v1/favorite/events/4093/7014240")
        assertUserDataHeaders(sent)
    }

    @Test func addAndRemoveSendTheDocumentedBodies() async throws {
        let adding = fixtureStub(["/favorite/events": ("api/favorites-add.json", 200)])
        let added = try await Client(provider: await signedInProvider(adding)).events.addFavouriteEvent(id: "292417803521852928")
        #expect(added == ["292417803521802496", "292417803521814528", "292417803521829888", "292417803521852928"])
        let post = try #require(adding.requests.first)
        #expect(post.httpMethod == "POST")
        #expect(post.url?.absoluteString == "https://sports.test/user-data-service/v1/favorite/events")
        assertUserDataHeaders(post)
        try assertJSON(post.httpBody, equalsFixture: "api/favorites-add.request.json")

        let removing = fixtureStub(["/favorite/events": ("api/favorites-remove.json", 200)])
        let left = try await Client(provider: await signedInProvider(removing)).events.removeFavouriteEvent(id: "292417803521814528")
        #expect(left == ["292417803521802496", "292417803521829888", "292417803521852928"])
        let delete = try #require(removing.requests.first)
        #expect(delete.httpMethod == "DELETE")
        #expect(delete.url?.absoluteString == "https://sports.test/user-data-service/v1/favorite/events")
        assertUserDataHeaders(delete)
        try assertJSON(delete.httpBody, equalsFixture: "api/favorites-remove.request.json")
    }

    @Test func badIdsAndSignedOutCallsAreRefused() async throws {
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
        #expect(transport.requests.isEmpty)
    }
}
