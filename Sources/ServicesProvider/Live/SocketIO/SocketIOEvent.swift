import Foundation

/// What a ``SocketIOClient``'s stream delivers, in the order it happened.
@_spi(ProviderKit) public enum SocketIOEvent: Sendable, Equatable {
    /// The namespace is connected: the first time, and again after each reconnection (a
    /// consumer joins its rooms again here; the server forgets them with the connection).
    case connected
    /// A server event: its name, and the JSON array of its arguments as the server sent them
    /// (byte for byte), e.g. `[{"messages":[…]}]`. A server's request for an acknowledgement is
    /// not answered.
    case event(name: String, arguments: Data)
    /// The connection dropped after ``connected``. `willReconnect` says whether the client tries
    /// again (after the reconnection's wait); when false the stream ends next: normally when the
    /// server ended the session (a Socket.IO DISCONNECT), else with the error that ended it.
    case disconnected(willReconnect: Bool)
}
