import Foundation

/// Reads HTTP/1.1 requests from one connection: request line, headers, and a body framed by
/// `Content-Length` or `Transfer-Encoding: chunked`. Answers `Expect: 100-continue` before
/// reading the body. Bytes past one request stay buffered for the next (keep-alive). A body
/// longer than `bodyLimit` is read and counted but not kept (a large upload in bounded memory).
struct LoopbackRequestReader {
    private var buffer = Data()
    private let receive: () -> Data?
    private let sendContinue: () -> Void
    private let bodyLimit: Int

    init(bodyLimit: Int = .max, receive: @escaping () -> Data?, sendContinue: @escaping () -> Void) {
        self.bodyLimit = bodyLimit
        self.receive = receive
        self.sendContinue = sendContinue
    }

    /// The next request, or `nil` when the connection closed or sent something unparseable.
    mutating func next() -> LoopbackHTTPRequest? {
        guard let headEnd = readUntil(Data("\r\n\r\n".utf8)) else { return nil }
        let head = String(decoding: buffer[buffer.startIndex..<headEnd], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex..<(headEnd + 4))
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count >= 2 else { return nil }
        let target = String(requestLine[1])
        let path: String
        let query: String?
        if let mark = target.firstIndex(of: "?") {
            path = String(target[..<mark])
            query = String(target[target.index(after: mark)...])
        } else {
            path = target
            query = nil
        }
        let headers: [(name: String, value: String)] = lines.compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
        if header("Expect")?.lowercased() == "100-continue" { sendContinue() }
        var body = Body(limit: bodyLimit)
        if header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            guard readChunkedBody(into: &body) else { return nil }
        } else if let length = header("Content-Length").flatMap(Int.init), length > 0 {
            guard read(length, into: &body) else { return nil }
        }
        return LoopbackHTTPRequest(method: String(requestLine[0]), path: path, query: query, headerFields: headers,
                                   body: body.length > bodyLimit ? Data() : body.kept, bodyLength: body.length)
    }

    /// A body as it arrives: its bytes while within the limit, its length always.
    private struct Body {
        let limit: Int
        var kept = Data()
        var length = 0

        mutating func append(_ bytes: Data) {
            length += bytes.count
            if length <= limit { kept.append(bytes) } else { kept = Data() }
        }
    }

    /// Moves `count` body bytes from the connection into `body`, a buffer's worth at a time.
    private mutating func read(_ count: Int, into body: inout Body) -> Bool {
        var remaining = count
        while remaining > 0 {
            if buffer.isEmpty {
                guard let more = receive() else { return false }
                buffer.append(more)
            }
            let take = min(remaining, buffer.count)
            body.append(Data(buffer.prefix(take)))
            // A fresh buffer, not `removeFirst`: a Data sliced from the front keeps its storage
            // and grows it with every append, so a long body would stay in memory whole.
            buffer = Data(buffer.dropFirst(take))
            remaining -= take
        }
        return true
    }

    /// Fills the buffer until it holds `marker`; returns the marker's offset.
    private mutating func readUntil(_ marker: Data) -> Int? {
        while true {
            if let range = buffer.range(of: marker) { return range.lowerBound }
            guard let more = receive() else { return nil }
            buffer.append(more)
        }
    }

    private mutating func readLine() -> String? {
        guard let end = readUntil(Data("\r\n".utf8)) else { return nil }
        let line = String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex..<(end + 2))
        return line
    }

    private mutating func readChunkedBody(into body: inout Body) -> Bool {
        while true {
            guard let sizeLine = readLine() else { return false }
            let hex = sizeLine.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard let size = Int(hex, radix: 16) else { return false }
            if size == 0 {
                // Trailers, if any, end with an empty line.
                while let trailer = readLine() {
                    if trailer.isEmpty { return true }
                }
                return false
            }
            var crlf = Body(limit: 2)
            guard read(size, into: &body), read(2, into: &crlf) else { return false }
        }
    }
}
