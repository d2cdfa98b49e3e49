import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

/// Every user-facing string AppModels makes exists in French, Portuguese and Spanish: none of
/// them falls back to the English one (or is left empty).
@Suite struct LocalizationTests {
    /// Every error case, with no vendor text (so the SDK's own sentence is shown).
    static let errors: [ServiceProviderError] = [
        .network(.cannotConnectToHost), .timedOut, .cancelled, .offline, .unauthorized, .sessionExpired, .forbidden, .notFound,
        .rateLimited(retryAfter: 30), .rateLimited(retryAfter: nil), .server(status: 500, message: nil), .maintenance(message: nil),
        .invalidCredentials, .accountLocked(until: nil), .validation(fields: []),
        .validation(fields: [.init(field: "email", code: "INVALID", message: "email must contain an @.")]),
        .conflict(message: nil), .insufficientFunds(message: nil), .limitExceeded(message: nil), .betRejected(message: nil),
        .cashoutValueChanged, .geoBlocked, .decoding(type: "Wallet", codingPath: "balance", debugDescription: "Expected a number."),
        .notSupported(feature: .systemBets, provider: "Goma"), .invalidRequest(message: "The stake must be greater than zero."),
        .invalidResponse(message: "Not HTTP."), .vendor(code: "X", message: nil),
    ]

    /// Every phrase, by name.
    static func phrases(_ language: Phrases.Language) -> [(String, String)] {
        let p = Phrases(language: language)
        return [
            ("inMinutes", p.inMinutes(5)), ("inHours", p.inHours(2)), ("startingNow", p.startingNow), ("today", p.today),
            ("tomorrow", p.tomorrow), ("live", p.live), ("notStarted", p.notStarted), ("suspended", p.suspended), ("ended", p.ended),
            ("postponed", p.postponed), ("cancelled", p.cancelled), ("halfTime", p.halfTime), ("single", p.single),
            ("multiple", p.multiple), ("system", p.system(2, of: 3)), ("betOpen", p.betOpen), ("betPending", p.betPending),
            ("betWon", p.betWon), ("betLost", p.betLost), ("betVoid", p.betVoid), ("betPush", p.betPush),
            ("betCashedOut", p.betCashedOut), ("betCancelled", p.betCancelled), ("accountLocked", p.accountLocked(until: "1/6")),
            ("draw", p.draw), ("over", p.over("2.5")), ("over(nil)", p.over(nil)), ("under", p.under("2.5")),
            ("under(nil)", p.under(nil)), ("yes", p.yes), ("no", p.no),
            ("consentGiven", p.consentGiven), ("consentRefused", p.consentRefused), ("consentUnanswered", p.consentUnanswered),
            ("required", p.required),
        ]
    }

    /// Phrases a language spells exactly as English does: Spanish "No". Each is checked to be
    /// that word, so nothing else can hide here.
    static let spelledAsInEnglish: [Phrases.Language: [String: String]] = [.spanish: ["no": "No"]]


    @Test(arguments: [Phrases.Language.french, .portuguese, .spanish])
    func noPhraseFallsBackToEnglish(language: Phrases.Language) {
        let english = Dictionary(uniqueKeysWithValues: Self.phrases(.english))
        for (name, text) in Self.phrases(language) {
            #expect(!text.isEmpty, "\(name) is empty in \(language)")
            if let same = Self.spelledAsInEnglish[language]?[name] {
                #expect(text == same, "\(name) in \(language)")
                continue
            }
            #expect(text != english[name], "\(name) is English in \(language): \(text)")
        }
    }

    @Test(arguments: [("fr_FR", Phrases.Language.french), ("pt_PT", .portuguese), ("es_ES", .spanish)])
    func noErrorFallsBackToEnglish(locale: String, language: Phrases.Language) {
        let mapper = ServiceProviderModelMapper(preferences: DisplayPreferences(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC") ?? .current))
        for error in Self.errors {
            let text = mapper.errorText(error)
            #expect(!text.isEmpty, "\(error) is empty in \(locale)")
            #expect(text != english.errorText(error), "\(error) is English in \(locale): \(text)")
            #expect(text == Phrases(language: language).error(error))
        }
    }

    @Test func aLanguageAppModelsDoesNotSpeakIsEnglishAndBrazilianPortugueseIsPortuguese() {
        #expect(Phrases(locale: Locale(identifier: "de_DE")).language == .english)
        #expect(Phrases(locale: Locale(identifier: "pt_BR")).language == .portuguese)
        #expect(Phrases(locale: Locale(identifier: "es_MX")).language == .spanish)
    }

    @Test func aVendorsOwnMessageIsShownAsWrittenInEveryLanguage() {
        let error = ServiceProviderError.betRejected(message: "Cotação alterada.")
        for mapper in [english, french, portuguese, spanish] { #expect(mapper.errorText(error) == "Cotação alterada.") }
    }

    /// The lists above are kept by hand; this keeps them whole. A phrase added to
    /// `Sources/AppModels/Formatting/Phrases.swift`, or an error case added to
    /// `ServiceProviderError`, fails here until `Tests/AppModelsTests/LocalizationTests.swift`
    /// checks it too.
    @Test func theListsCoverEveryPhraseAndEveryErrorCase() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        func declared(_ path: String, _ pattern: String) throws -> Set<String> {
            let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
            let range = NSRange(source.startIndex..., in: source)
            return Set(regex.matches(in: source, range: range).compactMap { Range($0.range(at: 1), in: source).map { String(source[$0]) } })
        }
        let phrases = try declared("Sources/AppModels/Formatting/Phrases.swift", #"^    (?:var|func) (\w+)"#).subtracting(["pick"])
        let listed = Set(Self.phrases(.english).map { String($0.0.prefix { $0 != "(" }) })
        #expect(phrases.count > 20) // the scan still finds the table's phrases
        for phrase in phrases.subtracting(listed).sorted() {
            Issue.record("Phrases.swift declares `\(phrase)`, which LocalizationTests.phrases(_:) does not check: add it there (Tests/AppModelsTests/LocalizationTests.swift)")
        }
        let cases = try declared("Sources/ServicesProvider/Errors/ServiceProviderError.swift", #"^    case (\w+)"#)
        let checkedCases = Set(Self.errors.map { String(String(reflecting: $0).prefix { $0 != "(" }) })
        #expect(cases.count > 20)
        for name in cases.subtracting(checkedCases).sorted() {
            Issue.record("ServiceProviderError.\(name) is not in LocalizationTests.errors: add it there (Tests/AppModelsTests/LocalizationTests.swift)")
        }
    }

    @Test func statusesAreInTheLocalesLanguage() {
        #expect(spanish.errorText(.unauthorized) == "Inicia sesión para continuar.")
        #expect(Phrases(language: .spanish).live == "En directo")
    }
}
