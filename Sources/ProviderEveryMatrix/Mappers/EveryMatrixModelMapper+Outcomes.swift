import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// The kinds of the OUTCOME `headerNameKey`s the recorded feeds carry. Double chance
    /// (`home_draw`, `away_draw`, `home_away`) and any other key are ``OutcomeKind/other``.
    static let outcomeKinds: [String: OutcomeKind] = [
        "home": .home, "draw": .draw, "away": .away, "over": .over, "under": .under,
    ]

    /// What an OUTCOME's `code` selects, read past the score it starts from and its line.
    enum Selection: Equatable {
        /// One participant, by the vendor's id (`#P772`, `#P772 (-6.5)`, `(0-0) #P772 -1.5`).
        case participant(EveryMatrixModels.AggregatorId)
        /// The draw (`#D`).
        case draw
        /// Over or under a total (`#O 2.5`, `#U 2.5`).
        case over, under
    }

    /// The outcome's kind. `headerNameKey` is only the column the vendor shows the outcome in
    /// (correct scores, measured on recorded streams this repository does not hold, come under
    /// `home` or `away`, often the losing side's), so a side or the draw counts only where the
    /// outcome's `code` selects that very side (`home` and `#P` the home participant) or the
    /// draw (`#D`); a combined selection, a score or a code the SDK cannot read is
    /// ``OutcomeKind/other``. Over and under are the key's.
    static func outcomeKind(_ outcome: EveryMatrixModels.Outcome, home: EveryMatrixModels.AggregatorId?,
                            away: EveryMatrixModels.AggregatorId?) -> OutcomeKind {
        guard let kind = outcome.headerNameKey.flatMap({ outcomeKinds[$0] }) else { return .other }
        let stated: Selection?
        switch kind {
        case .home: stated = home.map(Selection.participant)
        case .away: stated = away.map(Selection.participant)
        case .draw: stated = .draw
        default: return kind
        }
        guard let stated, let code = outcome.code, selection(code) == stated else { return .other }
        return kind
    }

    /// What a `code` selects: an optional `(…)` first (the score the outcome starts from), then
    /// one selection token, then at most a line (`-1.5`, `(+6.5)`). `nil` for anything else
    /// (`#P1 #OR #D`, a bare score), so an outcome the SDK cannot read is never given a side.
    static func selection(_ code: String) -> Selection? {
        var rest = Substring(code)
        if rest.first == "(" {
            guard let close = rest.firstIndex(of: ")") else { return nil }
            rest = rest[rest.index(after: close)...]
        }
        let tokens = rest.split(separator: " ")
        guard let token = tokens.first, tokens.count <= 2, tokens.dropFirst().allSatisfy(isLine) else { return nil }
        switch token {
        case "#D": return .draw
        case "#O": return .over
        case "#U": return .under
        default:
            guard token.hasPrefix("#P"), token.count > 2 else { return nil }
            return .participant(EveryMatrixModels.AggregatorId(String(token.dropFirst(2))))
        }
    }

    /// A signed decimal, bare or in parentheses: `-1.5`, `0`, `(+6.5)`. Not `1-0` (a score).
    static func isLine(_ token: Substring) -> Bool {
        var number = token
        if number.first == "(", number.last == ")" { number = number.dropFirst().dropLast() }
        if number.first == "-" || number.first == "+" { number = number.dropFirst() }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } }
    }
}
