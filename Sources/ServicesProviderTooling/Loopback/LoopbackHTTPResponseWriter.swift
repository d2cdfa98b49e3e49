import Foundation
@_spi(ProviderKit) import ServicesProvider

/// How a ``LoopbackHTTPServer`` handler answers one request: a full response, or a streamed
/// body (chunked transfer encoding) written piece by piece while the connection stays open.
/// Safe to use from any task; writes after the connection closed are ignored.
public final class LoopbackHTTPResponseWriter: Sendable {
    private enum Phase { case idle, streaming, done }

    private let descriptor: Int32
    private let phase = Locked(Phase.idle)
    private let closeAfter = Locked(false)

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Whether the handler answered (fully or by starting a stream).
    public var hasResponded: Bool { phase.withLock { $0 != .idle } }

    /// Whether the connection must close after this exchange instead of being kept alive.
    var closesConnection: Bool { closeAfter.withLock { $0 } }

    /// Sends a complete response.
    public func respond(_ response: LoopbackHTTPResponse) {
        let proceed = phase.withLock { phase -> Bool in
            guard phase == .idle else { return false }
            phase = .done
            return true
        }
        guard proceed else { return }
        var headers = response.headers
        headers["Content-Length"] = String(response.body.count)
        var bytes = Self.head(status: response.status, headers: headers)
        bytes.append(response.body)
        LoopbackSocket.write(descriptor, bytes)
    }

    /// Waits `delay` seconds, then sends the response (for timeout tests). Returns early without
    /// answering if the handler's task is cancelled (the server stopped).
    public func respond(_ response: LoopbackHTTPResponse, after delay: TimeInterval) async {
        do {
            try await Task.sleep(nanoseconds: UInt64(max(0, delay) * 1_000_000_000))
        } catch {
            return
        }
        respond(response)
    }

    /// Sends the status line and headers of a streamed response (`Transfer-Encoding: chunked`).
    public func startStream(status: Int = 200, headers: [String: String] = [:]) {
        let proceed = phase.withLock { phase -> Bool in
            guard phase == .idle else { return false }
            phase = .streaming
            return true
        }
        guard proceed else { return }
        var headers = headers
        headers["Transfer-Encoding"] = "chunked"
        headers["Cache-Control"] = headers["Cache-Control"] ?? "no-cache"
        LoopbackSocket.write(descriptor, Self.head(status: status, headers: headers))
    }

    /// Sends one piece of a streamed body. Returns `false` when the client is gone.
    @discardableResult
    public func send(_ chunk: Data) -> Bool {
        guard phase.withLock({ $0 == .streaming }), !chunk.isEmpty else { return false }
        var bytes = Data(String(chunk.count, radix: 16).utf8)
        bytes.append(Data("\r\n".utf8))
        bytes.append(chunk)
        bytes.append(Data("\r\n".utf8))
        return LoopbackSocket.write(descriptor, bytes)
    }

    /// Sends one piece of a streamed body as UTF-8 text.
    @discardableResult
    public func send(_ text: String) -> Bool {
        send(Data(text.utf8))
    }

    /// Ends a streamed body cleanly and closes the connection (an SSE client then reconnects).
    public func endStream() {
        let wasStreaming = phase.withLock { phase -> Bool in
            defer { phase = .done }
            return phase == .streaming
        }
        closeAfter.withLock { $0 = true }
        if wasStreaming { LoopbackSocket.write(descriptor, Data("0\r\n\r\n".utf8)) }
    }

    /// Drops the connection without finishing the response (a network failure, as the client sees it).
    public func dropConnection() {
        phase.withLock { $0 = .done }
        closeAfter.withLock { $0 = true }
        LoopbackSocket.shutdownBoth(descriptor)
    }

    /// Ends the stream if the handler returned while still streaming; keeps the connection otherwise.
    func finishIfStreaming() {
        if phase.withLock({ $0 == .streaming }) { endStream() }
    }

    private static func head(status: Int, headers: [String: String]) -> Data {
        var text = "HTTP/1.1 \(status) \(LoopbackHTTPResponse.reason(for: status))\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { text += "\(name): \(value)\r\n" }
        text += "\r\n"
        return Data(text.utf8)
    }
}
