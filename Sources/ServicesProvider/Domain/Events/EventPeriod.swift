/// The part of a live event being played, as a user reads it beside the score ("2nd set, 9th
/// game", "1st half"), the same for every provider. ``parts`` is what an app names in the user's
/// language; ``name`` is the provider's own words for it, in its feed's language, for the parts
/// the SDK cannot read; ``code`` is for an app's own logic and never shown.
public struct EventPeriod: Sendable, Hashable, Codable {
    /// What a period is: the levels an app names in its own words.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Codable {
        /// A half of a match (football).
        case half
        /// A set (tennis).
        case set
        /// A game inside a set (tennis).
        case game
    }

    /// One level of a period: its kind and its number, counted from 1 (the 2nd set is
    /// `Part(kind: .set, number: 2)`).
    public struct Part: Sendable, Hashable, Codable {
        /// What the level is.
        public var kind: Kind
        /// Its number, from 1.
        public var number: Int

        /// Creates a level.
        public init(kind: Kind, number: Int) {
            self.kind = kind
            self.number = number
        }
    }

    /// The period's levels, outermost first (set 2, then game 9 of it); empty when the provider's
    /// data names no level the SDK can read.
    public var parts: [Part]
    /// The provider's own name for the period as it sent it, in its feed's language
    /// (`9th Game (2nd Set)`), to show when ``parts`` is empty; `nil` when it sends no name.
    public var name: String?
    /// The provider's code for the period (`2H`, `HT`, `1p`, an id): for an app's own logic,
    /// never for display.
    public var code: String?

    /// Creates a period.
    public init(parts: [Part] = [], name: String? = nil, code: String? = nil) {
        self.parts = parts
        self.name = name
        self.code = code
    }
}
