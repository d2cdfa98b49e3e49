import Foundation

/// A third-party match widget a screen embeds for an event (``EventsService/matchWidget(_:eventId:)``),
/// as data rather than a view: a web page loads the script at ``loaderURL``, then mounts the widget
/// ``name`` with ``options`` and the global ``language``. The SDK draws nothing itself.
public struct MatchWidget: Sendable, Hashable {
    /// Which widget this is.
    public var kind: MatchWidgetKind
    /// The script the page loads before mounting the widget.
    public var loaderURL: URL
    /// The widget's name as its loader knows it.
    public var name: String
    /// The widget's options (the match id, the market…), as text; the page passes each to the
    /// widget JSON-encoded, never pasted into its script.
    public var options: [String: String]
    /// The widget's language (a lowercase code such as `fr`), set once for the page.
    public var language: String

    /// Creates a widget.
    public init(kind: MatchWidgetKind, loaderURL: URL, name: String, options: [String: String], language: String) {
        self.kind = kind
        self.loaderURL = loaderURL
        self.name = name
        self.options = options
        self.language = language
    }
}

/// The widgets an event page can embed.
public enum MatchWidgetKind: Sendable, Hashable {
    /// The animated live match tracker (the pitch, the ball, the score as it happens).
    case liveMatchTracker
    /// The statistics of one market of the match; `market` is the key of the market the
    /// statistics are about, in the widget vendor's terms (the operator publishes its list).
    case statistics(market: String)
}
