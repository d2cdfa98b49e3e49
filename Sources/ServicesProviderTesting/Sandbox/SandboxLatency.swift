import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A sandbox's latency on its WebSocket side, as ``SandboxTransport`` has it on HTTP: a
/// connection opens `latency` seconds after it is asked for, and each message an app sends
/// reaches the in-memory server `latency` seconds later (an RPC's answer is that much late).
struct SandboxLatency: Sendable {
    let latency: TimeInterval

    /// `factory`'s channels, each behind the latency (unchanged without one).
    func channels(_ factory: @escaping WebSocketChannelFactory) -> WebSocketChannelFactory {
        guard latency > 0 else { return factory }
        let latency = self.latency
        return { handshake throws(ServiceProviderError) in
            try await SandboxLatency.wait(latency)
            return LatentChannel(base: try await factory(handshake), latency: latency)
        }
    }

    /// Waits `seconds` (a cancelled wait is `.cancelled`, as a real connection's would be).
    static func wait(_ seconds: TimeInterval) async throws(ServiceProviderError) {
        guard seconds.isFinite, seconds > 0 else { return }
        do { try await Task.sleep(nanoseconds: UInt64(min(seconds, 3600) * 1_000_000_000)) } catch { throw .cancelled }
    }

    private struct LatentChannel: WebSocketChannel {
        let base: any WebSocketChannel
        let latency: TimeInterval

        func send(_ text: String) async throws(ServiceProviderError) {
            try await SandboxLatency.wait(latency)
            try await base.send(text)
        }

        func receive() async throws(ServiceProviderError) -> WebSocketFrame { try await base.receive() }

        func close() async { await base.close() }
    }
}
