import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The behaviour every ``WebSocketChannel`` promises (the clauses are written out on the
/// protocol), as checks any channel can be run through: each clause opens a fresh connection
/// with the caller's `connect`, drives the channel and its ``WebSocketContractPeer``, and reports
/// what broke. The in-memory channel runs it in the SDK's tests and the NIO channel in
/// `Integrations/WebSocketNIO`'s; a channel that cannot run here (URLSession's, Apple only) is
/// held to the same written clauses.
public enum WebSocketChannelContract {
    /// Opens one connection: the channel under test and the peer at its other end.
    public typealias Connect = @Sendable () async throws -> (channel: any WebSocketChannel, peer: any WebSocketContractPeer)

    /// One promise of the contract, checked on its own fresh connection.
    public struct Clause: Sendable {
        /// The promise, in the words of the protocol's documentation.
        public let name: String
        let check: @Sendable (_ channel: any WebSocketChannel, _ peer: any WebSocketContractPeer, _ timeout: TimeInterval) async throws -> Void
    }

    /// A clause the channel broke, and how.
    public struct Violation: Error, Sendable, Equatable, CustomStringConvertible {
        /// The clause's ``Clause/name``.
        public let clause: String
        /// What was expected and what happened.
        public let detail: String

        /// "clause: detail".
        public var description: String { "\(clause): \(detail)" }
    }

    /// Runs every clause, each on a new connection, and returns the violations (empty when the
    /// channel meets the contract). `timeout` bounds each wait (a pending receive that never
    /// ends is a violation, not a hang); the channel is closed after each clause.
    public static func verify(timeout: TimeInterval = 5, _ connect: Connect) async -> [Violation] {
        var violations: [Violation] = []
        for clause in clauses {
            do {
                let (channel, peer) = try await connect()
                do {
                    try await clause.check(channel, peer, timeout)
                } catch {
                    violations.append(Violation(clause: clause.name, detail: String(describing: error)))
                }
                await channel.close()
            } catch {
                violations.append(Violation(clause: clause.name, detail: "could not connect: \(error)"))
            }
        }
        return violations
    }

    /// The clauses, in the order ``WebSocketChannel``'s documentation lists them.
    public static let clauses: [Clause] = [
        Clause(name: "sent frames reach the peer in order") { channel, peer, timeout in
            for text in ["one", "two", "three"] { try await channel.send(text) }
            var seen: [String] = []
            for _ in 0..<3 { seen.append(try await bounded(timeout, "the peer to get a frame") { try await peer.nextFrameFromClient() }) }
            try expect(seen == ["one", "two", "three"], "the peer got \(seen)")
        },
        Clause(name: "the peer's frames are received in order, also those sent before receive() was called") { channel, peer, timeout in
            try await peer.sendToClient("first")
            try await peer.sendToClient("second")
            var received: [WebSocketFrame] = []
            for _ in 0..<2 { received.append(try await bounded(timeout, "a frame") { try await channel.receive() }) }
            let waiting = Task { try await channel.receive() }
            try await peer.sendToClient("third")
            received.append(try await bounded(timeout, "the third frame") { try await waiting.value })
            try expect(received == [.text("first"), .text("second"), .text("third")], "received \(received)")
        },
        Clause(name: "close() fails a pending receive()") { channel, _, timeout in
            let waiting = Task { try await channel.receive() }
            await Task.yield()
            await channel.close()
            let outcome = await bounded(timeout) { await waiting.result }
            guard let outcome else { throw failure("receive() was still pending \(timeout) s after close()") }
            if case .success(let frame) = outcome { throw failure("receive() returned \(frame) after close()") }
        },
        Clause(name: "after close(), send and receive fail") { channel, _, timeout in
            await channel.close()
            let received = await bounded(timeout) { await Result.capture { try await channel.receive() } }
            try expect(received.map { !$0.isSuccess } ?? false, "receive() after close() gave \(String(describing: received))")
            let sent = await bounded(timeout) { await Result.capture { try await channel.send("late") } }
            try expect(sent.map { !$0.isSuccess } ?? false, "send() after close() gave \(String(describing: sent))")
        },
        Clause(name: "close() closes the connection for the peer") { channel, peer, timeout in
            await channel.close()
            try await bounded(timeout, "the peer to see the connection closed") { try await peer.waitUntilClientClosed() }
        },
        Clause(name: "a dropped connection fails receive() with a transient error") { channel, peer, timeout in
            let waiting = Task { try await channel.receive() }
            try await peer.dropConnection()
            try await expectTransientFailure(of: waiting, timeout: timeout, after: "the connection dropped")
        },
        Clause(name: "the peer's normal close (1000) fails receive() with a transient error") { channel, peer, timeout in
            let waiting = Task { try await channel.receive() }
            try await peer.closeConnection(code: 1000)
            try await expectTransientFailure(of: waiting, timeout: timeout, after: "the peer closed with 1000")
        },
        Clause(name: "the peer going away (1001) fails receive() with a transient error") { channel, peer, timeout in
            let waiting = Task { try await channel.receive() }
            try await peer.closeConnection(code: 1001)
            try await expectTransientFailure(of: waiting, timeout: timeout, after: "the peer closed with 1001")
        },
        Clause(name: "cancelling the task waiting in receive() ends it and closes the connection") { channel, peer, timeout in
            let waiting = Task { try await channel.receive() }
            await Task.yield()
            waiting.cancel()
            let outcome = await bounded(timeout) { await waiting.result }
            guard let outcome else { throw failure("receive() was still pending \(timeout) s after its task was cancelled") }
            if case .success(let frame) = outcome { throw failure("receive() returned \(frame) after cancellation") }
            try await bounded(timeout, "the peer to see the connection closed") { try await peer.waitUntilClientClosed() }
        },
    ]

    // MARK: - Checks

    private struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private static func failure(_ text: String) -> Failure { Failure(description: text) }

    private static func expect(_ condition: Bool, _ text: @autoclosure () -> String) throws {
        if !condition { throw failure(text()) }
    }

    private static func expectTransientFailure(of waiting: Task<WebSocketFrame, any Error>, timeout: TimeInterval, after event: String) async throws {
        let outcome = await bounded(timeout) { await waiting.result }
        switch outcome {
        case nil: throw failure("receive() was still pending \(timeout) s after \(event)")
        case .success(let frame): throw failure("receive() returned \(frame) after \(event)")
        case .failure(let error):
            let typed = ServiceProviderError(error)
            try expect(typed.isRetryable, "receive() failed with \(typed), which is not transient, after \(event)")
        }
    }

    /// `operation`'s value, or nil when it did not finish within `timeout` seconds (it is then cancelled).
    private static func bounded<T: Sendable>(_ timeout: TimeInterval, _ operation: @escaping @Sendable () async -> T) async -> T? {
        await withTaskGroup(of: T?.self) { group in
            group.addTask { await operation() }
            group.addTask {
                try? await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// `operation`'s value; throws its error, or a failure naming `what` when it did not finish in time.
    private static func bounded<T: Sendable>(_ timeout: TimeInterval, _ what: String, _ operation: @escaping @Sendable () async throws -> T) async throws -> T {
        let outcome = await bounded(timeout) { await Result.capture { try await operation() } }
        guard let outcome else { throw failure("waited \(timeout) s for \(what)") }
        return try outcome.get()
    }
}

private extension Result where Failure == any Error {
    static func capture(_ body: () async throws -> Success) async -> Self {
        do { return .success(try await body()) } catch { return .failure(error) }
    }

    var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}
