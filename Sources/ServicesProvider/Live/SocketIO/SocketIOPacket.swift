import Foundation

/// One Socket.IO v5 packet (inside an Engine.IO message): `<type>[<attachments>-][<namespace>,][<ack id>][<JSON>]`.
struct SocketIOPacket: Equatable {
    /// The packet types of Socket.IO v5.
    enum Kind: UInt8 {
        case connect = 0, disconnect, event, ack, connectError, binaryEvent, binaryAck
    }

    var kind: Kind
    /// `/` unless the packet names another namespace.
    var namespace: String = "/"
    /// The acknowledgement id of an EVENT that wants one, or of an ACK.
    var id: Int?
    /// The JSON payload, raw; nil when the packet has none.
    var data: Data?

    /// The packet text holds; nil when it is not one (an unknown type, an id too long, a
    /// payload that is not JSON).
    static func decode(_ text: String) -> SocketIOPacket? {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, first >= UInt8(ascii: "0"), let kind = Kind(rawValue: first - UInt8(ascii: "0")) else { return nil }
        var index = 1
        if kind == .binaryEvent || kind == .binaryAck {
            // The attachment count: binary packets are refused by the caller, but read whole.
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "-") else { return nil }
            index += 1
        }
        var packet = SocketIOPacket(kind: kind)
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            let comma = bytes[index...].firstIndex(of: UInt8(ascii: ",")) ?? bytes.count
            packet.namespace = String(decoding: bytes[index..<comma], as: UTF8.self)
            index = min(comma + 1, bytes.count)
        }
        let digitsStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        if index > digitsStart {
            // Up to 15 digits: an id that does not fit is no id this client gave.
            guard index - digitsStart <= 15, let id = Int(String(decoding: bytes[digitsStart..<index], as: UTF8.self)) else { return nil }
            packet.id = id
        }
        if index < bytes.count {
            let data = Data(bytes[index...])
            guard (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) != nil else { return nil }
            packet.data = data
        }
        return packet
    }

    /// The packet's text.
    var encoded: String {
        var text = String(kind.rawValue)
        if namespace != "/" { text += namespace + "," }
        if let id { text += String(id) }
        if let data { text += String(decoding: data, as: UTF8.self) }
        return text
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}

extension SocketIOPacket {
    /// Event names Socket.IO keeps for itself: a client may not emit them.
    static let reservedEventNames: Set<String> = ["connect", "connect_error", "disconnect", "disconnecting", "newListener", "removeListener"]

    /// An EVENT's payload, `["name",argument]`, with the argument encoded as JSON.
    static func eventPayload(_ name: String, _ argument: some Encodable) throws(ServiceProviderError) -> Data {
        guard !name.isEmpty, !reservedEventNames.contains(name) else {
            throw .invalidRequest(message: "\"\(name)\" is not an event name a Socket.IO client may emit.")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return Data("[".utf8) + (try encoder.encode(name)) + Data(",".utf8) + (try encoder.encode(argument)) + Data("]".utf8)
        } catch {
            throw .invalidRequest(message: "The argument of \"\(name)\" could not be encoded as JSON.")
        }
    }

    /// An EVENT payload's name and the raw JSON array of its arguments (the bytes after the name,
    /// untouched); nil when the payload is not an array starting with a string.
    static func eventParts(_ data: Data) -> (name: String, arguments: Data)? {
        guard let array = try? JSONSerialization.jsonObject(with: data) as? [Any], let name = array.first as? String else { return nil }
        // The payload is valid JSON, so the name's string ends at the first unescaped quote after the opening one.
        let bytes = [UInt8](data)
        guard var index = bytes.firstIndex(of: UInt8(ascii: "\"")) else { return nil }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        while index < bytes.count, isWhitespace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "]") { return (name, Data("[]".utf8)) }
        guard bytes[index] == UInt8(ascii: ",") else { return nil }
        return (name, Data([UInt8(ascii: "[")] + bytes[(index + 1)...]))
    }

    /// Whether an ACK's payload is the JSON array of the acknowledgement's arguments.
    static func isArray(_ data: Data) -> Bool {
        (try? JSONSerialization.jsonObject(with: data)) is [Any]
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
