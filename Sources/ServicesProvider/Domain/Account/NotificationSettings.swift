import Foundation

/// The signed-in user's notification choices as the operator keeps them: a master switch and
/// one toggle per option. Read with ``AccountService/notificationSettings()`` and written back
/// whole with ``AccountService/updateNotificationSettings(_:)``: change the value you read
/// rather than building a new one, so options the app does not show (``NotificationOption/unknown(_:)``
/// included) keep their values.
public struct NotificationSettings: Sendable, Hashable, Codable {
    /// The master switch: notifications at all.
    public var isEnabled: Bool
    /// Each option the operator reported, on or off. An option absent here is off.
    public var options: [NotificationOption: Bool]

    /// Creates settings; options left out are off.
    public init(isEnabled: Bool, options: [NotificationOption: Bool] = [:]) {
        self.isEnabled = isEnabled
        self.options = options
    }

    /// Whether an option is on; an option the operator did not report is off.
    public func isOn(_ option: NotificationOption) -> Bool {
        options[option] ?? false
    }
}

/// One toggle under ``NotificationSettings/isEnabled``: a topic (goals, bets…) or a channel
/// (e-mail, SMS). An operator offers some of them; an option the SDK does not know keeps the
/// operator's name in ``unknown(_:)``, so it is shown and written back, never lost.
public enum NotificationOption: Sendable, Hashable, Codable {
    /// News about the events on the user's watch list (favourite events).
    case watchedEvents
    /// News about the competitions on the user's watch list.
    case watchedCompetitions
    /// A goal in a followed event.
    case goals
    /// A followed event starts.
    case matchStart
    /// Half time in a followed event.
    case halfTime
    /// The second half of a followed event starts.
    case secondHalf
    /// A followed event ends.
    case fullTime
    /// A red card in a followed event.
    case redCards
    /// News about the user's bets.
    case bets
    /// News about the selections of the user's bets.
    case betSelections
    /// Messages by e-mail (a channel, not a topic).
    case email
    /// Messages by SMS (a channel, not a topic).
    case sms
    /// Chat messages.
    case chat
    /// The operator's news.
    case news
    /// An option this SDK has no case for, by the operator's own name.
    case unknown(String)
}
