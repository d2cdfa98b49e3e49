import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Live diagnostics are one core counter per provider, read through `Client` for any provider
/// (no downcast), all zero where nothing is counted.
@Suite struct LiveDiagnosticsTests {
    /// A provider that declares nothing and implements nothing beyond its name.
    struct BareProvider: ServiceProvider {
        let name = "Bare"
        let features: Set<Feature> = []
    }

    @Test func aProviderWithoutALiveFeedReadsZero() {
        let client = Client(provider: BareProvider())
        #expect(client.liveDiagnostics == LiveFeedDiagnostics())
    }

    /// Goma polls whole lists: a body that does not decode fails the poll (which is retried),
    /// and mapping an event cannot fail, so there is nothing to count.
    @Test func gomaCountsNothing() async throws {
        let client = Client(provider: GomaSandbox.makeProvider())
        var lists = client.events.liveEvents(sport: .football).makeAsyncIterator()
        _ = try await lists.next()
        #expect(client.liveDiagnostics == LiveFeedDiagnostics())
    }

    @Test func theCounterAddsWhatItIsGivenAndStartsAtZero() {
        let counter = LiveDiagnosticsCounter()
        #expect(counter.current == LiveFeedDiagnostics())
        counter.add(LiveFeedDiagnostics(undecodableRecords: 1, unmodelledRecords: 2))
        counter.add(LiveFeedDiagnostics())
        counter.add(LiveFeedDiagnostics(unknownReferences: 3, staleMessages: 4))
        #expect(counter.current == LiveFeedDiagnostics(undecodableRecords: 1, unmodelledRecords: 2, unknownReferences: 3, staleMessages: 4))
    }

    /// Feeds of one provider add from their own tasks at once; no addition is lost.
    @Test func additionsFromManyTasksAreAllCounted() async {
        let counter = LiveDiagnosticsCounter()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<1_000 { counter.add(LiveFeedDiagnostics(undecodableRecords: 1)) }
                }
            }
        }
        #expect(counter.current == LiveFeedDiagnostics(undecodableRecords: 8_000))
    }
}
