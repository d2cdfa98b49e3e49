/// A lobby's category (a row of games).
public struct CasinoCategory: Sendable, Hashable, Identifiable {
    /// The category's id, passed back to ``CasinoService/games(inCategory:page:)``.
    public var id: String
    /// Its name, in the catalogue's language.
    public var name: String
    /// How many games it holds (a lobby hides a category with none).
    public var gameCount: Int

    /// Creates a category.
    public init(id: String, name: String, gameCount: Int) {
        self.id = id
        self.name = name
        self.gameCount = gameCount
    }
}
