import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The casino lobby over the catalogue's REST calls (on the Player API host): categories are the
/// lobby's groups (`Lobby1$video-slots`), paged by offset; the launch address is the game's own
/// with the mode and session the vendor's launcher reads, built without a request.
struct EveryMatrixCasinoService: CasinoService {
    let runtime: EveryMatrixRuntime
    var providerName: String { runtime.name }
    /// What this service implements, for the provider's `features`.
    var features: Set<Feature> { Self.features }

    /// The casino features (REST: offered everywhere).
    static let features: Set<Feature> = [.casinoLobby, .casinoGameDetails, .casinoSearch, .recommendedGames,
                                         .recentlyPlayedGames, .mostPlayedGames, .casinoLaunch]

    private var language: String { runtime.configuration.language }
    private var lobby: String { runtime.configuration.casinoLobby }
    private var casino: RequestExecutor { runtime.executor(.casino) }
    /// The largest page asked of the vendor (its own client asks for 10).
    static let maximumPageSize = 100

    /// The page's offset; a page larger than ``maximumPageSize`` is refused, not sent.
    private func offset(of page: PageRequest) throws(ServiceProviderError) -> Int {
        guard page.pageSize <= Self.maximumPageSize else {
            throw .validation(fields: [ServiceProviderError.FieldError(field: "pageSize", code: "OUT_OF_RANGE",
                                                  message: "A page holds at most \(Self.maximumPageSize) games.")])
        }
        return try page.offset()
    }

    func categories() async throws(ServiceProviderError) -> [CasinoCategory] {
        EveryMatrixModelMapper.casinoCategories(try await casino.send(EveryMatrixCasinoAPI.groups(lobby: lobby, language: language)))
    }

    /// A category id is the lobby's group id (`Lobby1$video-slots`); a bare name (`video-slots`)
    /// is taken as a group of the configured lobby, as the vendor's client does.
    func games(inCategory categoryId: String, page: PageRequest) async throws(ServiceProviderError) -> Page<CasinoGame> {
        try InputValidation.identifier(categoryId, field: "categoryId")
        let parts = categoryId.split(separator: "$", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let (groupLobby, group) = parts.count == 2 ? (parts[0], parts[1]) : (lobby, categoryId)
        guard !groupLobby.isEmpty, !group.isEmpty else {
            throw .validation(fields: [ServiceProviderError.FieldError(field: "categoryId", code: "INVALID", message: "Not a lobby group id")])
        }
        let offset = try offset(of: page)
        let answer = try await casino.send(EveryMatrixCasinoAPI.groupGames(lobby: groupLobby, group: group, offset: offset,
                                                                           limit: page.pageSize, language: language))
        let raw = answer.games?.items?.elements ?? []
        let total = answer.games?.total ?? 0
        // "More" is the vendor's `total` against what has been read (its `pages` links are not followed).
        return Page(items: EveryMatrixModelMapper.casinoGames(raw), request: page, hasMore: !raw.isEmpty && offset + raw.count < total)
    }

    func game(id: String) async throws(ServiceProviderError) -> CasinoGame {
        try InputValidation.identifier(id, field: "id")
        let answer = try await casino.send(EveryMatrixCasinoAPI.game(id: id, language: language))
        guard let game = answer.items.elements.lazy.compactMap(EveryMatrixModelMapper.casinoGame).first(where: { $0.id == id }) else {
            throw .notFound
        }
        return game
    }

    /// Checked as every search is (``InputValidation/search(_:limit:)``). The vendor's filter
    /// grammar (`filter=name=…`) is not documented: text holding its own punctuation (`=`, `,`,
    /// `(`, `)`, `&`) is refused rather than sent as a different filter.
    func searchGames(_ text: String) async throws(ServiceProviderError) -> [CasinoGame] {
        let trimmed = try InputValidation.search(text, limit: InputValidation.maximumSearchResults)
        guard !trimmed.contains(where: { "=,()&".contains($0) }) else {
            throw .validation(fields: [ServiceProviderError.FieldError(field: "query", code: "INVALID", message: "The search may not hold = , ( ) or &.")])
        }
        return EveryMatrixModelMapper.casinoGames(try await casino.send(EveryMatrixCasinoAPI.search(trimmed, language: language)).items.elements)
    }

    func recommendedGames() async throws(ServiceProviderError) -> [CasinoGame] {
        let answer = try await casino.send(EveryMatrixCasinoAPI.recommendedGames(language: language))
        return EveryMatrixModelMapper.casinoGames(answer.items.elements)
    }

    func recentlyPlayedGames(page: PageRequest) async throws(ServiceProviderError) -> Page<CasinoGame> {
        try await played(page) { user, offset in EveryMatrixCasinoAPI.lastPlayed(user: user, lobby: lobby, offset: offset, limit: page.pageSize, language: language) }
    }

    func mostPlayedGames(page: PageRequest) async throws(ServiceProviderError) -> Page<CasinoGame> {
        try await played(page) { user, offset in EveryMatrixCasinoAPI.mostPlayed(user: user, lobby: lobby, offset: offset, limit: page.pageSize, language: language) }
    }

    private func played(_ page: PageRequest, request: @escaping @Sendable (SessionUser, Int) -> Request<EveryMatrixModels.CasinoPlayedGames>)
        async throws(ServiceProviderError) -> Page<CasinoGame> {
        let offset = try offset(of: page)
        let answer = try await casino.send(forUser: { request($0, offset) })
        let raw = answer.items.elements.map(\.gameModel)
        return Page(items: EveryMatrixModelMapper.casinoGames(raw), request: page, hasMore: !raw.isEmpty && offset + raw.count < answer.total)
    }

    /// No request: the session is the signed-in one, read now.
    func launchURL(for game: CasinoGame, mode: CasinoGameMode) async throws(ServiceProviderError) -> URL {
        let credentials = await runtime.session.current
        let sessionId = credentials?.isUser == true ? credentials?.accessToken : nil
        switch mode {
        case .demo:
            guard game.hasDemoMode else { throw .invalidRequest(message: "\(game.name) has no demo mode.") }
            guard sessionId != nil || game.hasAnonymousDemoMode else { throw .unauthorized }
        case .realMoney:
            guard sessionId != nil else { throw .unauthorized }
        }
        guard let url = EveryMatrixModelMapper.casinoLaunchURL(game.launchURL, language: language, sessionId: sessionId, demo: mode == .demo) else {
            throw .invalidRequest(message: "\(game.name) has no valid launch address.")
        }
        return url
    }
}

extension EveryMatrixProvider {
    /// The casino lobby and game launch.
    public var casino: any CasinoService { EveryMatrixCasinoService(runtime: runtime) }
}
