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

    /// Texts a language spells exactly as English does, by language and English text: Spanish
    /// "No" and "Error". Each is checked to be that word, so nothing else can hide here.
    static let spelledAsInEnglish: [Int: Set<String>] = [3: ["No", "Error"]]

    /// Every `pick(english, french, portuguese, spanish)` of the phrase tables, read from their
    /// source, so a phrase added there is checked with no list to keep here.
    static func picks() throws -> [(file: String, arguments: [String])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try ["Phrases.swift", "Phrases+Errors.swift"].flatMap { file in
            let source = try String(contentsOf: root.appendingPathComponent("Sources/AppModels/Formatting/\(file)"), encoding: .utf8)
            return PickScanner.calls(in: source).map { (file, $0) }
        }
    }

    @Test func noPhraseFallsBackToEnglish() throws {
        let picks = try Self.picks()
        #expect(picks.count > 50) // the scanner still finds the tables' phrases
        for (file, arguments) in picks {
            #expect(arguments.count == 4, "\(file): a pick takes the four languages: \(arguments)")
            guard arguments.count == 4 else { continue }
            for (index, text) in arguments.enumerated() where index > 0 {
                #expect(text != "\"\"", "\(file): an empty text in \(arguments)")
                // The English of an error is its own message (an expression), checked at run time below.
                guard arguments[0].hasPrefix("\"") else { continue }
                if Self.spelledAsInEnglish[index]?.contains(String(text.dropFirst().dropLast())) == true { continue }
                #expect(text != arguments[0], "\(file): \(text) is the English text in language \(index) of \(arguments)")
            }
        }
    }

    @Test func theScannerReadsInterpolationsAndExpressions() {
        let source = #"""
            var a: String { pick("Over \(line)", "Plus de \(line)", "Mais", "Más") }
            func b() -> String { pick(english,
                                      "Non", "Não", "No") }
            func pick(_ english: String) {}
            """#
        #expect(PickScanner.calls(in: source) == [[#""Over \(line)""#, #""Plus de \(line)""#, #""Mais""#, #""Más""#],
                                                 ["english", #""Non""#, #""Não""#, #""No""#]])
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

    /// ``errors`` is kept by hand (a case takes values); this keeps it whole: an error case added
    /// to `ServiceProviderError` fails here until `Tests/AppModelsTests/LocalizationTests.swift`
    /// lists it too.
    @Test func theErrorListCoversEveryErrorCase() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        func declared(_ path: String, _ pattern: String) throws -> Set<String> {
            let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let regex = try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
            let range = NSRange(source.startIndex..., in: source)
            return Set(regex.matches(in: source, range: range).compactMap { Range($0.range(at: 1), in: source).map { String(source[$0]) } })
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

/// Finds the argument lists of `pick(` calls in Swift source, each argument as written: a string
/// literal with its quotes (interpolations kept), or an expression.
enum PickScanner {
    static func calls(in source: String) -> [[String]] {
        let characters = Array(source)
        var calls: [[String]] = []
        var index = 0
        let marker = Array("pick(")
        while index + marker.count <= characters.count {
            guard Array(characters[index..<index + marker.count]) == marker,
                  index == 0 || !(characters[index - 1].isLetter || characters[index - 1].isNumber),
                  !String(characters[max(0, index - 5)..<index]).hasSuffix("func ") else {
                index += 1
                continue
            }
            index += marker.count
            var arguments: [String] = []
            var current = ""
            var depth = 0
            var inString = false
            while index < characters.count {
                let character = characters[index]
                if inString {
                    current.append(character)
                    if character == "\\", index + 1 < characters.count, characters[index + 1] == "(" {
                        // An interpolation: copy up to its closing parenthesis.
                        var nested = 0
                        repeat {
                            index += 1
                            current.append(characters[index])
                            if characters[index] == "(" { nested += 1 } else if characters[index] == ")" { nested -= 1 }
                        } while nested > 0 && index + 1 < characters.count
                    } else if character == "\\", index + 1 < characters.count {
                        index += 1
                        current.append(characters[index])
                    } else if character == "\"" {
                        inString = false
                    }
                } else if character == "\"" {
                    inString = true
                    current.append(character)
                } else if character == "(" {
                    depth += 1
                    current.append(character)
                } else if character == ")" && depth > 0 {
                    depth -= 1
                    current.append(character)
                } else if character == ")" || character == "," && depth == 0 {
                    arguments.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                    current = ""
                    if character == ")" { break }
                } else {
                    current.append(character)
                }
                index += 1
            }
            calls.append(arguments)
        }
        return calls
    }
}
