import Foundation

/// A link or file the operator offers the app (a help centre, the regulator's terms, a support
/// page), to open or download.
public struct DownloadableContent: Sendable, Hashable, Identifiable {
    /// The item's id.
    public var id: String
    /// The operator's key for what the item is (e.g. `help_center`), which the app matches to a
    /// screen; the keys are the operator's own.
    public var kind: String
    /// Where it is.
    public var url: URL
    /// Whether the operator asks for it to open outside the app (a browser) rather than inside.
    public var opensExternally: Bool

    /// Creates an item.
    public init(id: String, kind: String, url: URL, opensExternally: Bool) {
        self.id = id
        self.kind = kind
        self.url = url
        self.opensExternally = opensExternally
    }
}
