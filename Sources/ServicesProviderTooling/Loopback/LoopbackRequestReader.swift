import Foundation

/// Reads HTTP/1.1 requests from one connection: request line, headers, and a body framed by
/// `Content-Length` or `Transfer-Encoding: chunked`. Answers `Expect: 100-continue` before
/// reading the body. Bytes past one request stay buffered for the next (keep-alive).
struct LoopbackRequestReader {
    private var buffer = Data()
    private let receive: () -> Data?
    private let sendContinue: () -> Void

    init(receive: @escaping () -> Data?, sendContinue: @escaping () -> Void) {
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
        let body: Data
        if header("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            guard let chunked = readChunkedBody() else { return nil }
            body = chunked
        } else if let length = header("Content-Length").flatMap(Int.init), length > 0 {
            guard let fixed = readExactly(length) else { return nil }
            body = fixed
        } else {
            body = Data()
        }
        return LoopbackHTTPRequest(method: String(requestLine[0]), path: path, query: query, headerFields: headers, body: body)
    }

    /// Fills the buffer until it holds `marker`; returns the marker's offset.
    private mutating func readUntil(_ marker: Data) -> Int? {
        while true {
            if let range = buffer.range(of: marker) { return range.lowerBound }
            guard let more = receive() else { return nil }
            buffer.append(more)
        }
    }

    private mutating func readExactly(_ count: Int) -> Data? {
        while buffer.count < count {
            guard let more = receive() else { return nil }
            buffer.append(more)
        }
        let bytes = Data(buffer.prefix(count))
        buffer.removeFirst(count)
        return bytes
    }

    private mutating func readLine() -> String? {
        guard let end = readUntil(Data("\r\n".utf8)) else { return nil }
        let line = String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex..<(end + 2))
        return line
    }

    private mutating func readChunkedBody() -> Data? {
        var body = Data()
        while true {
            guard let sizeLine = readLine() else { return nil }
            let hex = sizeLine.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            guard let size = Int(hex, radix: 16) else { return nil }
            if size == 0 {
                // Trailers, if any, end with an empty line.
                while let trailer = readLine() {
                    if trailer.isEmpty { return body }
                }
                return nil
            }
            guard let chunk = readExactly(size), readExactly(2) != nil else { return nil }
            body.append(chunk)
        }
    }
}
