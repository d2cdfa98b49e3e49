import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The casino catalogue (`/v1/casino`, `/v2/casino`) and the player's game history, on the Player
/// API host. The catalogue is anonymous; only recommended games and the history send the session,
/// as `X-SessionId` (the vendor's web front end, which its own notes follow). Each call's platform
/// is the one the vendor's client sends for it: `PC` for the lobby, a category, a game's details
/// and the last played, `iPhone` for search, recommended and most played.
enum EveryMatrixCasinoAPI {
    static let session = AuthorizationRequirement.header("x-sessionid")
    /// Sent on every casino call, as the vendor's clients do.
    static let headers = ["Accept": "application/json", "Content-Type": "application/json", "X-Session-Type": "others"]
    static let timeout: TimeInterval = 30

    private static func query(language: String, platform: String, _ more: [(String, String)]) -> [URLQueryItem] {
        [URLQueryItem(name: "language", value: language), URLQueryItem(name: "platform", value: platform)]
            + more.map { URLQueryItem(name: $0.0, value: $0.1) }
    }

    /// `GET /v2/casino/groups/{lobby}`: the lobby's groups with their sizes (one game each).
    static func groups(lobby: String, language: String) -> Request<EveryMatrixModels.CasinoGroups> {
        Request("/v2/casino/groups/\(lobby)",
                query: query(language: language, platform: "PC", [("pagination", "games(offset=0,limit=1)"), ("fields", "id,name,games")]),
                timeout: timeout)
    }

    /// `GET /v2/casino/groups/{lobby}/{lobby}${group}`: one page of a group's games, by popularity.
    /// The group id's `$` is the vendor's, sent raw; the two names around it are encoded.
    static func groupGames(lobby: String, group: String, offset: Int, limit: Int, language: String)
        -> Request<EveryMatrixModels.CasinoGroup> {
        Request("/v2/casino/groups/\(lobby)/\(lobby)$\(group)",
                query: query(language: language, platform: "PC", [("pagination", "offset=\(offset),limit=\(limit)"), ("expand", "games"),
                                                                  ("fields", "id,name,games"), ("sortedField", "popularity")]),
                timeout: timeout)
    }

    /// `GET /v1/casino/games?filter=id={id}&expand=vendor`: one game, or an empty list.
    static func game(id: String, language: String) -> Request<EveryMatrixModels.CasinoGames> {
        Request("/v1/casino/games", query: query(language: language, platform: "PC", [("expand", "vendor"), ("filter", "id=\(id)")]),
                timeout: timeout)
    }

    /// `GET /v1/casino/games?filter=name={text}`: the vendor's name search.
    static func search(_ text: String, language: String) -> Request<EveryMatrixModels.CasinoGames> {
        Request("/v1/casino/games", query: query(language: language, platform: "iPhone", [("filter", "name=\(text)")]), timeout: timeout)
    }

    /// `GET /v1/casino/recommendedGames`, signed in.
    static func recommendedGames(language: String) -> Request<EveryMatrixModels.CasinoGames> {
        Request("/v1/casino/recommendedGames", query: query(language: language, platform: "iPhone", []),
                authorization: session.signedIn, timeout: timeout)
    }

    /// `GET /v1/player/{userId}/games/last-played`: the last week's games, newest first, each once.
    static func lastPlayed(user: SessionUser, lobby: String, offset: Int, limit: Int, language: String) -> Request<EveryMatrixModels.CasinoPlayedGames> {
        Request("/v1/player/\(user.id)/games/last-played", query: history(lobby: lobby, language: language, platform: "PC", offset: offset, limit: limit),
                authorization: session, timeout: timeout)
    }

    /// `GET /v1/player/{userId}/games/most-played`, as last-played. The vendor's client sends no
    /// session here; its web front end sends it, as this does (the path names the user).
    static func mostPlayed(user: SessionUser, lobby: String, offset: Int, limit: Int, language: String) -> Request<EveryMatrixModels.CasinoPlayedGames> {
        Request("/v1/player/\(user.id)/games/most-played", query: history(lobby: lobby, language: language, platform: "iPhone", offset: offset, limit: limit),
                authorization: session, timeout: timeout)
    }

    private static func history(lobby: String, language: String, platform: String, offset: Int, limit: Int) -> [URLQueryItem] {
        query(language: language, platform: platform, [("offset", "\(offset)"), ("limit", "\(limit)"), ("period", "Last7Days"),
                                                       ("unique", "true"), ("dataSources", lobby), ("hasGameModel", "true"),
                                                       ("order", "DESCENDING")])
    }
}
