import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(ProviderKit) @testable import ProviderGoma

/// Goma's chat rooms and groups over the API: the fixtures mapped, each request's method, path,
/// body and headers, a signed-in user required, ids checked before sending, the vendor's errors.
@Suite struct GomaChatTests {
    private func makeServer() -> GomaStubServer {
        GomaStubServer([
            "POST /api/auth/v1": { _, _ in .fixture("auth-anonymous.json") },
            "POST /api/auth/v1/login": { _, _ in .fixture("auth-login.json") },
            "GET /api/social/v1/chatrooms": { _, _ in .fixture("chatrooms.json") },
            "POST /api/social/v1/groups": { _, _ in .fixture("group-create.json") },
            "POST /api/social/v1/groups/5310": { _, _ in .fixture("group-edit.json") },
            "POST /api/social/v1/groups/5310/users/leave": { _, _ in .fixture("group-leave.json") },
            "DELETE /api/social/v1/groups/5310": { _, _ in .fixture("group-delete.json") },
            "POST /api/social/v1/groups/5310/users": { _, _ in .fixture("group-users-add.json") },
            "DELETE /api/social/v1/groups/5310/users": { _, _ in .fixture("group-users-remove.json") },
        ])
    }

    private func sent(_ server: GomaStubServer, _ method: String, _ path: String) throws -> URLRequest {
        try #require(server.requests.last { $0.httpMethod == method && $0.path == path }, "\(method) \(path) not sent")
    }

    private func json(_ data: Data?) throws -> NSDictionary? {
        try JSONSerialization.jsonObject(with: try #require(data)) as? NSDictionary
    }

    private func chatRequests(_ server: GomaStubServer) -> [URLRequest] {
        server.requests.filter { $0.path.hasPrefix("/api/social/") }
    }

    @Test func roomsMapEveryFieldOfTheFixture() async throws {
        let server = makeServer()
        let rooms = try await signedIn(server).chat.rooms()
        #expect(rooms == [
            ChatRoom(id: "5301", name: "Demo Player D", kind: .individual, members: [
                ChatMember(id: "321", name: "Demo Player", username: "demoplayer", avatar: "avatar_3", isAdmin: false),
                ChatMember(id: "1102", name: "Demo Player D", username: "demoplayerd", avatar: nil, isAdmin: false),
            ], createdAt: Date(timeIntervalSince1970: 1_741_965_000)),
            ChatRoom(id: "5310", name: "Sunday league", kind: .group, members: [
                ChatMember(id: "321", name: "Demo Player", username: "demoplayer", avatar: "avatar_3", isAdmin: true),
                ChatMember(id: "1042", name: "Demo Tipster A", username: "demotipstera", avatar: "avatar_2", isAdmin: false),
                ChatMember(id: "1101", name: "Demo Player C", username: "demoplayerc", avatar: nil, isAdmin: false),
            ], createdAt: Date(timeIntervalSince1970: 1_741_968_600)),
        ])
        let request = try sent(server, "GET", "/api/social/v1/chatrooms")
        #expect(request.bearer == "Bearer goma-user-jwt-placeholder")
        #expect(request.url?.query == nil, "the primary client sends no page")
        #expect(request.value(forHTTPHeaderField: "App-Origin") == "ios")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(GomaModelMapper.chatRoomKind("broadcast") == .unknown("broadcast"))
    }

    @Test func groupCallsSendThePrimaryClientsMethodsPathsAndBodies() async throws {
        let server = makeServer()
        let chat = try await signedIn(server).chat
        #expect(try await chat.createGroup(named: "Sunday league", memberIds: ["1042", "1101"]) == "5310")
        let create = try sent(server, "POST", "/api/social/v1/groups")
        #expect(try json(create.httpBody) == (try json(Fixture.data("group-create-request.json"))))
        #expect(String(decoding: try #require(create.httpBody), as: UTF8.self).contains(#"["1042","1101"]"#), "ids as strings")
        #expect(create.value(forHTTPHeaderField: "Content-Type") == "application/json")

        try await chat.renameGroup("5310", to: "Sunday league 2")
        #expect(try json(sent(server, "POST", "/api/social/v1/groups/5310").httpBody) == (try json(Fixture.data("group-edit-request.json"))))

        try await chat.leaveGroup("5310")
        #expect(try sent(server, "POST", "/api/social/v1/groups/5310/users/leave").httpBody == nil)

        try await chat.addMembers(["1102"], toGroup: "5310")
        #expect(try json(sent(server, "POST", "/api/social/v1/groups/5310/users").httpBody)
                == (try json(Fixture.data("group-users-add-request.json"))))

        try await chat.removeMembers(["1102"], fromGroup: "5310")
        let remove = try sent(server, "DELETE", "/api/social/v1/groups/5310/users")
        #expect(try json(remove.httpBody) == (try json(Fixture.data("group-users-remove-request.json"))), "a DELETE with a body")

        try await chat.deleteGroup("5310")
        let delete = try sent(server, "DELETE", "/api/social/v1/groups/5310")
        #expect(delete.httpBody == nil)
        for request in chatRequests(server) { #expect(request.bearer == "Bearer goma-user-jwt-placeholder") }
        #expect(chatRequests(server).count == 6)
    }

    @Test func anAnonymousSessionIsRefusedBeforeSending() async throws {
        let server = makeServer()
        let chat = makeProvider(server).chat
        await #expect(throws: ServiceProviderError.unauthorized) { try await chat.rooms() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await chat.createGroup(named: "A", memberIds: ["1042"]) }
        await #expect(throws: ServiceProviderError.unauthorized) { try await chat.renameGroup("5310", to: "B") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await chat.leaveGroup("5310") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await chat.deleteGroup("5310") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await chat.addMembers(["1"], toGroup: "5310") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await chat.removeMembers(["1"], fromGroup: "5310") }
        #expect(chatRequests(server).isEmpty)
    }

    @Test func badIdsAndNamesAreRefusedWithNothingSent() async throws {
        let server = makeServer()
        let chat = try await signedIn(server).chat
        func field(_ name: String, _ code: String) -> (ServiceProviderError) -> Bool {
            { error in
                guard case .validation(let fields) = error else { return false }
                return fields.map(\.field) == [name] && fields.map(\.code) == [code]
            }
        }
        await #expect(performing: { try await chat.renameGroup("../5310", to: "A") }, throws: { field("roomId", "INVALID")($0 as! ServiceProviderError) })
        await #expect(performing: { try await chat.leaveGroup("abc") }, throws: { field("roomId", "INVALID")($0 as! ServiceProviderError) })
        await #expect(performing: { try await chat.deleteGroup("") }, throws: { field("roomId", "REQUIRED")($0 as! ServiceProviderError) })
        await #expect(performing: { try await chat.deleteGroup("-3") }, throws: { field("roomId", "INVALID")($0 as! ServiceProviderError) })
        await #expect(performing: { try await chat.createGroup(named: " ", memberIds: ["1"]) },
                      throws: { field("name", "REQUIRED")($0 as! ServiceProviderError) })
        await #expect(performing: { try await chat.createGroup(named: "A\nB", memberIds: ["1"]) },
                      throws: { field("name", "INVALID")($0 as! ServiceProviderError) })
        await #expect(performing: { try await chat.createGroup(named: "A", memberIds: []) },
                      throws: { field("memberIds", "REQUIRED")($0 as! ServiceProviderError) })
        await #expect(performing: { try await chat.addMembers(["1", "x/y"], toGroup: "5310") },
                      throws: { field("memberIds", "INVALID")($0 as! ServiceProviderError) })
        await #expect(performing: { try await chat.removeMembers(["1.5"], fromGroup: "5310") },
                      throws: { field("memberIds", "INVALID")($0 as! ServiceProviderError) })
        #expect(chatRequests(server).isEmpty)
    }

    @Test func theVendorsErrorBodiesAreTyped() async throws {
        let server = makeServer()
        server.set("DELETE /api/social/v1/groups/5310") { _, _ in .fixture("error-404.json", status: 404) }
        server.set("POST /api/social/v1/groups/5310/users") { _, _ in .json(#"{"message":"The users ids must be friends."}"#, status: 422) }
        let chat = try await signedIn(server).chat
        await #expect(throws: ServiceProviderError.notFound) { try await chat.deleteGroup("5310") }
        await #expect(throws: ServiceProviderError.vendor(code: "HTTP_422", message: "The users ids must be friends.")) {
            try await chat.addMembers(["1102"], toGroup: "5310")
        }
    }

    @Test func withoutAChatSocketOnlyTheRestFeaturesAreDeclared() {
        let provider = makeProvider(makeServer())
        #expect(provider.chat.features == [.chatRooms, .chatGroups, .chatGroupMembers])
        #expect(provider.features.isSuperset(of: [.chatRooms, .chatGroups, .chatGroupMembers]))
        #expect(!provider.features.contains(.chatMessages))
        #expect(!provider.features.contains(.chatSending))
    }

    @Test func theChatSocketTokenIsHiddenWhenPrinted() {
        var configuration = testConfiguration
        configuration.chatSocket = GomaChatSocket(url: URL(fileURLWithPath: "/"), token: "static-socket-key-31")
        for text in [String(describing: configuration), String(reflecting: configuration), String(describing: configuration.chatSocket)] {
            #expect(!text.contains("static-socket-key-31"), "\(text)")
        }
    }
}
