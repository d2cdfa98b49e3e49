import Foundation

/// One measured figure and its target. `rounds` are the per-round values whose median is
/// `value`, printed so a noisy run can be told from a real regression.
struct TargetResult {
    enum Bound { case atMost, atLeast }

    let name: String
    let value: Double
    let target: Double
    let bound: Bound
    let rounds: [Double]

    /// This machine's noise: a median further than this past its target fails the run.
    static let tolerance = 0.20

    var meetsTarget: Bool { bound == .atMost ? value <= target : value >= target }

    /// Missed by more than the tolerance: the benchmark exits non-zero.
    var failsGate: Bool {
        bound == .atMost ? value > target * (1 + Self.tolerance) : value < target * (1 - Self.tolerance)
    }

    var line: String {
        let verdict = meetsTarget ? "met" : failsGate ? "MISSED by more than \(Int(Self.tolerance * 100))%" : "missed, within noise"
        let sign = bound == .atMost ? "≤" : "≥"
        let perRound = rounds.isEmpty ? "" : "  rounds: " + rounds.sorted().map { format($0, 2) }.joined(separator: " ")
        return "  \(name) = \(formatFigure(value))  (target \(sign) \(formatFigure(target)); \(verdict))\(perRound)"
    }

    private func formatFigure(_ value: Double) -> String {
        value >= 10_000 ? String(Int(value)) : format(value, 2)
    }
}

/// Every target of the run, reported together at the end.
@MainActor var results: [TargetResult] = []

@MainActor func record(_ name: String, _ value: Double, target: Double, _ bound: TargetResult.Bound, rounds: [Double] = []) {
    results.append(TargetResult(name: name, value: value, target: target, bound: bound, rounds: rounds))
}

/// Prints every target and exits 1 when any median missed its target by more than the noise.
@MainActor func reportTargetsAndExit() -> Never {
    print("\nTargets (each a median; a miss by more than \(Int(TargetResult.tolerance * 100))% fails the run)")
    for result in results { print(result.line) }
    let failed = results.filter(\.failsGate)
    if failed.isEmpty {
        print("All \(results.count) targets within tolerance.")
        exit(0)
    }
    print("error: \(failed.count) of \(results.count) targets missed by more than \(Int(TargetResult.tolerance * 100))%: \(failed.map(\.name).joined(separator: ", "))")
    exit(1)
}
