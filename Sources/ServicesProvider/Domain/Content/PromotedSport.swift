import Foundation

/// A sport the operator promotes on the home page, with the competitions it picks for it
/// (`ContentService.promotedSports()`).
public struct PromotedSport: Sendable, Hashable, Identifiable {
    /// The promotion entry's id: the provider's, not necessarily the sport's ``Sport/id``.
    public var id: String
    /// The sport's name, as the operator wrote it.
    public var name: String
    /// The competitions picked for it, in the operator's order (never empty).
    public var competitions: [PromotedCompetition]

    /// Creates a promoted sport.
    public init(id: String, name: String, competitions: [PromotedCompetition]) {
        self.id = id
        self.name = name
        self.competitions = competitions
    }
}

/// A competition picked for a ``PromotedSport``.
public struct PromotedCompetition: Sendable, Hashable, Identifiable {
    /// The provider's id of the competition's list of events; not necessarily a
    /// ``Competition/id`` (see the provider's notes in Docs/Providers.md).
    public var id: String
    /// Its name, when the operator gave one.
    public var name: String?

    /// Creates a promoted competition.
    public init(id: String, name: String? = nil) {
        self.id = id
        self.name = name
    }
}
