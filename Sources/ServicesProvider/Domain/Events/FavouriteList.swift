/// A named list of favourite events the user keeps on the provider's side (e.g. "My matches"),
/// as returned by `EventsService.favouriteLists()`. The plain favourite-event methods read every
/// list together; these lists let an app show and edit them one by one.
public struct FavouriteList: Sendable, Hashable, Identifiable {
    /// The provider's id of the list (pass it to the list methods).
    public var id: String
    /// The name the user gave the list.
    public var name: String

    /// Creates a favourite list.
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
