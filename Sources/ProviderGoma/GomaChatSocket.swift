import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Where Goma's chat socket is (a Socket.IO server) and the operator's static socket key; with one,
/// ``GomaProvider`` offers chat messages in real time.
public struct GomaChatSocket: Sendable {
    /// The socket host, e.g. `https://chat.example.com` (its path is not used: ``path`` is).
    public var url: URL
    /// The Socket.IO endpoint's path on the host.
    public var path: String
    /// The operator's static key, sent as the `token` header of the socket's upgrade request (a
    /// secret: hidden when the configuration is printed).
    public var token: String
    /// Whether the server acknowledges a sent message (then ``ChatService/send(_:toRoom:)`` waits
    /// for the acknowledgement); the vendor's reference never asks for one, so off unless known.
    public var acknowledgesMessages: Bool
    /// The standard path of Goma's chat socket.
    public static let defaultPath = "/socket/socket.io"

    /// Creates the chat socket's configuration.
    public init(url: URL, token: String, path: String = GomaChatSocket.defaultPath, acknowledgesMessages: Bool = false) {
        self.url = url
        self.path = path
        self.token = token
        self.acknowledgesMessages = acknowledgesMessages
    }
}

extension GomaChatSocket: SecretHiding {
    /// The token hidden, the URL without user info.
    package var printedFields: [(String, Any)] {
        [("url", Redactor().url(url)), ("path", path), ("token", Redactor.hidden(token)), ("acknowledgesMessages", acknowledgesMessages)]
    }
}
