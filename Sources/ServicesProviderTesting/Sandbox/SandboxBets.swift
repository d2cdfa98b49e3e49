import Foundation

/// Slip arithmetic the sandboxes share, so each answers a slip's returns as stake × odds.
enum SandboxBets {
    /// Every combination of `size` of the values, in order (a system's bets, each as its legs' odds).
    static func combinations(_ values: [Decimal], size: Int) -> [[Decimal]] {
        guard size > 0 else { return [[]] }
        guard values.count >= size, let first = values.first else { return [] }
        let rest = Array(values.dropFirst())
        return combinations(rest, size: size - 1).map { [first] + $0 } + combinations(rest, size: size)
    }
}
