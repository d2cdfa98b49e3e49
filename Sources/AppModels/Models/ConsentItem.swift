/// One consent ready to show in a privacy screen: its title, the user's answer in words, and
/// whether the operator requires it.
public struct ConsentItem: Sendable, Equatable, Identifiable {
    /// The consent's id, to find the ``Consent`` again when the user changes the answer.
    public var id: String
    /// The consent's title, as the operator wrote it.
    public var title: String
    /// The user's answer, in the display language (`Accepted`, `Declined`, `Not answered`).
    public var statusText: String
    /// `Required` in the display language when the operator requires the consent, else `nil`.
    public var requiredText: String?

    /// Creates an item.
    public init(id: String, title: String, statusText: String, requiredText: String?) {
        self.id = id
        self.title = title
        self.statusText = statusText
        self.requiredText = requiredText
    }
}
