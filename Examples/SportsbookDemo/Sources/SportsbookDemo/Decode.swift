import ArgumentParser
import Foundation
@_spi(ProviderKit) import ServicesProvider
import AppModels
import ProviderEveryMatrix
import ProviderGoma
import ProviderSportRadar

/// Decodes a recorded vendor response and prints the domain (and app) models, or the exact
/// coding path that failed: the tool for runtime decoding failures.
struct Decode: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Decode a recorded vendor response into domain and app models.",
        discussion: "Example: decode --provider goma --response wallet Sources/ServicesProviderTesting/SandboxFixtures/goma/wallet.json")

    @Option(help: "everymatrix, goma or sportradar.")
    var provider: ProviderName

    @Option(help: "The response type (run with --list to see them).")
    var response: String?

    @Flag(help: "List the response types the provider decodes.")
    var list = false

    @OptionGroup var display: DisplayOptions

    @Argument(help: "The file holding the response body.")
    var file: String?

    func run() async throws {
        guard let decoder = Self.decoder(for: provider) else {
            throw ValidationError("decode reads one vendor's payload: --provider everymatrix, goma or sportradar")
        }
        if list {
            print(decoder.names.joined(separator: "\n"))
            return
        }
        guard let response, let file else { throw ValidationError("Give --response TYPE and FILE (or --list).") }
        guard decoder.names.contains(response) else {
            throw ValidationError("Unknown response type '\(response)' for \(provider.rawValue). Known: \(decoder.names.joined(separator: ", ")).")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw ValidationError("Cannot read \(file): \(error.localizedDescription)")
        }
        let mapper = try display.mapper()
        let preview = AppModelPreview(mapper: mapper)
        do throws(ServiceProviderError) {
            let value = try decoder.decode(response, data)
            print("== Domain ==")
            // Not `dump`: it prints a Decimal's internals, where a reader looks for 125.5.
            print(DomainDump.lines(value).joined(separator: "\n"))
            if let appModel = preview.describe(value) {
                print("\n== App model ==")
                print(appModel)
            }
        } catch {
            switch error {
            case .decoding(let type, let path, let debug):
                printError("Decoding \(type) failed at '\(path.isEmpty ? "<root>" : path)': \(debug)")
            default:
                printError(errorLine(mapper.errorText(error), mapper: mapper))
            }
            throw ExitCode.failure
        }
    }

    private struct ProviderDecoder {
        let names: [String]
        let decode: (String, Data) throws(ServiceProviderError) -> any Sendable
    }

    /// The vendor's decode table; `nil` for a composition (a payload is one vendor's).
    private static func decoder(for provider: ProviderName) -> ProviderDecoder? {
        func make<P: ResponseDecoding>(_ type: P.Type) -> ProviderDecoder {
            ProviderDecoder(names: P.decodableResponses) { name, data throws(ServiceProviderError) in try P.decodeResponse(name, from: data) }
        }
        switch provider {
        case .everymatrix: return make(EveryMatrixProvider.self)
        case .goma: return make(GomaProvider.self)
        case .sportradar: return make(SportRadarProvider.self)
        case .everymatrixWithGomaCMS, .sportradarWithGomaCMS: return nil
        }
    }
}

/// Maps the domain values the app layer knows into their display form.
struct AppModelPreview {
    let mapper: ServiceProviderModelMapper

    func describe(_ value: any Sendable) -> String? {
        switch value {
        case let wallet as UserWallet:
            return "\(mapper.walletSummary(wallet))"
        case let event as Event:
            return "\(mapper.eventItem(event))"
        case let events as [Event]:
            return events.map { "\(mapper.eventItem($0))" }.joined(separator: "\n")
        case let bet as Bet:
            return "\(mapper.betTicket(bet))"
        case let bets as [Bet]:
            return bets.map { "\(mapper.betTicket($0))" }.joined(separator: "\n")
        case let layout as HomeLayout:
            return "signed in: \(mapper.homeScreen(layout, isSignedIn: true))\nsigned out: \(mapper.homeScreen(layout, isSignedIn: false))"
        default:
            return nil
        }
    }
}
