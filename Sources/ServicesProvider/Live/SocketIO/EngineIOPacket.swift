import Foundation

/// One Engine.IO v4 packet as it travels in a WebSocket text frame: a type digit, then its data
/// (over WebSocket each frame holds one packet; the `\u{1e}` separator is for polling only).
enum EngineIOPacket: Equatable {
    /// `0{…}`: the server's first packet.
    case open(EngineIOOpen)
    /// `1`: the server closes the session.
    case close
    /// `2`: the server's heartbeat, with optional data to echo.
    case ping(String)
    /// `3`: the answer to a ping.
    case pong(String)
    /// `4…`: a Socket.IO packet.
    case message(String)
    /// `5`: an upgrade, which a WebSocket-only session never asks for.
    case upgrade
    /// `6`: nothing.
    case noop

    /// The packet a frame holds; nil when it is not one (empty, an unknown type, an open packet
    /// that does not decode).
    static func decode(_ text: String) -> EngineIOPacket? {
        guard let type = text.first else { return nil }
        let data = String(text.dropFirst())
        switch type {
        case "0":
            guard let open = try? JSONDecoder().decode(EngineIOOpen.self, from: Data(data.utf8)), open.isUsable else { return nil }
            return .open(open)
        case "1": return .close
        case "2": return .ping(data)
        case "3": return .pong(data)
        case "4": return .message(data)
        case "5": return .upgrade
        case "6": return .noop
        default: return nil
        }
    }

    /// The frame's text.
    var encoded: String {
        switch self {
        case .open: return "0"
        case .close: return "1"
        case .ping(let data): return "2" + data
        case .pong(let data): return "3" + data
        case .message(let data): return "4" + data
        case .upgrade: return "5"
        case .noop: return "6"
        }
    }
}

/// The open packet's handshake data: the heartbeat the server keeps, and the largest packet it takes.
struct EngineIOOpen: Decodable, Equatable {
    /// The session id.
    var sid: String
    /// Milliseconds between the server's pings.
    var pingInterval: Int
    /// Milliseconds the server waits for a pong; a client waits `pingInterval + pingTimeout` for a ping.
    var pingTimeout: Int
    /// The largest packet, in bytes, the server accepts (absent from older servers).
    var maxPayload: Int?

    /// Positive heartbeat values below a day: anything else cannot be waited on.
    var isUsable: Bool {
        let day = 86_400_000
        return (1...day).contains(pingInterval) && (1...day).contains(pingTimeout) && (maxPayload ?? 1) > 0
    }

    /// How long to wait for the next ping before the connection counts as dead, in seconds.
    var heartbeatLimit: TimeInterval { Double(pingInterval + pingTimeout) / 1000 }
}
