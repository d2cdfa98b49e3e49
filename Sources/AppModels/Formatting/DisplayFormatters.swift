import Foundation

/// The formatters one ``DisplayPreferences`` value needs, shared by every copy of a mapper
/// with those preferences.
struct DisplayFormatters: Sendable {
    let numbers: NumberText
    let dates: DateText

    init(preferences: DisplayPreferences) {
        numbers = NumberText(locale: preferences.locale)
        dates = DateText(preferences: preferences)
    }
}
