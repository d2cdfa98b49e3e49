import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

@Suite("LiveStream")
struct LiveStreamTests {
    /// Compiles only because the stream's `Failure` is `ServiceProviderError`: the loop sits in a
    /// function that throws nothing else.
    private func drain<Element>(_ stream: LiveStream<Element>) async throws(ServiceProviderError) -> [Element] {
        var elements: [Element] = []
        for try await element in stream { elements.append(element) }
        return elements
    }

    @Test func theBufferedElementsArriveThenTheTypedError() async {
        let stream = LiveStream<Int> { continuation in
            continuation.yield(1)
            continuation.yield(2)
            continuation.finish(throwing: .offline)
            #expect(continuation.yield(3) == false, "nothing is accepted after the end")
        }
        var seen: [Int] = []
        do {
            for try await value in stream { seen.append(value) }
            Issue.record("expected .offline")
        } catch {
            #expect(error == .offline)  // `error` is a ServiceProviderError: no cast
        }
        #expect(seen == [1, 2])
        await #expect(throws: ServiceProviderError.notSupported(feature: .liveEvents, provider: "y")) {
            _ = try await drain(LiveStream<Int>.failing(.notSupported(feature: .liveEvents, provider: "y")))
        }
    }

    @Test func breakingOutStopsTheProducer() async throws {
        let (stopped, stop) = AsyncStream<Void>.makeStream()
        let stream = LiveStream<Int> { continuation in
            let task = Task {
                var next = 0
                while !Task.isCancelled {
                    next += 1
                    continuation.yield(next)
                    await Task.yield()
                }
                stop.yield()
            }
            continuation.onTermination { task.cancel() }
        }
        for try await value in stream where value == 3 { break }
        for await _ in stopped { break }  // returns only if the producer's task was cancelled
    }

    @Test func cancellingTheConsumerEndsTheStreamWithoutAnError() async throws {
        let terminated = Locked(false)
        let (stream, continuation) = LiveStream<Int>.makeStream()
        continuation.onTermination { terminated.withLock { $0 = true } }
        let consumer = Task { () throws(ServiceProviderError) -> [Int] in try await drain(stream) }
        continuation.yield(1)
        consumer.cancel()
        let received = try await consumer.value
        #expect(received.count <= 1)
        #expect(terminated.withLock { $0 })
    }

    @Test func aSnapshotStreamKeepsOnlyTheNewest() async throws {
        let (stream, continuation) = LiveStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
        for value in 1...5 { continuation.yield(value) }
        continuation.finish()
        #expect(try await drain(stream) == [5])
    }

    @Test func worksWithAsyncLet() async throws {
        let (stream, continuation) = LiveStream<String>.makeStream()
        async let first: String? = { () async throws(ServiceProviderError) -> String? in
            var iterator = stream.makeAsyncIterator()
            return try await iterator.next()
        }()
        continuation.yield("board")
        #expect(try await first == "board")
    }
}
