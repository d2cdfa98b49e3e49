import Foundation

/// The casino lobby: categories and their games, a game's details, search, the player's games,
/// and the address that starts a game.
public protocol CasinoService: ProviderService {
    /// The lobby's categories, in the operator's order, each with its game count.
    func categories() async throws(ServiceProviderError) -> [CasinoCategory]
    /// One page of a category's games; read on with the page's `next` to the end.
    func games(inCategory categoryId: String, page: PageRequest) async throws(ServiceProviderError) -> Page<CasinoGame>
    /// One game; `.notFound` when the catalogue has none with this id.
    func game(id: String) async throws(ServiceProviderError) -> CasinoGame
    /// The games whose name matches the text (the vendor's matching rule).
    func searchGames(_ text: String) async throws(ServiceProviderError) -> [CasinoGame]
    /// Games picked for the signed-in player.
    func recommendedGames() async throws(ServiceProviderError) -> [CasinoGame]
    /// The signed-in player's recently played games, newest first, each once.
    func recentlyPlayedGames(page: PageRequest) async throws(ServiceProviderError) -> Page<CasinoGame>
    /// The signed-in player's most played games, each once.
    func mostPlayedGames(page: PageRequest) async throws(ServiceProviderError) -> Page<CasinoGame>
    /// The address that starts the game in a web view, built without a request: real money and a
    /// signed-in demo carry the session, a signed-out demo does not. `.unauthorized` when the mode
    /// needs a session and there is none; `.invalidRequest` when the game has no demo mode.
    func launchURL(for game: CasinoGame, mode: CasinoGameMode) async throws(ServiceProviderError) -> URL
}

extension CasinoService {
    /// Default: throws `.notSupported(feature:provider:)`.
    public func categories() async throws(ServiceProviderError) -> [CasinoCategory] { throw unsupported(.casinoLobby) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func games(inCategory categoryId: String, page: PageRequest) async throws(ServiceProviderError) -> Page<CasinoGame> {
        throw unsupported(.casinoLobby)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func game(id: String) async throws(ServiceProviderError) -> CasinoGame { throw unsupported(.casinoGameDetails) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func searchGames(_ text: String) async throws(ServiceProviderError) -> [CasinoGame] { throw unsupported(.casinoSearch) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func recommendedGames() async throws(ServiceProviderError) -> [CasinoGame] { throw unsupported(.recommendedGames) }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func recentlyPlayedGames(page: PageRequest) async throws(ServiceProviderError) -> Page<CasinoGame> {
        throw unsupported(.recentlyPlayedGames)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func mostPlayedGames(page: PageRequest) async throws(ServiceProviderError) -> Page<CasinoGame> {
        throw unsupported(.mostPlayedGames)
    }
    /// Default: throws `.notSupported(feature:provider:)`.
    public func launchURL(for game: CasinoGame, mode: CasinoGameMode) async throws(ServiceProviderError) -> URL {
        throw unsupported(.casinoLaunch)
    }
}
