import Foundation

// The DecodingError values JSONDecoder throws for the same faults, so that
// `ServiceProviderError(decodingError:type:)` maps a failed payload the same way. Paths are
// relative to the value being read; the message reader prefixes the message's own keys.
extension AggregatorReadError {
    /// JSONDecoder reports a bad number or string as "not valid JSON" at the top of the document.
    static func corrupted(_ what: String) -> Self {
        .value(.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON (\(what)).")))
    }

    static func mismatch(_ type: Any.Type, found: AggregatorValueStart) -> Self {
        .value(.typeMismatch(type, .init(codingPath: [], debugDescription: "Expected to decode \(type) but found \(found.description) instead.")))
    }

    static func missingValue(_ type: Any.Type) -> Self {
        .value(.valueNotFound(type, .init(codingPath: [], debugDescription: "Expected \(type) value but found null instead.")))
    }

    static func missingKey(_ name: String) -> Self {
        .value(.keyNotFound(AggregatorCodingKey(name), .init(codingPath: [], debugDescription: "No value associated with key \(name).")))
    }

    /// The DecodingError for a payload that is not JSON, as JSONDecoder words it.
    static let syntaxError = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The given data was not valid JSON."))
}

/// A key or index in the coding path of an error the aggregator reader throws.
struct AggregatorCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ name: String) {
        stringValue = name
        intValue = nil
    }

    init(stringValue: String) { self.init(stringValue) }

    init(intValue: Int) {
        stringValue = "Index \(intValue)"
        self.intValue = intValue
    }
}

/// Runs `read`: a syntax error goes on up (it fails the whole payload, as in JSONDecoder), a
/// value error is returned, for the caller to make of it what JSONDecoder's path makes (a
/// message's error, an `.invalid` record) while the rest of the payload is still read.
func aggregatorValueResult<Value>(_ read: () throws(AggregatorReadError) -> Value) throws(AggregatorReadError) -> Result<Value, DecodingError> {
    do {
        return .success(try read())
    } catch {
        switch error {
        case .syntax: throw .syntax
        case .value(let error): return .failure(error)
        }
    }
}

/// Unwraps a field the type requires, failing as JSONDecoder does when its key is missing.
func aggregatorRequired<Value>(_ value: Value?, _ name: String) throws(AggregatorReadError) -> Value {
    guard let value else { throw .missingKey(name) }
    return value
}
