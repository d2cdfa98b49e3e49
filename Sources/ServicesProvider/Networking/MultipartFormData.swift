import Foundation

/// A `multipart/form-data` body. Text and in-memory parts are small; file parts are copied
/// from disk in chunks so a large upload is never held in memory whole.
@_spi(ProviderKit) public struct MultipartFormData: Sendable {
    /// One part of the body.
    public struct Part: Sendable {
        /// Where a part's bytes come from (the domain's ``UploadSource``).
        public typealias Source = UploadSource
        /// The form field name.
        public var name: String
        /// The file name, for file parts.
        public var filename: String?
        /// The part's content type, for file parts.
        public var contentType: String?
        /// The part's bytes.
        public var source: Source

        /// Creates a part.
        public init(name: String, filename: String? = nil, contentType: String? = nil, source: Source) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.source = source
        }
    }

    /// The boundary between parts.
    public let boundary: String
    /// The parts, in order.
    public var parts: [Part]

    /// Creates an empty body with a random boundary.
    public init(parts: [Part] = [], boundary: String = "ServicesProvider-" + UUID().uuidString) {
        self.parts = parts
        self.boundary = boundary
    }

    /// Adds a text field (sent as UTF-8 bytes, unescaped).
    public mutating func append(name: String, value: String) {
        parts.append(Part(name: name, source: .data(Data(value.utf8))))
    }

    /// Adds a file part.
    public mutating func append(name: String, filename: String, contentType: String, source: Part.Source) {
        parts.append(Part(name: name, filename: filename, contentType: contentType, source: source))
    }

    /// `multipart/form-data; boundary=…`.
    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// Whether any part comes from a file (the body is then written to a temporary file).
    var hasFileParts: Bool {
        parts.contains { if case .file = $0.source { return true } else { return false } }
    }

    private func header(for part: Part) -> Data {
        var header = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\""
        if let filename = part.filename { header += "; filename=\"\(filename)\"" }
        header += "\r\n"
        if let contentType = part.contentType { header += "Content-Type: \(contentType)\r\n" }
        header += "\r\n"
        return Data(header.utf8)
    }

    private var closing: Data { Data("--\(boundary)--\r\n".utf8) }

    /// The whole body in memory (for bodies without file parts).
    func encodedData() throws -> Data {
        var data = Data()
        for part in parts {
            data.append(header(for: part))
            switch part.source {
            case .data(let bytes): data.append(bytes)
            case .file(let url): data.append(try Data(contentsOf: url))
            }
            data.append(Data("\r\n".utf8))
        }
        data.append(closing)
        return data
    }

    /// Writes the body to a temporary file, copying file parts in 256 KiB chunks, and returns
    /// its URL and size. The caller removes the file when the upload ends.
    func writeToTemporaryFile() throws -> (url: URL, length: Int64) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID().uuidString).multipart")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw ServiceProviderError.invalidRequest(message: "Could not create a temporary upload file.")
        }
        let output = try FileHandle(forWritingTo: url)
        defer { try? output.close() }
        var length: Int64 = 0
        func write(_ data: Data) throws {
            try output.write(contentsOf: data)
            length += Int64(data.count)
        }
        for part in parts {
            try write(header(for: part))
            switch part.source {
            case .data(let bytes):
                try write(bytes)
            case .file(let fileURL):
                let input = try FileHandle(forReadingFrom: fileURL)
                defer { try? input.close() }
                while let chunk = try input.read(upToCount: 256 * 1024), !chunk.isEmpty {
                    try write(chunk)
                }
            }
            try write(Data("\r\n".utf8))
        }
        try write(closing)
        return (url, length)
    }
}
