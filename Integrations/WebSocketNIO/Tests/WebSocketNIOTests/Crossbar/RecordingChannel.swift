import Foundation
import NIOConcurrencyHelpers
import ServicesProvider

/// Every frame the SDK sent and received over the channels a factory opened, in order: how the
/// router tests see the WAMP messages themselves (an EVENT's order, the GOODBYE) on a real socket.
final class FrameRecorder: Sendable {
    private let frames = NIOLockedValueBox<(sent: [String], received: [String])>(([], []))

    var sent: [String] { frames.withLockedValue { $0.sent } }
    var received: [String] { frames.withLockedValue { $0.received } }

    /// `factory`, with each channel it opens recorded here.
    func recording(_ factory: @escaping WebSocketChannelFactory) -> WebSocketChannelFactory {
        { handshake throws(ServiceProviderError) in
            RecordingChannel(base: try await factory(handshake), recorder: self)
        }
    }

    fileprivate func didSend(_ text: String) { frames.withLockedValue { $0.sent.append(text) } }
    fileprivate func didReceive(_ frame: WebSocketFrame) {
        guard case .text(let text) = frame else { return }
        frames.withLockedValue { $0.received.append(text) }
    }
}

private struct RecordingChannel: WebSocketChannel {
    let base: any WebSocketChannel
    let recorder: FrameRecorder

    func send(_ text: String) async throws(ServiceProviderError) {
        try await base.send(text)
        recorder.didSend(text)
    }

    func receive() async throws(ServiceProviderError) -> WebSocketFrame {
        let frame = try await base.receive()
        recorder.didReceive(frame)
        return frame
    }

    func close() async { await base.close() }
}
