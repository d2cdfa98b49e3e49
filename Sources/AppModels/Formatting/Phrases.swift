import Foundation

/// The few words the SDK itself shows, in English, French and Portuguese (English for any
/// other language). Kept in code, not in a strings file, so the module carries no resources.
struct Phrases {
    enum Language { case english, french, portuguese }

    let language: Language

    init(locale: Locale) {
        switch locale.language.languageCode?.identifier {
        case "fr": language = .french
        case "pt": language = .portuguese
        default: language = .english
        }
    }

    private func pick(_ english: String, _ french: String, _ portuguese: String) -> String {
        switch language {
        case .english: return english
        case .french: return french
        case .portuguese: return portuguese
        }
    }

    // MARK: Time

    func inMinutes(_ minutes: Int) -> String { pick("in \(minutes) min", "dans \(minutes) min", "dentro de \(minutes) min") }
    func inHours(_ hours: Int) -> String { pick("in \(hours) h", "dans \(hours) h", "dentro de \(hours) h") }
    var startingNow: String { pick("Starting now", "Imminent", "A começar") }
    var today: String { pick("Today", "Aujourd’hui", "Hoje") }
    var tomorrow: String { pick("Tomorrow", "Demain", "Amanhã") }

    // MARK: Events

    var live: String { pick("Live", "En direct", "Ao vivo") }
    var notStarted: String { pick("Not started", "À venir", "Por começar") }
    var suspended: String { pick("Suspended", "Suspendu", "Suspenso") }
    var ended: String { pick("Ended", "Terminé", "Terminado") }
    var postponed: String { pick("Postponed", "Reporté", "Adiado") }
    var cancelled: String { pick("Cancelled", "Annulé", "Cancelado") }
    var halfTime: String { pick("Half-time", "Mi-temps", "Intervalo") }

    // MARK: Bets

    var single: String { pick("Single", "Simple", "Simples") }
    var multiple: String { pick("Multiple", "Combiné", "Múltipla") }
    func system(_ size: Int, of count: Int) -> String { pick("System \(size)/\(count)", "Système \(size)/\(count)", "Sistema \(size)/\(count)") }
    var betOpen: String { pick("Open", "En cours", "Em aberto") }
    var betPending: String { pick("Awaiting confirmation", "En attente de confirmation", "A aguardar confirmação") }
    var betWon: String { pick("Won", "Gagné", "Ganha") }
    var betLost: String { pick("Lost", "Perdu", "Perdida") }
    var betVoid: String { pick("Void", "Annulé", "Anulada") }
    var betPush: String { pick("Stake returned", "Mise remboursée", "Aposta devolvida") }
    var betCashedOut: String { pick("Cashed out", "Encaissé", "Cash out feito") }
    var betCancelled: String { pick("Cancelled", "Annulé", "Cancelada") }

    // MARK: Errors

    func accountLocked(until date: String) -> String {
        pick("Your account is locked until \(date).", "Votre compte est bloqué jusqu’au \(date).", "A sua conta está bloqueada até \(date).")
    }
}
