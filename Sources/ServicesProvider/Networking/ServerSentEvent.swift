import Foundation

/// One Server-Sent Event (WHATWG HTML §9.2).
@_spi(ProviderKit) public struct ServerSentEvent: Sendable, Equatable {
    /// The `id:` field, when sent.
    public var id: String?
    /// The `event:` type; `nil` means `message`.
    public var event: String?
    /// The `data:` lines joined by newlines.
    public var data: String
    /// The `retry:` reconnection time in milliseconds, when sent.
    public var retry: Int?

    /// Creates an event.
    public init(id: String? = nil, event: String? = nil, data: String, retry: Int? = nil) {
        self.id = id
        self.event = event
        self.data = data
        self.retry = retry
    }
}

/// Parses a `text/event-stream` body incrementally: feed chunks as they arrive, get the events
/// completed so far. Lines split across chunks (even inside a UTF-8 character) are buffered.
@_spi(ProviderKit) public struct ServerSentEventParser: Sendable {
    private var buffer = Data()
    private var id: String?
    private var event: String?
    private var dataLines: [String] = []
    private var retry: Int?
    private var lastWasCarriageReturn = false

    /// Creates a parser.
    public init() {}

    /// Consumes a chunk and returns the events it completes.
    public mutating func consume(_ chunk: Data) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        for byte in chunk {
            if byte == UInt8(ascii: "\n") && lastWasCarriageReturn {
                lastWasCarriageReturn = false
                continue
            }
            lastWasCarriageReturn = byte == UInt8(ascii: "\r")
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                let line = String(decoding: buffer, as: UTF8.self)
                buffer.removeAll(keepingCapacity: true)
                if let event = process(line: line) { events.append(event) }
            } else {
                buffer.append(byte)
            }
        }
        return events
    }

    private mutating func process(line: String) -> ServerSentEvent? {
        if line.isEmpty {
            defer { event = nil; dataLines = []; retry = nil }
            guard !dataLines.isEmpty else { return nil }
            return ServerSentEvent(id: id, event: event, data: dataLines.joined(separator: "\n"), retry: retry)
        }
        if line.hasPrefix(":") { return nil }
        let field: Substring
        var value: Substring
        if let colon = line.firstIndex(of: ":") {
            field = line[..<colon]
            value = line[line.index(after: colon)...]
            if value.hasPrefix(" ") { value = value.dropFirst() }
        } else {
            field = Substring(line)
            value = ""
        }
        switch field {
        case "data": dataLines.append(String(value))
        case "event": event = String(value)
        case "id" where !value.contains("\0"): id = String(value)
        case "retry": retry = Int(value)
        default: break
        }
        return nil
    }
}
