import ServicesProvider

/// The home screen for one signed-in state: the widgets that user may see, in order.
public struct HomeScreen: Sendable, Equatable {
    /// The layout's id.
    public var layoutId: String
    /// The visible widgets, ordered.
    public var widgets: [HomeWidgetItem]

    /// Creates a home screen.
    public init(layoutId: String, widgets: [HomeWidgetItem]) {
        self.layoutId = layoutId
        self.widgets = widgets
    }
}

/// One visible home widget.
public struct HomeWidgetItem: Sendable, Equatable, Identifiable {
    /// The widget's id.
    public var id: String
    /// What it shows.
    public var kind: HomeWidgetKind

    /// Creates an item.
    public init(id: String, kind: HomeWidgetKind) {
        self.id = id
        self.kind = kind
    }
}
