import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The in-memory channel meets the contract written on `WebSocketChannel`; and the contract
/// runner catches channels that break it (a runner that passed everything would prove nothing).
@Suite struct InMemoryWebSocketChannelContractTests {
    @Test func inMemoryChannelMeetsTheContract() async {
        let violations = await WebSocketChannelContract.verify { InMemoryContractPeer.connect() }
        #expect(violations == [])
    }

    @Test func everyClauseRuns() async {
        #expect(WebSocketChannelContract.clauses.count == 9)
    }

    @Test func aChannelThatLosesAFrameBreaksTheOrderClause() async {
        let violations = await WebSocketChannelContract.verify(timeout: 1) {
            let (channel, peer) = InMemoryContractPeer.connect()
            return (LosingFirstFrame(base: channel), peer)
        }
        #expect(violations.contains { $0.clause.hasPrefix("the peer's frames are received in order") }, "\(violations)")
    }

    @Test func aChannelWhoseDropIsFinalBreaksTheTransientClauses() async {
        let violations = await WebSocketChannelContract.verify {
            let (channel, peer) = InMemoryContractPeer.connect()
            return (FinalErrors(base: channel), peer)
        }
        #expect(Set(violations.map(\.clause)) == [
            "a dropped connection fails receive() with a transient error",
            "the peer's normal close (1000) fails receive() with a transient error",
            "the peer going away (1001) fails receive() with a transient error",
        ])
    }
}

/// The server end of an in-memory pipe: what the client sent arrives in a stream; the peer pushes
/// frames and closes the pipe (in memory there is no close code and no difference between a drop
/// and a close: both end the pipe, and the client's receive fails with a lost connection).
private struct InMemoryContractPeer: WebSocketContractPeer {
    let channel: InMemoryWebSocketChannel
    let fromClient: AsyncStream<String>

    static func connect() -> (channel: any WebSocketChannel, peer: any WebSocketContractPeer) {
        let (stream, continuation) = AsyncStream<String>.makeStream()
        let channel = InMemoryWebSocketChannel { text, _ in continuation.yield(text) }
        return (channel, InMemoryContractPeer(channel: channel, fromClient: stream))
    }

    func nextFrameFromClient() async throws -> String {
        var iterator = fromClient.makeAsyncIterator()
        guard let next = await iterator.next() else { throw ServiceProviderError.network(.networkConnectionLost) }
        return next
    }

    func sendToClient(_ text: String) async throws { channel.push(text) }
    func closeConnection(code: UInt16) async throws { await channel.close() }
    func dropConnection() async throws { await channel.close() }

    /// The pipe has no close event to await; its flag is read until it is set (bounded).
    func waitUntilClientClosed() async throws {
        for _ in 0..<500 where !channel.isClosed { try await Task.sleep(nanoseconds: 10_000_000) }
        if !channel.isClosed { throw ServiceProviderError.timedOut }
    }
}

/// Breaks clause 2: swallows the first frame it receives.
private final class LosingFirstFrame: WebSocketChannel {
    let base: any WebSocketChannel
    private let lost = Locked(false)
    init(base: any WebSocketChannel) { self.base = base }
    func send(_ text: String) async throws(ServiceProviderError) { try await base.send(text) }
    func receive() async throws(ServiceProviderError) -> WebSocketFrame {
        let frame = try await base.receive()
        let first = lost.withLock { lost in defer { lost = true }; return !lost }
        return first ? try await base.receive() : frame
    }
    func close() async { await base.close() }
}

/// Breaks clauses 6 and 7: reports every failure as final (`.forbidden`).
private struct FinalErrors: WebSocketChannel {
    let base: any WebSocketChannel
    func send(_ text: String) async throws(ServiceProviderError) { try await base.send(text) }
    func receive() async throws(ServiceProviderError) -> WebSocketFrame {
        do { return try await base.receive() } catch { throw .forbidden }
    }
    func close() async { await base.close() }
}
