import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ServicesProviderTesting
import ServicesProviderTooling

/// The casino over the vendor's (made-up, vendor-shaped) catalogue files: mapping, the requests
/// as the vendor's client sends them, paging to the end, the session only where it belongs, the
/// 4004 inside a 200, and the launch address.
@Suite struct CasinoTests {
    static func decode<T: Decodable>(_ type: T.Type, _ name: String) throws -> T {
        try JSONDecoder().decode(type, from: Fixture.data("casino/\(name)"))
    }

    /// The casino files, read before a stub answers from them (a stub's handler cannot throw).
    static func files(_ names: String...) throws -> [String: Data] {
        try Dictionary(uniqueKeysWithValues: names.map { ($0, try Fixture.data("casino/\($0)")) })
    }

    static func signedIn(_ transport: StubTransport) async -> EveryMatrixProvider {
        let provider = makeProvider(transport)
        await provider.runtime.session.signIn(Credentials(accessToken: "SID-casino-1", userId: "7014240"), persist: false)
        return provider
    }

    @Test func aGameMapsExactly() throws {
        let raw = try Self.decode(EveryMatrixModels.CasinoGames.self, "game-details.json")
        let game = try #require(EveryMatrixModelMapper.casinoGames(raw.items.elements).first)
        #expect(game.id == "34795")
        #expect(game.name == "Lara Jones is Cleopatra")
        #expect(game.studio == "SpearheadStudios")
        #expect(game.thumbnailURL?.absoluteString == "https://static.everymatrix.com/cms2/base/_casino/4/486855BC94FC2A211A572ECB27BE8DD4.jpg")
        #expect(game.iconURL?.absoluteString == "https://static.everymatrix.com/cms2/base/_casino/4/4B77B696F71B163A13B5DE0008FE9B87.png",
                "the largest square icon, 114")
        #expect(game.launchURL.absoluteString == "https://gamelaunch-stage.everymatrix.com/Loader/Start/4093/lara-jones-is-cleopatra-rgs")
        #expect(game.theoreticalPayout == Decimal(string: "0.9646"))
        #expect(game.tags == ["Buy Feature", "Free Spins", "Sticky Symbols"], "read from each tag's address")
        #expect(game.categories == ["Video Slots"])
        #expect(game.hasDemoMode && game.hasAnonymousDemoMode && !game.isNew)
        #expect(game.restrictedTerritories.contains("CA-ON"))
    }

    @Test func theLobbyAndTheHistoryLeaveOutTheSportsbookEntry() throws {
        let lobby = EveryMatrixModelMapper.casinoCategories(try Self.decode(EveryMatrixModels.CasinoGroups.self, "categories-lobby1.json"))
        #expect(lobby.map(\.id) == ["Lobby1$video-slots", "Lobby1$jackpots", "Lobby1$live-casino", "Lobby1$table-games", "Lobby1$new-games"])
        #expect(lobby.map(\.gameCount) == [133, 18, 42, 27, 0])
        let played = try Self.decode(EveryMatrixModels.CasinoPlayedGames.self, "last-played.json")
        #expect(played.items.elements.count == 4)
        #expect(EveryMatrixModelMapper.casinoGames(played.items.elements.map(\.gameModel)).map(\.name)
                == ["Big Bass Bonanza", "Book of Dead", "Sweet Bonanza"])
    }

    @Test func aCategoryPagesToTheEndAndTheGroupIdKeepsItsDollar() async throws {
        let pages = try Self.files("category-games-video-slots-page1.json", "category-games-video-slots-last-page.json")
        let transport = StubTransport { request in
            let pagination = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "pagination" }?.value
            return .data(pages[pagination == "offset=130,limit=10" ? "category-games-video-slots-last-page.json" : "category-games-video-slots-page1.json"]!)
        }
        let casino = makeProvider(transport).casino
        let first = try await casino.games(inCategory: "Lobby1$video-slots", page: PageRequest(page: 1, pageSize: 10))
        #expect(first.items.count == 10)
        #expect(first.next == PageRequest(page: 2, pageSize: 10))
        let last = try await casino.games(inCategory: "video-slots", page: PageRequest(page: 14, pageSize: 10))
        #expect(last.items.map(\.name) == ["Fire Joker", "Hot Fiesta", "Aztec Gems"])
        #expect(last.next == nil, "130 + 3 of 133: the end")

        let request = try #require(transport.requests.first)
        #expect(request.url?.path == "/v2/casino/groups/Lobby1/Lobby1$video-slots")
        let items = URLComponents(url: try #require(request.url), resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(items.first { $0.name == "pagination" }?.value == "offset=0,limit=10")
        #expect(items.first { $0.name == "platform" }?.value == "PC")
        #expect(request.value(forHTTPHeaderField: "x-sessionid") == nil, "the catalogue is anonymous")
        #expect(request.value(forHTTPHeaderField: "X-Session-Type") == "others")
    }

    @Test func hostileCategoriesPagesAndSearchesAreRefusedBeforeAnyRequest() async {
        let transport = StubTransport { _ in .json("{}") }
        let casino = makeProvider(transport).casino
        for id in ["../v1/player", "Lobby1$", "$slots", "a/b"] {
            await #expect(throws: ServiceProviderError.self, "\(id)") { try await casino.games(inCategory: id, page: PageRequest()) }
        }
        await #expect(throws: ServiceProviderError.self) { try await casino.games(inCategory: "slots", page: PageRequest(page: .max, pageSize: 50)) }
        await #expect(throws: ServiceProviderError.self) { try await casino.games(inCategory: "slots", page: PageRequest(pageSize: 1_000)) }
        for text in ["", "   ", "a=b", "x,id=1", "book&x"] {
            await #expect(throws: ServiceProviderError.self, "\(text)") { try await casino.searchGames(text) }
        }
        #expect(transport.requests.isEmpty)
    }

    @Test func searchDetailsAndNotFound() async throws {
        let answers = try Self.files("search-games-book.json", "game-details.json", "game-details-not-found.json")
        let transport = StubTransport { request in
            let filter = URLComponents(url: request.url!, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "filter" }?.value
            switch filter {
            case "name=book": return .data(answers["search-games-book.json"]!)
            case "id=34795": return .data(answers["game-details.json"]!)
            default: return .data(answers["game-details-not-found.json"]!)
            }
        }
        let casino = makeProvider(transport).casino
        #expect(try await casino.searchGames(" book ").map(\.name) == ["Book of Dead", "Book of Ra Deluxe", "Book of the Fallen"])
        #expect(try await casino.game(id: "34795").studio == "SpearheadStudios")
        await #expect(throws: ServiceProviderError.notFound) { try await casino.game(id: "99999999") }
        let platforms = transport.requests.map { URLComponents(url: $0.url!, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "platform" }?.value }
        #expect(platforms == ["iPhone", "PC", "PC"], "each call's platform is the vendor client's")
    }

    @Test func thePlayersGamesNeedASessionAndSendIt() async throws {
        let anonymous = StubTransport { _ in .json("{}") }
        await #expect(throws: ServiceProviderError.unauthorized) { try await makeProvider(anonymous).casino.recommendedGames() }
        await #expect(throws: ServiceProviderError.unauthorized) { try await makeProvider(anonymous).casino.mostPlayedGames(page: PageRequest()) }
        #expect(anonymous.requests.isEmpty)

        let answers = try Self.files("recommended-games.json", "last-played.json", "most-played.json")
        let transport = StubTransport { request in
            let path = request.url?.path ?? ""
            let name = path.hasSuffix("recommendedGames") ? "recommended-games.json" : path.hasSuffix("last-played") ? "last-played.json" : "most-played.json"
            return .data(answers[name]!)
        }
        let casino = await Self.signedIn(transport).casino
        #expect(try await casino.recommendedGames().map(\.name) == ["Gates of Olympus", "Lightning Roulette", "Big Bass Bonanza"])
        let recent = try await casino.recentlyPlayedGames(page: PageRequest(pageSize: 10))
        #expect(recent.items.count == 3)
        #expect(recent.next == nil)
        _ = try await casino.mostPlayedGames(page: PageRequest(pageSize: 10))
        let paths = transport.requests.map { $0.url?.path ?? "" }
        #expect(paths == ["/v1/casino/recommendedGames", "/v1/player/7014240/games/last-played", "/v1/player/7014240/games/most-played"])
        #expect(transport.requests.allSatisfy { $0.value(forHTTPHeaderField: "x-sessionid") == "SID-casino-1" })
        let history = URLComponents(url: transport.requests[1].url!, resolvingAgainstBaseURL: false)?.queryItems ?? []
        #expect(history.map(\.name) == ["language", "platform", "offset", "limit", "period", "unique", "dataSources", "hasGameModel", "order"])
        #expect(history.first { $0.name == "order" }?.value == "DESCENDING")
    }

    @Test func anExpiredSessionInsideA200EndsTheSession() async throws {
        let expired = try Fixture.data("casino/error-invalid-session-4004.json")
        let transport = StubTransport { _ in .data(expired) }
        let provider = await Self.signedIn(transport)
        await #expect(throws: ServiceProviderError.sessionExpired) { try await provider.casino.recommendedGames() }
        #expect(!(await provider.isSignedIn), "as a 401 does on this vendor: no refresh token, so the session ends")
        let other = StubTransport { _ in .json(#"{"success":false,"errorCode":5001,"errorMessage":"Lobby unavailable"}"#) }
        await #expect(throws: ServiceProviderError.vendor(code: "5001", message: "Lobby unavailable")) {
            try await makeProvider(other).casino.categories()
        }
    }

    @Test func theLaunchAddressCarriesTheModeAndTheSessionOnlyWhereItBelongs() async throws {
        let game = try #require(EveryMatrixModelMapper.casinoGames(try Self.decode(EveryMatrixModels.CasinoGames.self, "game-details.json").items.elements).first)
        let base = "https://gamelaunch-stage.everymatrix.com/Loader/Start/4093/lara-jones-is-cleopatra-rgs"
        let transport = StubTransport { _ in .json("{}") }
        let anonymous = makeProvider(transport).casino
        #expect(try await anonymous.launchURL(for: game, mode: .demo).absoluteString == base + "?language=en")
        await #expect(throws: ServiceProviderError.unauthorized) { try await anonymous.launchURL(for: game, mode: .realMoney) }
        var membersOnly = game
        membersOnly.hasAnonymousDemoMode = false
        await #expect(throws: ServiceProviderError.unauthorized) { try await anonymous.launchURL(for: membersOnly, mode: .demo) }

        let casino = await Self.signedIn(transport).casino
        #expect(try await casino.launchURL(for: game, mode: .demo).absoluteString == base + "?language=en&funMode=True&_sid=SID-casino-1")
        #expect(try await casino.launchURL(for: game, mode: .realMoney).absoluteString == base + "?language=en&_sid=SID-casino-1")
        var noDemo = game
        noDemo.hasDemoMode = false
        await #expect(throws: ServiceProviderError.invalidRequest(message: "Lara Jones is Cleopatra has no demo mode.")) {
            try await casino.launchURL(for: noDemo, mode: .demo)
        }
        #expect(transport.requests.isEmpty, "no request builds an address")
    }

    @Test func theSandboxLobbyPagesToTheEnd() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let lobby = try await client.casino.categories()
        let slots = try #require(lobby.first)
        #expect(slots.gameCount == 13)
        var names: [String] = []
        var page: PageRequest? = PageRequest(pageSize: 10)
        while let request = page {
            let games = try await client.casino.games(inCategory: slots.id, page: request)
            names += games.items.map(\.name)
            page = games.next
        }
        #expect(names.count == 13)
        #expect(names.last == "Aztec Gems")
        #expect(try await client.casino.searchGames("BOOK").count == 3)
        #expect(try await client.casino.game(id: "28841").name == "Gates of Olympus")
    }

    @Test func theLobbyAndTheSessionCallsOverHTTP() async throws {
        let loopback = try await EveryMatrixLoopback([
            "GET /v2/casino/groups/Lobby1": .fixture("casino/categories-lobby1.json"),
            "GET /v2/casino/groups/Lobby1/Lobby1$video-slots": .fixture("casino/category-games-video-slots-page1.json"),
            "GET /v1/casino/recommendedGames": .fixture("casino/error-invalid-session-4004.json"),
        ])
        defer { loopback.stop() }
        let casino = loopback.provider.casino
        #expect(try await casino.categories().count == 5)
        #expect(try await casino.games(inCategory: "Lobby1$video-slots", page: PageRequest(pageSize: 10)).items.count == 10)
        await #expect(throws: ServiceProviderError.sessionExpired) { try await casino.recommendedGames() }
        let sent = loopback.requests
        #expect(sent.map(\.path) == ["/v2/casino/groups/Lobby1", "/v2/casino/groups/Lobby1/Lobby1$video-slots", "/v1/casino/recommendedGames"])
        func header(_ request: LoopbackHTTPRequest, _ name: String) -> String? {
            request.headerFields.first { $0.name.lowercased() == name }?.value
        }
        #expect(sent.prefix(2).allSatisfy { header($0, "x-sessionid") == nil })
        #expect(header(sent[2], "x-sessionid") == "SID")
        #expect(sent.allSatisfy { header($0, "x-session-type") == "others" })
    }
}
