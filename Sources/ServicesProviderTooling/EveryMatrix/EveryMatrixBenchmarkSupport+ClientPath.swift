import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

@_spi(Benchmarks) extension EveryMatrixBenchmarkSupport {
    /// An EveryMatrix provider as an app gets it, whose WebSocket is in memory: it answers the
    /// handshake and the subscription, and every `initialDump` call with the aggregator message
    /// in `dumpFile` as one WAMP RESULT text frame, as the URLSession and NIO channels deliver
    /// it. The frame is read from the file straight into one string at the call (the dump is
    /// held nowhere else, before or after), so what a process holding this provider keeps
    /// resident is the SDK's own doing: the peak-memory program and the benchmark's first-board
    /// measure (`Benchmarks/Sources/ClientPeakMemory`) subscribe through `Client` over it.
    /// `frameReads`, when given, adds up the time spent reading the file into frames: the
    /// network's part, which a time to first board leaves out.
    public static func provider(servingDumpFile dumpFile: URL, frameReads: FrameReadClock? = nil) -> EveryMatrixProvider {
        let channel = aggregatorChannel { id in
            let started = ContinuousClock.now
            defer { frameReads?.add(ContinuousClock.now - started) }
            return try? resultFrame(requestId: id, dumpFile: dumpFile)
        }
        return provider(over: channel)
    }

    /// An EveryMatrix provider whose only network is `channel` (every HTTP call answers `{}`).
    static func provider(over channel: InMemoryWebSocketChannel) -> EveryMatrixProvider {
        EveryMatrixProvider(configuration: EveryMatrixSandbox.configuration, transport: StubTransport(.json("{}")),
                            webSocketFactory: { _ in channel })
    }

    /// The subscription id ``aggregatorChannel(answeringCalls:)`` grants every subscription.
    static let aggregatorSubscription: Int64 = 1

    /// An in-memory aggregator socket for the benchmarks: it answers the handshake, every
    /// subscription (with ``aggregatorSubscription``) and every call with the text frame
    /// `answer` makes for the call's request id (none when it makes none).
    static func aggregatorChannel(answeringCalls answer: @escaping @Sendable (Int64) -> String?) -> InMemoryWebSocketChannel {
        InMemoryWebSocketChannel { text, channel in
            let reply: String?
            switch try? WAMPCodec.decode(Data(text.utf8)) {
            case .hello: reply = try? WAMPCodec.encode(.welcome(sessionId: 1))
            case .subscribe(let id, _): reply = try? WAMPCodec.encode(.subscribed(requestId: id, subscriptionId: aggregatorSubscription))
            case .call(let id, _, _): reply = answer(id)
            default: reply = nil
            }
            if let reply { channel.push(reply) }
        }
    }

    /// `[50,<id>,{},[],<the file>]` in one allocation of the frame's size.
    static func resultFrame(requestId: Int64, dumpFile: URL) throws -> String {
        let head = Array("[50,\(requestId),{},[],".utf8)
        let handle = try FileHandle(forReadingFrom: dumpFile)
        defer { try? handle.close() }
        let size = Int(try handle.seekToEnd())
        try handle.seek(toOffset: 0)
        let descriptor = handle.fileDescriptor
        return try String(unsafeUninitializedCapacity: head.count + size + 1) { buffer in
            _ = buffer.initialize(fromContentsOf: head)
            var filled = head.count
            while filled < head.count + size {
                let count = read(descriptor, buffer.baseAddress! + filled, head.count + size - filled)
                guard count > 0 else { throw CocoaError(.fileReadUnknown) }
                filled += count
            }
            buffer[filled] = UInt8(ascii: "]")
            return filled + 1
        }
    }
}

/// The time an in-memory socket spent reading dump files into frames (see
/// `EveryMatrixBenchmarkSupport.provider(servingDumpFile:frameReads:)`).
@_spi(Benchmarks) public final class FrameReadClock: Sendable {
    private let total = Locked(Duration.zero)

    /// A clock at zero.
    public init() {}

    /// The time spent so far.
    public var elapsed: Duration { total.withLock { $0 } }

    func add(_ duration: Duration) { total.withLock { $0 += duration } }
}
