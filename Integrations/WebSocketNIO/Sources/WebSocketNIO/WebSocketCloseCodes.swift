import ServicesProvider

/// How a server's close code becomes the `ServiceProviderError` that ends a channel's `receive()`.
///
/// | close code | meaning | error | transient |
/// |---|---|---|---|
/// | 1000 normal closure, 1001 going away, no close frame (1005/1006: dropped) | the server ended or restarted | `.network(.networkConnectionLost)` | yes: the live reconnect loop tries again |
/// | 1011 internal error, 1012 service restart, 1013 try again later | the server failed for now | `.network(.networkConnectionLost)` | yes |
/// | 1008 policy violation | the server refuses this client | `.forbidden` | no |
/// | 1002 protocol error, 1003 unsupported data, 1007 invalid payload, 1009 message too big, 1010 extension missing | the two ends do not understand each other | `.invalidResponse` naming the code | no |
/// | 1015 TLS failure | no secure connection | `.network(.secureConnectionFailed)` | no |
/// | any other code (3000–4999: the application's own) | the server's own reason | `.vendor(code: "websocket.close.<code>", message: reason)` | no |
///
/// A close the consumer asked for (`close()`, or cancelling the waiting task) ends `receive()`
/// with `.cancelled` instead, whatever code the server answered with.
public enum WebSocketCloseCodes {
    /// The error a server's close with `code` (nil: the connection ended without a close frame)
    /// and `reason` maps to, by the table above.
    public static func error(code: UInt16?, reason: String?) -> ServiceProviderError {
        guard let code else { return .network(.networkConnectionLost) }
        switch code {
        case 1000, 1001, 1005, 1006, 1011, 1012, 1013:
            return .network(.networkConnectionLost)
        case 1008:
            return .forbidden
        case 1002, 1003, 1007, 1009, 1010:
            return .invalidResponse(message: "The WebSocket server closed the connection with code \(code)\(reason.map { ": \($0)" } ?? "").")
        case 1015:
            return .network(.secureConnectionFailed)
        default:
            return .vendor(code: "websocket.close.\(code)", message: reason)
        }
    }
}
