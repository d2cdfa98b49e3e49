import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Layer 1: Goma's JSON shapes, with the vendor's keys byte for byte. Never public.
enum GomaModels {}

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
            if let string = try? container.decode(String.self) {
                guard let parsed = Decimal(vendorText: string) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a decimal: \(string)")
                }
                value = parsed
            } else {
                value = try container.decode(Decimal.self)
            }
        }
    }

    /// An integer sent as a number or a string (`pre_live_count`, `live_count`).
    struct FlexibleInt: Decodable, Hashable, Sendable {
        let value: Int

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let int = try? container.decode(Int.self) {
                value = int
            } else {
                let string = try container.decode(String.self)
                guard let int = Int(string.trimmingCharacters(in: .whitespaces)) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an integer: \(string)")
                }
                value = int
            }
        }
    }

    /// A flag sent as `0`/`1` or a bool (`is_live`).
    struct FlexibleBool: Decodable, Hashable, Sendable {
        let value: Bool

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bool = try? container.decode(Bool.self) {
                value = bool
            } else if let int = try? container.decode(Int.self) {
                value = int != 0
            } else {
                let string = try container.decode(String.self)
                switch string.lowercased() {
                case "1", "true": value = true
                case "0", "false", "": value = false
                default:
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a flag: \(string)")
                }
            }
        }
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
