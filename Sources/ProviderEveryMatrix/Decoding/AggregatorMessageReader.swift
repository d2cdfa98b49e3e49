import Foundation

/// The aggregator's decoder: reads a payload (one message, or an array of them) from its bytes
/// straight into the layer-1 records, with no intermediate values and no `Decoder` containers.
/// It accepts exactly what `JSONDecoder` accepts for these types and fails the same way (the
/// same `DecodingError` case for a payload, `.invalid` for the same records); the differential
/// tests and the fuzz stage hold it to that.
package enum AggregatorMessageReader {
    typealias Models = EveryMatrixModels
    typealias Reader = AggregatorJSONReader

    /// In the order `AggregatorMessage`'s synthesized decoding reads them, which decides which
    /// error a message with several faults reports.
    private static let messageKeys = AggregatorKeyTable(["version", "format", "messageType", "records"])

    /// Decodes a payload: an array of messages when its first non-whitespace byte is `[`,
    /// else one message.
    package static func decode(_ data: Data) throws(DecodingError) -> [EveryMatrixModels.AggregatorMessage] {
        // Decided on the bytes as they came (the live feed always has): a UTF-16 payload whose
        // first byte is zero is read as one message.
        let isArray = data.first { !Reader.isWhitespace($0) } == UInt8(ascii: "[")
        guard let utf8 = AggregatorPayloadEncoding.utf8(data) else { throw AggregatorReadError.syntaxError }
        let result = utf8.withUnsafeBytes { raw in Result { () throws(AggregatorReadError) in try decode(raw, isArray: isArray) } }
        switch result {
        case .success(let messages): return messages
        case .failure(.syntax): throw AggregatorReadError.syntaxError
        case .failure(.value(let error)): throw error
        }
    }

    private static func decode(_ raw: UnsafeRawBufferPointer, isArray: Bool) throws(AggregatorReadError) -> [Models.AggregatorMessage] {
        var reader = Reader(raw)
        reader.skipWhitespace()
        var messages: [Models.AggregatorMessage] = []
        var firstError: DecodingError?
        if isArray, reader.current == UInt8(ascii: "[") {
            try reader.enterContainer()
            var isFirst = true
            while try reader.nextElement(&isFirst) {
                switch try message(&reader) {
                case .success(let message): messages.append(message)
                case .failure(let error): if firstError == nil { firstError = error.prefixed(by: AggregatorCodingKey(intValue: messages.count)) }
                }
            }
        } else {
            switch try message(&reader) {
            case .success(let message): messages.append(message)
            case .failure(let error): firstError = error
            }
        }
        reader.skipWhitespace()
        // Anything after the value is a syntax error, which JSONDecoder finds before any type error.
        guard reader.index == raw.count else { throw .syntax }
        if let firstError { throw .value(firstError) }
        return messages
    }

    /// One message; a type error is returned (the rest of the payload must still be read), a
    /// syntax error thrown.
    private static func message(_ reader: inout Reader) throws(AggregatorReadError) -> Result<Models.AggregatorMessage, DecodingError> {
        var version: Result<String, DecodingError>?
        var format: Result<String?, DecodingError>?
        var messageType: Result<String, DecodingError>?
        var records: Result<[Models.AggregatorRecord], DecodingError>?
        let read = try aggregatorValueResult { () throws(AggregatorReadError) in
            try reader.readObject(messageKeys, as: Models.AggregatorMessage.self) { reader, field throws(AggregatorReadError) in
                switch field {
                case 0: version = try aggregatorValueResult { () throws(AggregatorReadError) in try reader.readString() }
                case 1: format = try aggregatorValueResult { () throws(AggregatorReadError) in try reader.readOptionalString() }
                case 2: messageType = try aggregatorValueResult { () throws(AggregatorReadError) in try reader.readString() }
                default: records = try aggregatorValueResult { () throws(AggregatorReadError) in try Self.records(&reader) }
                }
            }
        }
        if case .failure(let error) = read { return .failure(error) }
        func field<Value>(_ result: Result<Value, DecodingError>?, _ name: String) -> Result<Value, DecodingError> {
            guard let result else { return .failure(DecodingError.keyNotFound(AggregatorCodingKey(name), .init(codingPath: [], debugDescription: "No value associated with key \(name).")))}
            return result.mapError { $0.prefixed(by: AggregatorCodingKey(name)) }
        }
        let message = Result { () throws(DecodingError) -> Models.AggregatorMessage in
            let version = try field(version, "version").get()
            let format = try field(format ?? .success(nil), "format").get()
            let messageType = try field(messageType, "messageType").get()
            return Models.AggregatorMessage(version: version, format: format, messageType: messageType,
                                            records: try field(records, "records").get())
        }
        return message
    }

    private static func records(_ reader: inout Reader) throws(AggregatorReadError) -> [Models.AggregatorRecord] {
        switch reader.valueStart {
        case .array: try reader.enterContainer()
        case .null:
            _ = try reader.scanLiteral()
            throw .missingValue([Models.AggregatorRecord].self)
        case let found:
            try reader.skipValue()
            throw .mismatch([Models.AggregatorRecord].self, found: found)
        }
        var records: [Models.AggregatorRecord] = []
        var isFirst = true
        while try reader.nextElement(&isFirst) { records.append(try AggregatorRecordReader.read(&reader)) }
        return records
    }
}

extension DecodingError {
    /// The same error one level further down a coding path.
    func prefixed(by key: any CodingKey) -> DecodingError {
        func context(_ context: Context) -> Context {
            Context(codingPath: [key] + context.codingPath, debugDescription: context.debugDescription, underlyingError: context.underlyingError)
        }
        switch self {
        case .typeMismatch(let type, let old): return .typeMismatch(type, context(old))
        case .valueNotFound(let type, let old): return .valueNotFound(type, context(old))
        case .keyNotFound(let missing, let old): return .keyNotFound(missing, context(old))
        case .dataCorrupted(let old): return .dataCorrupted(context(old))
        @unknown default: return self
        }
    }
}
