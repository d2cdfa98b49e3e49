import Foundation
@_spi(Benchmarks) import ServicesProviderTooling

/// The medians ``snapshotBenchmark(quick:)`` reports (seconds per batch of ten odds changes).
struct SnapshotFigures {
    /// Per board size (entities): `liveEvents` and `liveChanges` cost per batch.
    var costs: [(entities: Int, liveEvents: Double, liveChanges: Double)]
    /// `liveEvents` cost(100k)/cost(1k), the median of the rounds' ratios (target ≤ 1.5).
    var eventsLargeToSmall: Double
    /// `liveEvents`/`liveChanges` at 100k, the median of the rounds' ratios (target ≤ 3).
    var eventsToChanges: Double
    /// The rounds' ratios behind the two medians.
    var largeToSmallRounds: [Double]
    var eventsToChangesRounds: [Double]
}

/// (d) What a batch of ten odds changes costs a `Client` consumer of `liveEvents` (a whole board)
/// and of `liveChanges` (the ten changes) on boards of about 1k, 10k and 100k entities, end to end
/// over an in-memory WebSocket: from the push to the consumer holding the result. Each round
/// times a few batches per board and side, alternating which side goes first, and takes the
/// median batch; the ratios are taken per round and their median reported.
@MainActor func snapshotBenchmark(quick: Bool) async throws -> SnapshotFigures {
    typealias Workload = EveryMatrixBenchmarkSupport.SnapshotWorkload
    print("\n(d) liveEvents vs liveChanges through Client, per batch of \(Workload.changesPerBatch) odds changes (median seconds)")
    let sizes = [1_000, 10_000, 100_000]
    var boards: [(events: Workload, changes: Workload)] = []
    for size in sizes {
        boards.append((try await Workload(entities: size, side: .liveEvents), try await Workload(entities: size, side: .liveChanges)))
    }
    let rounds = quick ? 9 : 21
    let batches = 5
    var events = Array(repeating: [Double](), count: sizes.count)
    var changes = events
    var largeToSmall: [Double] = [], eventsToChanges: [Double] = []
    // A warm-up round, not counted.
    for board in boards {
        _ = try await board.events.run(batches: batches)
        _ = try await board.changes.run(batches: batches)
    }
    for round in 0..<rounds {
        var roundEvents: [Double] = [], roundChanges: [Double] = []
        for board in boards {
            let first = round.isMultiple(of: 2)
            let a = median(try await (first ? board.events : board.changes).run(batches: batches))
            let b = median(try await (first ? board.changes : board.events).run(batches: batches))
            roundEvents.append(first ? a : b)
            roundChanges.append(first ? b : a)
        }
        for index in sizes.indices {
            events[index].append(roundEvents[index])
            changes[index].append(roundChanges[index])
        }
        largeToSmall.append(roundEvents[sizes.count - 1] / roundEvents[0])
        eventsToChanges.append(roundEvents[sizes.count - 1] / roundChanges[sizes.count - 1])
        let micro = { (value: Double) in format(value * 1e6, 0) }
        print("  round \(round + 1): liveEvents \(roundEvents.map(micro).joined(separator: "/")) µs, liveChanges \(roundChanges.map(micro).joined(separator: "/")) µs (1k/10k/100k)")
    }
    var costs: [(entities: Int, liveEvents: Double, liveChanges: Double)] = []
    for (index, board) in boards.enumerated() {
        let cost = (board.events.entityCount, median(events[index]), median(changes[index]))
        costs.append(cost)
        print("  board of \(cost.0) entities: liveEvents \(format(cost.1 * 1e6, 1)) µs, liveChanges \(format(cost.2 * 1e6, 1)) µs per batch")
    }
    let figures = SnapshotFigures(costs: costs, eventsLargeToSmall: median(largeToSmall), eventsToChanges: median(eventsToChanges),
                                  largeToSmallRounds: largeToSmall, eventsToChangesRounds: eventsToChanges)
    return figures
}

/// (d)'s two targets, with the consumer keeping each board until the next (issue 34).
@MainActor func recordSnapshotTargets(_ snapshots: SnapshotFigures) {
    record("liveEvents cost(100k)/cost(1k), boards kept", snapshots.eventsLargeToSmall, target: 1.5, .atMost, rounds: snapshots.largeToSmallRounds)
    record("liveEvents/liveChanges at 100k, boards kept", snapshots.eventsToChanges, target: 2, .atMost, rounds: snapshots.eventsToChangesRounds)
}
