import Foundation

/// The far end of a ``WebSocketChannel`` under ``WebSocketChannelContract``: what a server sees
/// of the channel and what it can do to it. The in-memory channel's peer is the other end of the
/// in-memory pipe; a real channel's peer is a WebSocket server on 127.0.0.1.
public protocol WebSocketContractPeer: Sendable {
    /// The next text frame the channel sent, in the order it sent them; throws when the
    /// connection ended first.
    func nextFrameFromClient() async throws -> String
    /// Sends a text frame to the channel.
    func sendToClient(_ text: String) async throws
    /// Ends the connection with a close handshake carrying `code` (1000 normal, 1001 going away…);
    /// a peer without close codes (in memory) just closes.
    func closeConnection(code: UInt16) async throws
    /// Ends the connection without a close frame, as a crashed server or a lost network does.
    func dropConnection() async throws
    /// Returns once the channel's side has closed the connection; throws when that does not
    /// happen within a few seconds.
    func waitUntilClientClosed() async throws
}
