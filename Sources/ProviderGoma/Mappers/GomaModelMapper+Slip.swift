import Foundation
@_spi(ProviderKit) import ServicesProvider

/// What "k of n" a Goma system type means.
///
/// A GUESS, kept to this one function: the vendor's client has no list of system codes and
/// only echoes what allowed-types sends, and the vendor reference's `system_2_3` (label `2/3`)
/// is made up. The SDK reads the whole numbers of the code, else of the label: two or more give
/// k and n (`system_2_3`, `2/3`, `system-2/3`), one alone gives k with n unknown (`system_2`).
/// Should the real codes read otherwise (a name such as `trixie`, n first), change this function.
enum GomaSystemCode {
    /// The system's size k and, when the text says it, its number of selections n (k < n);
    /// `nil` when neither the code nor the label names a size.
    static func combination(code: String, label: String? = nil) -> (size: Int, of: Int?)? {
        let fromCode = numbers(code)
        let fromLabel = label.map(numbers) ?? []
        let picked: [Int]
        if fromCode.count >= 2 {
            picked = fromCode
        } else if fromLabel.count >= 2 {
            picked = fromLabel
        } else {
            picked = fromCode.isEmpty ? fromLabel : fromCode
        }
        guard let size = picked.first, size > 0 else { return nil }
        let of = picked.dropFirst().first
        if let of, of <= size { return nil }
        return (size, of)
    }

    /// The runs of ASCII digits, in order; none when a run is too long for an `Int` (the text
    /// then says nothing readable, rather than a wrong k or n).
    private static func numbers(_ text: String) -> [Int] {
        let runs = text.split { !($0.isASCII && $0.isNumber) }
        let values = runs.compactMap { Int($0) }
        return values.count == runs.count ? values : []
    }
}

extension GomaModelMapper {
    /// The bet type an allowed system entry gives a slip of `selectionCount` selections: a system
    /// of k when k is below the count and the entry's n (when it says one) is the count.
    static func systemType(_ entry: GomaModels.AllowedTicketTypes.SystemType, selectionCount: Int) -> BetType? {
        guard let combination = GomaSystemCode.combination(code: entry.type, label: entry.label),
              combination.size < selectionCount, combination.of.map({ $0 == selectionCount }) ?? true else { return nil }
        return .system(size: combination.size)
    }

    /// What the bookmaker allows for the slip: `single`, `multiple`, and each system entry as
    /// `.system(size:)` (only when `system` is allowed, as the vendor's client expands it), in
    /// the answer's order; unknown strings and entries no size can be read from are left out.
    /// Accepted when the slip's type is among them; the vendor says nothing about stakes.
    static func bettingOptions(_ allowed: GomaModels.AllowedTicketTypes, slip: BetSlip) -> BettingOptions {
        var types: [BetType] = []
        func add(_ type: BetType) { if !types.contains(type) { types.append(type) } }
        for raw in allowed.allowedTypes {
            switch raw.lowercased() {
            case "single": add(.single)
            case "multiple": add(.multiple)
            case "system":
                for entry in allowed.allowedSystemTypes {
                    if let type = systemType(entry, selectionCount: slip.selections.count) { add(type) }
                }
            default: continue
            }
        }
        return BettingOptions(isAccepted: types.contains(slip.type), allowedTypes: types)
    }

    /// The vendor's code for the slip's system, from its allowed types; `nil` when none means the
    /// slip's k of n.
    static func systemCode(_ allowed: GomaModels.AllowedTicketTypes, slip: BetSlip) -> String? {
        guard allowed.allowedTypes.contains(where: { $0.lowercased() == "system" }) else { return nil }
        return allowed.allowedSystemTypes.first { systemType($0, selectionCount: slip.selections.count) == slip.type }?.type
    }

    /// What the vendor allows, for an error message: `single, multiple, 2/3`, or `nothing`.
    static func allowedTypesText(_ allowed: GomaModels.AllowedTicketTypes) -> String {
        var names: [String] = []
        for raw in allowed.allowedTypes {
            switch raw.lowercased() {
            case "single", "multiple": names.append(raw.lowercased())
            case "system": names += allowed.allowedSystemTypes.map(\.label)
            default: continue
            }
        }
        return names.isEmpty ? "nothing" : names.joined(separator: ", ")
    }
}
