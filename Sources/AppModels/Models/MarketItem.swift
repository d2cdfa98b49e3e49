import ServicesProvider

/// A market ready to show: its title and its outcomes in display order.
public struct MarketItem: Sendable, Equatable, Identifiable {
    /// The market's id.
    public var id: String
    /// The title, with the line when the name lacks it: `Total Goals 2.5`.
    public var title: String
    /// The outcomes, ordered: `1`, `X`, `2`; over before under; yes before no.
    public var outcomes: [OutcomeItem]
    /// Whether bets are accepted now.
    public var isAvailable: Bool

    /// Creates a market item.
    public init(id: String, title: String, outcomes: [OutcomeItem], isAvailable: Bool) {
        self.id = id
        self.title = title
        self.outcomes = outcomes
        self.isAvailable = isAvailable
    }
}

/// An outcome ready to show on an odds button.
public struct OutcomeItem: Sendable, Equatable, Identifiable {
    /// The outcome's id.
    public var id: String
    /// The label from the outcome's kind, in the user's language and ``OutcomeLabelStyle``:
    /// `1`, `X`, `2` or the team's name; `Over 2.5`; `Yes`; the name for any other outcome.
    public var label: String
    /// The full name.
    public var name: String
    /// The odds in the preferred format: `2.50`, `3/2` or `+150`.
    public var oddsText: String
    /// Whether it can be added to a slip now (market available and outcome open).
    public var isSelectable: Bool
    /// What a tap on the button puts on the slip: the outcome at the odds shown, with its price
    /// id and names (`ServiceProviderModelMapper.selection(_:of:in:)`). Set on the outcomes of a
    /// ``MarketItem`` or an ``EventItem``; `nil` on an outcome mapped without its event and market.
    public var selection: BetSelection?

    /// Creates an outcome item.
    public init(id: String, label: String, name: String, oddsText: String, isSelectable: Bool, selection: BetSelection? = nil) {
        self.id = id
        self.label = label
        self.name = name
        self.oddsText = oddsText
        self.isSelectable = isSelectable
        self.selection = selection
    }
}
