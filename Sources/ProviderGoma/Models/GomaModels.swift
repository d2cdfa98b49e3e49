import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Layer 1: Goma's JSON shapes, with the vendor's keys byte for byte. Never public (`package`
/// only for what the SDK's tooling reads: the event, decoded by the benchmark's baseline).
package enum GomaModels {}

extension GomaModels {
    /// An id Goma sends as an int or a string.
    typealias FlexibleID = FlexibleString

    /// The first shape that decodes (a path the vendor answers in more than one shape: the CMS
    /// cards, highlights); when none does, the first shape's error (the recorded one's).
    static func firstShape<Answer>(_ decoder: any Decoder, _ shapes: [(any Decoder) throws -> Answer]) throws -> Answer {
        var firstError: (any Error)?
        for shape in shapes {
            do {
                return try shape(decoder)
            } catch {
                if firstError == nil { firstError = error }
            }
        }
        throw firstError ?? DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "No shape to decode"))
    }

    /// `{message}`: the answer of calls that only say they were done (password calls,
    /// favourites) and of errors.
    struct MessageResponse: Decodable, Sendable {
        let message: String?
    }

    /// A decimal Goma sends as a string (`"1.85"`) or a number (`1.85`). Strings are parsed
    /// exactly; numbers are read by the decoder as `Decimal` from their JSON text.
    struct FlexibleDecimal: Decodable, Hashable, Sendable {
        let value: Decimal

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            // Kinds: 0 a string (parsed exactly; `nil` inside when it is no decimal), 1 a number.
            let read = Self.hint.decode(kinds: 2) { kind -> Decimal?? in
                if kind == 0 { return (try? container.decode(String.self)).map { Decimal(vendorText: $0) } }
                return (try? container.decode(Decimal.self)).map { $0 }
            }
            switch read {
            case let parsed??: value = parsed
            case .some(nil): throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a decimal: \(try container.decode(String.self))")
            case nil: value = try container.decode(Decimal.self)
            }
        }

        private static let hint = JSONKindHint()
    }

    /// An integer sent as a number or a string (`pre_live_count`, `live_count`).
    struct FlexibleInt: Decodable, Hashable, Sendable {
        let value: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            // Kinds: 0 a number, 1 a string (`nil` inside when it holds no integer).
            let read = Self.hint.decode(kinds: 2) { kind -> Int?? in
                if kind == 0 { return (try? container.decode(Int.self)).map { $0 } }
                return (try? container.decode(String.self)).map { Int($0.trimmingCharacters(in: .whitespaces)) }
            }
            switch read {
            case let int??: value = int
            case .some(nil): throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an integer: \(try container.decode(String.self))")
            case nil: value = try container.decode(Int.self)
            }
        }

        private static let hint = JSONKindHint()
    }

    /// A flag sent as `0`/`1` or a bool (`is_live`).
    struct FlexibleBool: Decodable, Hashable, Sendable {
        let value: Bool

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            // Kinds: 0 a bool, 1 a number, 2 a string (`nil` inside when it is no flag).
            let read = Self.hint.decode(kinds: 3) { kind -> Bool?? in
                switch kind {
                case 0: return (try? container.decode(Bool.self)).map { $0 }
                case 1: return (try? container.decode(Int.self)).map { $0 != 0 }
                default:
                    return (try? container.decode(String.self)).map { string -> Bool? in
                        switch string.lowercased() {
                        case "1", "true": true
                        case "0", "false", "": false
                        default: nil
                        }
                    }
                }
            }
            switch read {
            case let flag??: value = flag
            case .some(nil): throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a flag: \(try container.decode(String.self))")
            case nil: value = try container.decode(Bool.self)
            }
        }

        private static let hint = JSONKindHint()
    }

    /// `{current_page, data, per_page?}`: upcoming/trending/scores carry `per_page`, tickets do not.
    struct Paged<Item: Decodable & Sendable>: Decodable, Sendable {
        let currentPage: Int
        let data: [Item]
        let perPage: Int?

        enum CodingKeys: String, CodingKey {
            case currentPage = "current_page"
            case data
            case perPage = "per_page"
        }
    }

    /// `{data: …, message?}` (the login envelope).
    struct DataEnvelope<Item: Decodable & Sendable>: Decodable, Sendable {
        let data: Item
        let message: String?
    }
}
