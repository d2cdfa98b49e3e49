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

    // MARK: - Connection state

    @Test func aStreamIsConnectingUntilItsFirstValueThenLive() async throws {
        let (stream, continuation) = LiveStream<Int>.makeStream()
        #expect(stream.connectionState == .connecting)
        continuation.yield(1)
        #expect(stream.connectionState == .live)
        let next = Date(timeIntervalSince1970: 100)
        continuation.setConnectionState(.reconnecting(attempt: 2, nextTry: next))
        #expect(stream.connectionState == .reconnecting(attempt: 2, nextTry: next))
        continuation.yield(2)
        #expect(stream.connectionState == .live, "a value is a connection that works again")
    }

    @Test func observersHearEachStateInOrderAndEndWithTheStream() async throws {
        let (stream, continuation) = LiveStream<Int>.makeStream()
        var states = stream.connectionStates.makeAsyncIterator()
        #expect(await states.next() == .connecting, "the state now comes first")
        let next = Date(timeIntervalSince1970: 100)
        continuation.setConnectionState(.offline(nextTry: next))
        #expect(await states.next() == .offline(nextTry: next))
        continuation.setConnectionState(.offline(nextTry: next))  // no change: nothing told
        continuation.yield(1)
        #expect(await states.next() == .live)
        continuation.finish()
        #expect(await states.next() == nil)
        var late = stream.connectionStates.makeAsyncIterator()
        #expect(await late.next() == .live, "an observer of an ended stream gets its last state")
        #expect(await late.next() == nil)
    }

    @Test func aRetryIsOfflineOnlyWhenTheDeviceHasNoNetwork() {
        let now = Date(timeIntervalSince1970: 1_000)
        #expect(LiveConnectionState.retrying(after: .offline, attempt: 2, delay: 4, now: now) == .offline(nextTry: now.addingTimeInterval(4)))
        #expect(LiveConnectionState.retrying(after: .timedOut, attempt: 2, delay: 4, now: now)
                == .reconnecting(attempt: 2, nextTry: now.addingTimeInterval(4)))
    }

    @Test func theReconnectLoopReportsEachRetryAndTheConnectionThatWorks() async throws {
        let reported = Locked<[LiveConnectionState]>([])
        let tries = Locked(0)
        try await LiveReconnection(attempts: 3, backoff: Backoff(initial: 1, maximum: 4))
            .run(sleep: { _ in }, report: { state in reported.withLock { $0.append(state) } }) { (_: inout Void?, connected) throws(ServiceProviderError) in
                let attempt = tries.withLock { $0 += 1; return $0 }
                if attempt == 1 { throw .offline }
                if attempt == 2 { throw .network(.networkConnectionLost) }
                connected()
                connected()  // told once per connection
            }
        let states = reported.withLock { $0 }
        try #require(states.count == 3, "\(states)")
        guard case .offline = states[0], case .reconnecting(attempt: 2, _) = states[1] else {
            Issue.record("\(states)")
            return
        }
        #expect(states[2] == .live)
    }

    @Test func aPollerReportsItsRetriesAndItsRecovery() async throws {
        let reported = Locked<[LiveConnectionState]>([])
        let polls = Locked(0)
        let poller = LivePoller(interval: 1, sleep: { _ in }) { () throws(ServiceProviderError) -> Int in
            let poll = polls.withLock { $0 += 1; return $0 }
            if poll == 2 { throw .timedOut }
            if poll == 4 { throw .cancelled }
            return poll
        }
        try await poller.run(report: { state in reported.withLock { $0.append(state) } }) { _ in }
        let states = reported.withLock { $0 }
        try #require(states.count == 2, "\(states)")
        guard case .reconnecting(attempt: 1, _) = states[0] else {
            Issue.record("\(states)")
            return
        }
        #expect(states[1] == .live)
    }

    @Test func aSharedFeedTellsItsSubscribersAndThoseWhoJoinLater() async throws {
        let feeds = SharedLiveFeeds<String>()
        let sinkReady = Locked<SharedLiveFeeds<String>.Sink?>(nil)
        let producer: SharedLiveFeeds<String>.Producer = { sink throws(ServiceProviderError) in
            sinkReady.withLock { $0 = sink }
            try? await Task.sleep(nanoseconds: 60_000_000_000)
        }
        let first = feeds.changes("k", producer: producer)
        var sink: SharedLiveFeeds<String>.Sink?
        for _ in 0..<2_000 where sink == nil {
            sink = sinkReady.withLock { $0 }
            if sink == nil { try await Task.sleep(nanoseconds: 1_000_000) }
        }
        let running = try #require(sink)
        running.publish([])
        #expect(first.connectionState == .live || first.connectionState == .connecting)
        let next = Date(timeIntervalSince1970: 100)
        running.setConnectionState(.reconnecting(attempt: 1, nextTry: next))
        #expect(first.connectionState == .reconnecting(attempt: 1, nextTry: next))
        let late = feeds.lists("k", producer: producer)
        #expect(late.connectionState == .reconnecting(attempt: 1, nextTry: next), "a subscriber that joins hears the feed's state")
        running.publish([])
        #expect(late.connectionState == .live)
    }
}

