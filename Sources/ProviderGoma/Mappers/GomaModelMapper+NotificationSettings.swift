import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Goma's 15 notification flags ↔ ``NotificationSettings``.
extension GomaModelMapper {
    /// The master switch's key.
    static let notificationsMasterKey = "notifications"
    /// The 14 option flags Goma documents, by vendor key. A `notifications…` key not listed
    /// here becomes ``NotificationOption/unknown(_:)`` and is written back as read.
    static let notificationOptionKeys: [(key: String, option: NotificationOption)] = [
        ("notifications_games_watchlist", .watchedEvents), ("notifications_competitions_watchlist", .watchedCompetitions),
        ("notifications_goal", .goals), ("notifications_startgame", .matchStart), ("notifications_halftime", .halfTime),
        ("notifications_fulltime", .fullTime), ("notifications_secondhalf", .secondHalf), ("notifications_redcard", .redCards),
        ("notifications_bets", .bets), ("notifications_bet_selections", .betSelections), ("notifications_email", .email),
        ("notifications_sms", .sms), ("notifications_chats", .chat), ("notifications_news", .news),
    ]

    /// The settings read. A documented flag missing from the answer is off (the vendor's rule), so
    /// every option Goma offers is listed. An answer with no flag at all is not a settings answer
    /// (a wrongly wrapped body would otherwise read silently as "all off"): `.invalidResponse`.
    static func notificationSettings(_ answer: GomaModels.NotificationFlags) throws(ServiceProviderError) -> NotificationSettings {
        guard !answer.flags.isEmpty else {
            throw .invalidResponse(message: "The notification settings answer holds no notification flag.")
        }
        var options: [NotificationOption: Bool] = [:]
        for (key, option) in notificationOptionKeys { options[option] = answer.flags[key] ?? false }
        let known = Set(notificationOptionKeys.map(\.key) + [notificationsMasterKey])
        for (key, isOn) in answer.flags where !known.contains(key) { options[.unknown(key)] = isOn }
        return NotificationSettings(isEnabled: answer.flags[notificationsMasterKey] ?? false, options: options)
    }

    /// The update body: the master switch and every documented flag as `0`/`1` (an option absent
    /// from the settings as `0`), plus each ``NotificationOption/unknown(_:)`` option under its own
    /// key, so a flag read is never dropped. An unknown option cannot override a documented key.
    static func notificationFlags(_ settings: NotificationSettings) -> [String: Int] {
        var body = [notificationsMasterKey: settings.isEnabled ? 1 : 0]
        for (key, option) in notificationOptionKeys { body[key] = settings.isOn(option) ? 1 : 0 }
        for (option, isOn) in settings.options {
            guard case .unknown(let key) = option, body[key] == nil else { continue }
            body[key] = isOn ? 1 : 0
        }
        return body
    }

    /// Nothing when the update's `status` is `success` (the vendor's client's rule); any other
    /// answer is `.vendor(code: "NOT_CONFIRMED", message:)` with the vendor's message.
    static func confirm(_ answer: GomaModels.SettingsUpdateResponse) throws(ServiceProviderError) {
        guard answer.status?.lowercased() == "success" else {
            throw .vendor(code: notConfirmedCode, message: answer.message ?? answer.status)
        }
    }
}
