import Foundation
import ServicesProvider

extension SportRadar {
    /// A value the vendor sends either as a JSON string or as a JSON number (e.g. a market's
    /// `line`, the betting API's `free`). Kept as the text the vendor sent.
    struct FlexibleString: Decodable, Hashable, Sendable {
        let text: String

        init(_ text: String) { self.text = text }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else if let int = try? container.decode(Int.self) {
                text = String(int)
            } else if let double = try? container.decode(Double.self) {
                text = "\(double)"
            } else if let bool = try? container.decode(Bool.self) {
                text = bool ? "true" : "false"
            } else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a string, number or bool.")
            }
        }
    }
}
