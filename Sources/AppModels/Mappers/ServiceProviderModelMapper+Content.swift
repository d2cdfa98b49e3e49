import ServicesProvider

extension ServiceProviderModelMapper {
    /// The home screen for a signed-in state: only the widgets that user may see
    /// (`HomeLayout.widgets(forSignedIn:)`), in the layout's order. Widgets of a kind the SDK
    /// does not know are left out, since no screen can draw them.
    public func homeScreen(_ layout: HomeLayout, isSignedIn: Bool) -> HomeScreen {
        let widgets = layout.widgets(forSignedIn: isSignedIn).compactMap { widget -> HomeWidgetItem? in
            if case .unknown = widget.kind { return nil }
            return HomeWidgetItem(id: widget.id, kind: widget.kind)
        }
        return HomeScreen(layoutId: layout.id, widgets: widgets)
    }
}
