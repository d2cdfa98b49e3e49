import Foundation

/// One lobby tile: the game's name, its studio, its image, the payout rate and a "new" badge in
/// the display language.
public struct CasinoGameItem: Sendable, Equatable, Identifiable {
    /// The game's id, to find the ``CasinoGame`` again when the player opens it.
    public var id: String
    /// The game's name, as the catalogue writes it.
    public var title: String
    /// The studio, when the catalogue names one.
    public var studioText: String?
    /// The tile's image (the thumbnail, else the largest icon).
    public var imageURL: URL?
    /// The payout rate with its label (`RTP 96.46%`, `TRJ 96,46 %`), when the catalogue gives it.
    public var payoutText: String?
    /// `New` in the display language when the catalogue marks the game new, else `nil`.
    public var badgeText: String?

    /// Creates an item.
    public init(id: String, title: String, studioText: String?, imageURL: URL?, payoutText: String?, badgeText: String?) {
        self.id = id
        self.title = title
        self.studioText = studioText
        self.imageURL = imageURL
        self.payoutText = payoutText
        self.badgeText = badgeText
    }
}
