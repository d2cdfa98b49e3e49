import Foundation
import ServicesProvider

/// The words and sentences AppModels shows, in English, French, Portuguese and Spanish (English
/// for any other language), chosen by ``DisplayPreferences/locale``. Kept in code, not in a
/// strings file, so the module carries no resources; every phrase takes all four languages, so
/// none can fall back to English by omission.
struct Phrases {
    /// The languages AppModels speaks.
    enum Language: CaseIterable { case english, french, portuguese, spanish }

    let language: Language

    init(locale: Locale) {
        switch locale.language.languageCode?.identifier {
        case "fr": language = .french
        case "pt": language = .portuguese
        case "es": language = .spanish
        default: language = .english
        }
    }

    init(language: Language) {
        self.language = language
    }

    func pick(_ english: String, _ french: String, _ portuguese: String, _ spanish: String) -> String {
        switch language {
        case .english: return english
        case .french: return french
        case .portuguese: return portuguese
        case .spanish: return spanish
        }
    }

    // MARK: Time

    func inMinutes(_ minutes: Int) -> String {
        pick("in \(minutes) min", "dans \(minutes) min", "dentro de \(minutes) min", "en \(minutes) min")
    }
    func inHours(_ hours: Int) -> String { pick("in \(hours) h", "dans \(hours) h", "dentro de \(hours) h", "en \(hours) h") }
    var startingNow: String { pick("Starting now", "Imminent", "A começar", "Empieza ya") }
    var today: String { pick("Today", "Aujourd’hui", "Hoje", "Hoy") }
    var tomorrow: String { pick("Tomorrow", "Demain", "Amanhã", "Mañana") }

    // MARK: Events

    var live: String { pick("Live", "En direct", "Ao vivo", "En directo") }
    var notStarted: String { pick("Not started", "À venir", "Por começar", "Por empezar") }
    var suspended: String { pick("Suspended", "Suspendu", "Suspenso", "Suspendido") }
    var ended: String { pick("Ended", "Terminé", "Terminado", "Finalizado") }
    var postponed: String { pick("Postponed", "Reporté", "Adiado", "Aplazado") }
    var cancelled: String { pick("Cancelled", "Annulé", "Cancelado", "Cancelado") }
    var halfTime: String { pick("Half-time", "Mi-temps", "Intervalo", "Descanso") }

    // MARK: Live connection

    var connecting: String { pick("Connecting…", "Connexion…", "A ligar…", "Conectando…") }
    var reconnecting: String { pick("Reconnecting…", "Reconnexion…", "A restabelecer a ligação…", "Reconectando…") }
    var offline: String { pick("Offline", "Hors ligne", "Sem ligação", "Sin conexión") }

    /// One level of a live period with its ordinal, agreeing with the noun's gender:
    /// `2nd set` / `2e set` / `2.º set`, `1st half` / `1re mi-temps` / `1.ª parte`.
    func periodPart(_ part: EventPeriod.Part) -> String {
        let number = part.number
        let english = Self.englishOrdinal(number)
        switch part.kind {
        case .half:
            let french = Self.frenchOrdinal(number, feminine: true)
            return pick("\(english) half", "\(french) mi-temps", "\(number).ª parte", "\(number).ª parte")
        case .set:
            let french = Self.frenchOrdinal(number, feminine: false)
            return pick("\(english) set", "\(french) set", "\(number).º set", "\(number).º set")
        case .game:
            let french = Self.frenchOrdinal(number, feminine: false)
            return pick("\(english) game", "\(french) jeu", "\(number).º jogo", "\(number).º juego")
        }
    }

    /// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
    static func englishOrdinal(_ number: Int) -> String {
        let lastTwo = number % 100
        if (11...13).contains(lastTwo) { return "\(number)th" }
        switch number % 10 {
        case 1: return "\(number)st"
        case 2: return "\(number)nd"
        case 3: return "\(number)rd"
        default: return "\(number)th"
        }
    }

    /// `1er` or `1re` (by the noun's gender), then `2e`, `3e`…
    static func frenchOrdinal(_ number: Int, feminine: Bool) -> String {
        guard number == 1 else { return "\(number)e" }
        return feminine ? "1re" : "1er"
    }

    // MARK: Bets

    var single: String { pick("Single", "Simple", "Simples", "Sencilla") }
    var multiple: String { pick("Multiple", "Combiné", "Múltipla", "Combinada") }
    func system(_ size: Int, of count: Int) -> String {
        pick("System \(size)/\(count)", "Système \(size)/\(count)", "Sistema \(size)/\(count)", "Sistema \(size)/\(count)")
    }
    var betOpen: String { pick("Open", "En cours", "Em aberto", "Abierta") }
    var betPending: String { pick("Awaiting confirmation", "En attente de confirmation", "A aguardar confirmação", "Pendiente de confirmación") }
    var betWon: String { pick("Won", "Gagné", "Ganha", "Ganada") }
    var betLost: String { pick("Lost", "Perdu", "Perdida", "Perdida") }
    var betVoid: String { pick("Void", "Annulé", "Anulada", "Anulada") }
    var betPush: String { pick("Stake returned", "Mise remboursée", "Aposta devolvida", "Apuesta devuelta") }
    var betCashedOut: String { pick("Cashed out", "Encaissé", "Cash out feito", "Cobrada") }
    var betCancelled: String { pick("Cancelled", "Annulé", "Cancelada", "Cancelada") }

    // MARK: Account

    var consentGiven: String { pick("Accepted", "Accepté", "Aceite", "Aceptado") }
    var consentRefused: String { pick("Declined", "Refusé", "Recusado", "Rechazado") }
    var consentUnanswered: String { pick("Not answered", "Sans réponse", "Sem resposta", "Sin respuesta") }
    var required: String { pick("Required", "Obligatoire", "Obrigatório", "Obligatorio") }

    // MARK: Casino

    /// The payout rate's label and its percent, as each language writes a percent.
    func payoutRate(_ number: String) -> String {
        pick("RTP \(number)%", "TRJ \(number) %", "Retorno \(number)%", "RTP \(number) %")
    }
    var newGame: String { pick("New", "Nouveau", "Novo", "Nuevo") }

    // MARK: Outcomes

    var draw: String { pick("Draw", "Nul", "Empate", "Empate") }
    /// `Over 2.5`, or `Over` when the line is unknown.
    func over(_ line: String?) -> String {
        guard let line else { return pick("Over", "Plus", "Mais", "Más") }
        return pick("Over \(line)", "Plus de \(line)", "Mais de \(line)", "Más de \(line)")
    }
    /// `Under 2.5`, or `Under` when the line is unknown.
    func under(_ line: String?) -> String {
        guard let line else { return pick("Under", "Moins", "Menos", "Menos") }
        return pick("Under \(line)", "Moins de \(line)", "Menos de \(line)", "Menos de \(line)")
    }
    var yes: String { pick("Yes", "Oui", "Sim", "Sí") }
    /// Spanish "No" is spelt as the English word (`LocalizationTests` knows it).
    var no: String { pick("No", "Non", "Não", "No") }
}
