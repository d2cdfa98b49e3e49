import AppModels
import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ProviderGoma
@_spi(ProviderKit) import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider

/// The path a vendor body takes through the SDK, as one call, for the `Fuzz/` package's
/// mutation fuzzer and libFuzzer targets and for the regression corpus tests (not a supported
/// API): decode a named response and map it to the domain (the provider's `ResponseDecoding`
/// table), map the domain value to app models with several `DisplayPreferences` (decimal,
/// fractional and American odds; `en_US`, `fr_FR`, `pt_PT`), build bet slips from the outcomes
/// found, and for EveryMatrix's `live` the aggregator live path (``EveryMatrixLiveReplay``).
/// Every input must end in a value or a typed error; a crash is a bug.
@_spi(Fuzzing) public enum FuzzPipeline {
    /// The response name that runs the EveryMatrix live path instead of a decode table entry.
    public static let live = "live"

    /// How one input ended.
    public enum Ending: Sendable, Equatable {
        /// Decoded and mapped; the number of app-model strings produced.
        case value(Int)
        /// A typed error (the app shows its text).
        case failed(ServiceProviderError)
        /// A bug that is not a crash: the aggregator's decoder and JSONDecoder made different
        /// records (or different errors) of a payload, described. The fuzzer counts it as a
        /// failure and saves the input; the regression tests fail on it.
        case decoderMismatch(String)
    }

    /// The stage an input is in, told to the `stage` callback (so a crash names where it happened).
    public enum Stage: String, Sendable {
        /// Decoding and mapping to the domain.
        case decode
        /// The EveryMatrix live path: store, mapping, changes.
        case live
        /// EveryMatrix aggregator payloads decoded by the aggregator's decoder and by
        /// JSONDecoder: any difference ends the input as ``Ending/decoderMismatch(_:)``.
        case decoderDifferential
        /// Mapping domain values to app models.
        case appModels
        /// Bet slips built from the outcomes found.
        case slip
        /// The error's text for the user.
        case errorText
    }

    /// The providers and the response names each decodes (`live` included for EveryMatrix).
    public static let responses: [String: [String]] = [
        "everymatrix": EveryMatrixProvider.decodableResponses + [live],
        "goma": GomaProvider.decodableResponses,
        "sportradar": SportRadarProvider.decodableResponses,
    ]

    /// The mappers every value goes through: each odds format, three locales, both kick-off styles.
    public static let mappers: [ServiceProviderModelMapper] = {
        let now = Date(timeIntervalSince1970: 1_717_236_000)
        func mapper(_ locale: String, _ zone: String, _ odds: OddsFormat, _ kickoff: KickoffStyle) -> ServiceProviderModelMapper {
            ServiceProviderModelMapper(preferences: DisplayPreferences(locale: Locale(identifier: locale),
                                                                       timeZone: TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? .current,
                                                                       oddsFormat: odds, kickoffStyle: kickoff),
                                       now: { now })
        }
        return [mapper("en_US", "America/New_York", .fractional, .relative),
                mapper("fr_FR", "Europe/Paris", .american, .absolute),
                mapper("pt_PT", "Europe/Lisbon", .decimal, .relative)]
    }()

    /// Runs `data` as the `response` of `provider` through every path.
    /// - Parameters:
    ///   - systemSize: the size of the system slip built from `n` outcomes found (n ≥ 2), in `1..<n`.
    ///   - stage: told when each stage starts.
    public static func run(provider: String, response: String, data: Data,
                           systemSize: (Int) -> Int = { _ in 1 },
                           stage: (Stage) -> Void = { _ in }) -> Ending {
        var produced = 0
        if provider == "everymatrix" && (response == live || response == "aggregator") {
            stage(.decoderDifferential)
            if let mismatch = decoderMismatch(in: response == live ? splitTopLevelArray(data) + [data] : [data]) {
                return .decoderMismatch(mismatch)
            }
        }
        do throws(ServiceProviderError) {
            var values: [any Sendable] = []
            if provider == "everymatrix" && response == live {
                stage(.live)
                for step in try EveryMatrixLiveReplay.replay(splitTopLevelArray(data)) {
                    values.append(step.events)
                    values.append(step.list)
                    values.append(step.changes)
                }
            } else {
                stage(.decode)
                values.append(try decode(provider: provider, response: response, data: data))
            }
            stage(.appModels)
            for value in values { produced += appModels(value) }
            stage(.slip)
            produced += slips(outcomes(in: values), systemSize: systemSize)
            return .value(produced)
        } catch {
            stage(.errorText)
            for mapper in mappers { produced += mapper.errorText(error).count }
            return .failed(error)
        }
    }

    /// The first payload the aggregator's decoder and JSONDecoder decode differently (records,
    /// or kind of error), described; nil when they agree on all.
    private static func decoderMismatch(in payloads: [Data]) -> String? {
        for payload in payloads {
            guard let (reference, reader) = AggregatorDecoderOracle.mismatch(payload) else { continue }
            return "the aggregator decoder differs from JSONDecoder on \(payload.count) bytes: JSONDecoder \(reference.description.prefix(300)), reader \(reader.description.prefix(300))"
        }
        return nil
    }

    private static func decode(provider: String, response: String, data: Data) throws(ServiceProviderError) -> any Sendable {
        switch provider {
        case "everymatrix": return try EveryMatrixProvider.decodeResponse(response, from: data)
        case "goma": return try GomaProvider.decodeResponse(response, from: data)
        case "sportradar": return try SportRadarProvider.decodeResponse(response, from: data)
        default: throw .invalidRequest(message: "Unknown provider '\(provider)'.")
        }
    }

    /// Maps a domain value (or anything holding domain values) to app models with every mapper;
    /// returns the number of characters produced.
    private static func appModels(_ value: any Sendable) -> Int {
        var count = 0
        for mapper in mappers {
            switch value {
            case let events as [Event]:
                for event in events { count += eventText(event, mapper) }
            case let event as Event:
                count += eventText(event, mapper)
            case let wallet as UserWallet:
                count += "\(mapper.walletSummary(wallet))".count
            case let bets as [Bet]:
                for bet in bets { count += "\(mapper.betTicket(bet))".count }
            case let bet as Bet:
                count += "\(mapper.betTicket(bet))".count
            case let layout as HomeLayout:
                count += mapper.homeScreen(layout, isSignedIn: true).widgets.count + mapper.homeScreen(layout, isSignedIn: false).widgets.count
            default:
                // Everything else: format each money, odds and date it holds.
                count += formatLeaves(value, mapper, depth: 0)
            }
        }
        return count
    }

    private static func eventText(_ event: Event, _ mapper: ServiceProviderModelMapper) -> Int {
        var count = "\(mapper.eventItem(event))".count + mapper.kickoffText(event.startDate).count + mapper.dateTimeText(event.startDate).count
        for market in mapper.marketItems(event.markets) { count += market.outcomes.reduce(0) { $0 + $1.oddsText.count } }
        for market in event.markets {
            for outcome in market.outcomes {
                for format in OddsFormat.allCases { count += mapper.text(for: outcome.odds, format: format).count }
            }
        }
        return count
    }

    private static func formatLeaves(_ value: Any, _ mapper: ServiceProviderModelMapper, depth: Int) -> Int {
        guard depth < 12 else { return 0 }
        switch value {
        case let money as Money: return mapper.text(for: money).count
        case let odds as Odds: return OddsFormat.allCases.reduce(0) { $0 + mapper.text(for: odds, format: $1).count }
        case let date as Date: return mapper.absoluteText(date).count + mapper.kickoffText(date).count
        case let error as ServiceProviderError: return mapper.errorText(error).count
        case is String, is Int, is Decimal, is Bool, is Double: return 1
        default:
            return Mirror(reflecting: value).children.reduce(0) { $0 + formatLeaves($1.value, mapper, depth: depth + 1) }
        }
    }

    private static func outcomes(in values: [any Sendable]) -> [(event: Event, market: Market, outcome: ServicesProvider.Outcome)] {
        var found: [(event: Event, market: Market, outcome: ServicesProvider.Outcome)] = []
        for value in values {
            let events: [Event]
            switch value {
            case let list as [Event]: events = list
            case let event as Event: events = [event]
            default: continue
            }
            for event in events {
                for market in event.markets {
                    for outcome in market.outcomes { found.append((event, market, outcome)) }
                }
            }
            if !found.isEmpty { break }  // the first list is enough: later steps repeat it
        }
        return found
    }

    /// The slips an app builds from the selections: singles, a multiple and a system.
    private static func slips(_ picks: [(event: Event, market: Market, outcome: ServicesProvider.Outcome)], systemSize: (Int) -> Int) -> Int {
        let selections = picks.prefix(64).map { BetSelection(eventId: $0.event.id, marketId: $0.market.id, outcomeId: $0.outcome.id, odds: $0.outcome.odds) }
        guard !selections.isEmpty else { return 0 }
        var types: [BetType] = [.single, .multiple]
        if selections.count >= 2 { types.append(.system(size: systemSize(selections.count))) }
        var count = 0
        for type in types {
            let slip = BetSlip(selections: selections, type: type, stakePerBet: Money(amount: 2, currency: "EUR"))
            _ = try? slip.validate()
            let potential = PotentialReturn(numberOfBets: slip.numberOfBets, totalStake: slip.totalStake,
                                            potentialReturn: slip.totalStake, totalOdds: selections.first?.odds)
            for mapper in mappers { count += "\(mapper.betSlipSummary(slip, potentialReturn: potential))".count }
        }
        return count
    }

    /// The elements of a top-level JSON array as separate payloads (as the live feed receives
    /// them one by one); anything else, or a body that does not scan, is one payload.
    public static func splitTopLevelArray(_ data: Data) -> [Data] {
        let bytes = [UInt8](data)
        var index = 0
        func skipSpace() { while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 } }
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return [data] }
        index += 1
        var parts: [Data] = []
        var depth = 0, start = index, inString = false, escaped = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if depth == 0 {
                        let part = Data(bytes[start..<index])
                        if part.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) { parts.append(part) }
                        return parts.isEmpty ? [data] : parts
                    }
                    depth -= 1
                case UInt8(ascii: ","):
                    if depth == 0 {
                        parts.append(Data(bytes[start..<index]))
                        start = index + 1
                    }
                default: break
                }
            }
            index += 1
        }
        return [data]  // unterminated: the whole body, which the dump decode rejects
    }
}
