import ArgumentParser
import Foundation
@_spi(ProviderKit) import ServicesProvider
import AppModels

/// `swift run SportsbookDemo` runs the whole app journey over a provider's built-in sandbox;
/// `decode` turns a recorded vendor response into domain and app models.
@main
struct SportsbookDemo: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Runs a sportsbook journey through ServicesProvider, over the sandbox or a real back end.",
        subcommands: [Journey.self, Decode.self],
        defaultSubcommand: Journey.self)
}

/// The provider a command talks to: one vendor, or a sportsbook vendor with the Goma CMS for
/// the home page (`ComposedProvider`, over the sandbox).
enum ProviderName: String, ExpressibleByArgument, CaseIterable {
    case everymatrix, goma, sportradar
    case everymatrixWithGomaCMS = "everymatrix+goma-cms"
    case sportradarWithGomaCMS = "sportradar+goma-cms"

    /// The names, as `--help` lists them.
    static let choices = allCases.map(\.rawValue).joined(separator: ", ")
}

/// Display options shared by the commands.
struct DisplayOptions: ParsableArguments {
    @Option(help: "Locale for money, odds, dates and sentences: en, fr, pt or es, alone or with a region (e.g. en_US, fr_FR, pt_BR).")
    var locale = "en_US"

    /// The languages AppModels speaks; another would show English sentences under foreign numbers.
    static let languages = ["en", "fr", "pt", "es"]

    @Option(help: "Odds format: decimal, fractional or american.")
    var odds = "decimal"

    @Option(help: "Time zone identifier for kickoff times.")
    var timeZone = "UTC"

    func mapper() throws -> ServiceProviderModelMapper {
        guard let format = OddsFormat(rawValue: odds) else {
            throw ValidationError("--odds must be one of: \(OddsFormat.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let zone = TimeZone(identifier: timeZone) else { throw ValidationError("Unknown time zone '\(timeZone)'.") }
        return ServiceProviderModelMapper(preferences: DisplayPreferences(locale: try supportedLocale(), timeZone: zone, oddsFormat: format))
    }

    /// The `--locale`, if AppModels speaks its language and its region (if any) exists.
    private func supportedLocale() throws -> Locale {
        let chosen = Locale(identifier: locale)
        let known = chosen.language.languageCode.map { Self.languages.contains($0.identifier) } ?? false
        let region = chosen.region.map { Locale.Region.isoRegions.contains($0) } ?? true
        guard known, region, !locale.isEmpty else {
            throw ValidationError("Unsupported locale '\(locale)'. Supported: \(Self.languages.joined(separator: ", ")), "
                                  + "alone or with a region (e.g. en_US, fr_FR, pt_BR, es_ES).")
        }
        return chosen
    }
}

struct Journey: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Sign in, wallet, home page, casino lobby, live board and changes, event page, search, pre-live list, a bet and its cashout, my bets, limits, sign out.")

    @Option(help: ArgumentHelp("\(ProviderName.choices)."))
    var provider: ProviderName = .everymatrix

    @OptionGroup var environment: EnvironmentOptions
    @OptionGroup var display: DisplayOptions

    @Option(help: "How many live changes to show.")
    var liveChanges = 5

    @Option(help: "Seconds to wait for live data.")
    var liveWait: Double = 3

    func run() async throws {
        let mapper = try display.mapper()
        let client = try environment.client(for: provider)
        let credentials = LoginCredentials(username: environment.username, password: environment.password)
        print("ServicesProvider demo — \(provider.rawValue) \(environment.isSandbox ? "(built-in sandbox)" : "(\(printableBaseURL))")")
        do {
            try await DemoFlow(client: client, credentials: credentials, mapper: mapper,
                               liveChangeLimit: liveChanges, liveWait: liveWait).run()
        } catch {
            // A vendor's message may echo what it was sent: hide the password and key the demo holds.
            let shown = Redactor().error(error, hiding: [environment.password] + (environment.apiKey.map { [$0] } ?? []))
            printError(errorLine(mapper.errorText(shown), mapper: mapper))
            printDebugDetails(shown)
            throw ExitCode.failure
        }
    }

    /// The base URL as the banner shows it: user info and secret query values hidden.
    private var printableBaseURL: String {
        Redactor().url(environment.baseURL.flatMap(URL.init(string:)))
    }

    private func printDebugDetails(_ error: ServiceProviderError) {
        if case .decoding(let type, let path, let debug) = error {
            printError("  (decoding \(type) failed at '\(path)': \(debug) — try `decode` on the response)")
        } else {
            // The case with its status, vendor code or field codes (never a token).
            printError("  (\(String(reflecting: error)))")
        }
    }
}
