import Foundation
import Testing
@_spi(Benchmarks) import ServicesProviderTooling

/// The benchmark's end-to-end workload runs (a small board, both sides), so `Benchmarks/` never
/// waits on a workload that cannot complete.
@Suite struct SnapshotWorkloadTests {
    @Test func bothSidesReceiveEachBatch() async throws {
        for side in [EveryMatrixBenchmarkSupport.SnapshotWorkload.Side.liveEvents, .liveChanges] {
            let workload = try await EveryMatrixBenchmarkSupport.SnapshotWorkload(entities: 220, side: side)
            let times = try await workload.run(batches: 3)
            #expect(times.count == 3)
        }
    }
}
