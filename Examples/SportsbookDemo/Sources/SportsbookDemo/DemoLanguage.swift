import AppModels
import Foundation

/// The language of the demo's own error lines, picked from `--locale` the way AppModels picks
/// the language of its sentences: French, Portuguese or Spanish, else English.
enum DemoLanguage {
    case english, french, portuguese, spanish

    init(locale: Locale) {
        switch locale.language.languageCode?.identifier {
        case "fr": self = .french
        case "pt": self = .portuguese
        case "es": self = .spanish
        default: self = .english
        }
    }

    /// The `--locale` (or `--locale=…`) of raw arguments, read without ArgumentParser: a usage
    /// error may be why parsing failed. A locale AppModels does not speak is English.
    init(arguments: [String]) {
        var value: String?
        for (index, argument) in arguments.enumerated() {
            if argument == "--locale", index + 1 < arguments.count { value = arguments[index + 1] }
            if argument.hasPrefix("--locale=") { value = String(argument.dropFirst("--locale=".count)) }
        }
        let locale = Locale(identifier: value ?? "en")
        let spoken = locale.language.languageCode.map { DisplayOptions.languages.contains($0.identifier) } ?? false
        self = spoken ? DemoLanguage(locale: locale) : .english
    }

    func pick(_ english: String, _ french: String, _ portuguese: String, _ spanish: String) -> String {
        switch self {
        case .english: english
        case .french: french
        case .portuguese: portuguese
        case .spanish: spanish
        }
    }

    /// `title` as the label before an error's sentence: `Error: `, `Erreur : ` (French spaces the colon).
    func label(_ title: String) -> String {
        self == .french ? "\(title) : " : "\(title): "
    }

    /// The label of a usage error's synopsis (`Usage: sportsbook-demo run …`).
    var usage: String { label(pick("Usage", "Utilisation", "Utilização", "Uso")) }

    /// The label of the help line a usage error may carry (`Help:  --provider <provider>  …`).
    var help: String { label(pick("Help", "Aide", "Ajuda", "Ayuda")) }

    /// The line after the synopsis, pointing at the command's help.
    func seeHelp(_ command: String) -> String {
        pick("See '\(command)' for more information.", "Voir « \(command) » pour plus d’informations.",
             "Consulte '\(command)' para mais informações.", "Consulta '\(command)' para más información.")
    }

    /// A mapper speaking this language, for AppModels' words (its dates and numbers are not used).
    var mapper: ServiceProviderModelMapper {
        let locale = pick("en_US", "fr_FR", "pt_PT", "es_ES")
        return ServiceProviderModelMapper(preferences: DisplayPreferences(locale: Locale(identifier: locale),
                                                                          timeZone: TimeZone(secondsFromGMT: 0) ?? .current))
    }
}

/// "Error: <sentence>" for standard error: AppModels' word for the error and its sentence, in
/// the mapper's language.
func errorLine(_ text: String, mapper: ServiceProviderModelMapper) -> String {
    DemoLanguage(locale: mapper.preferences.locale).label(mapper.errorTitle) + text
}
