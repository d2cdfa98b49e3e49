import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The differential check of the aggregator's decoder: what `JSONDecoder` makes of a payload
/// (as the live feed decoded it before the aggregator reader existed) against what the reader
/// makes of it. Shared by the differential tests and the fuzzing pipeline.
package enum AggregatorDecoderOracle {
    /// What a decoder made of a payload: every record, deeply (an `.invalid` record by its case
    /// only, a Decimal by its bytes, a Double by its bits), or the kind of error it threw.
    package enum Outcome: Equatable, Sendable, CustomStringConvertible {
        /// Decoded: the fingerprint of every message.
        case messages(String)
        /// Thrown: the DecodingError's case name (or what else was thrown).
        case failed(kind: String)

        /// The fingerprint, or `error` and the kind: what a failing comparison prints.
        package var description: String {
            switch self {
            case .messages(let text): return text
            case .failed(let kind): return "error \(kind)"
            }
        }
    }

    /// The reference: `JSONDecoder`, with the feed's old array-or-message dispatch.
    package static func referenceOutcome(_ data: Data) -> Outcome {
        // JSONDecoder traps (Swift 6.3.1 on Linux) on a payload that ends right after the `[`
        // opening the 513th nested container, instead of throwing: that one payload is not JSON.
        if endsInTooDeepArray(data) { return .failed(kind: "dataCorrupted") }
        let first = data.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        do {
            if first == UInt8(ascii: "[") { return .messages(fingerprint(try JSONDecoder().decode([EveryMatrixModels.AggregatorMessage].self, from: data))) }
            return .messages(fingerprint([try JSONDecoder().decode(EveryMatrixModels.AggregatorMessage.self, from: data)]))
        } catch {
            return .failed(kind: kind(of: error))
        }
    }

    /// Whether the payload's last byte opens an array 513 containers deep (strings respected).
    package static func endsInTooDeepArray(_ data: Data) -> Bool {
        guard data.last == UInt8(ascii: "[") else { return false }
        var deepest = 0
        walkNesting(Array(data), from: 0) { _, depth in
            deepest = depth
            return true
        }
        return deepest > 512
    }

    /// Calls `visit` with the index and the depth after it of every bracket or brace from
    /// `start` on, skipping strings, until `visit` returns false.
    package static func walkNesting(_ bytes: [UInt8], from start: Int, _ visit: (Int, Int) -> Bool) {
        var depth = 0, inString = false, escaped = false
        for index in start..<bytes.count {
            let byte = bytes[index]
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: continue
            }
            if byte != UInt8(ascii: "\""), !visit(index, depth) { return }
        }
    }

    /// The aggregator reader's outcome for the same payload.
    package static func readerOutcome(_ data: Data) -> Outcome {
        do {
            return .messages(fingerprint(try AggregatorMessageReader.decode(data)))
        } catch {
            return .failed(kind: kind(of: error))
        }
    }

    /// Nil when both agree, else what each made of the payload.
    package static func mismatch(_ data: Data) -> (reference: Outcome, reader: Outcome)? {
        let reference = referenceOutcome(data)
        let reader = readerOutcome(data)
        return reference == reader ? nil : (reference, reader)
    }

    /// The DecodingError case (what `ServiceProviderError(decodingError:type:)` maps by).
    package static func kind(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
        switch error {
        case .dataCorrupted: return "dataCorrupted"
        case .keyNotFound: return "keyNotFound"
        case .typeMismatch: return "typeMismatch"
        case .valueNotFound: return "valueNotFound"
        @unknown default: return "unknown"
        }
    }

    /// A deep rendering of decoded values in which every stored bit shows.
    package static func fingerprint(_ value: Any) -> String {
        var text = ""
        render(value, into: &text)
        return text
    }

    private static func render(_ value: Any, into text: inout String) {
        switch value {
        case var decimal as Decimal:
            text += "Decimal("
            withUnsafeBytes(of: &decimal) { for byte in $0 { text += String(byte, radix: 16) + "." } }
            text += ")"
        case let double as Double:
            text += "Double(\(double.bitPattern))"
        case let string as String:
            text += String(reflecting: string)
        case let id as EveryMatrixModels.AggregatorId:
            text += "Id(\(String(reflecting: id.description)))"
        case let record as EveryMatrixModels.AggregatorRecord:
            if case .invalid = record {
                text += "invalid"
            } else {
                renderChildren(of: record, into: &text)
            }
        default:
            renderChildren(of: value, into: &text)
        }
    }

    private static func renderChildren(of value: Any, into text: inout String) {
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else {
            text += String(reflecting: value)
            return
        }
        text += "\(mirror.subjectType)("
        for child in mirror.children {
            text += child.label ?? "_"
            text += ":"
            render(child.value, into: &text)
            text += ","
        }
        text += ")"
    }
}
