/// A vendor value sent as a JSON string or as a number (or bool), kept as text: ids that are
/// `42` in one response and `"42"` in the next, lines sent as `2.5` or `"2.5"`. Used by the
/// providers' layer-1 models.
package struct FlexibleString: Decodable, Hashable, Sendable {
    /// The value as text (numbers in their shortest form, bools as `true`/`false`).
    package let value: String

    package init(_ value: String) {
        self.value = value
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Kinds: 0 a string, 1 a number (an integer in its digits, else the double), 2 a bool.
        let read = Self.hint.decode(kinds: 3) { kind -> String? in
            switch kind {
            case 0: return try? container.decode(String.self)
            case 1: return (try? container.decode(Int64.self)).map { String($0) } ?? (try? container.decode(Double.self)).map { String($0) }
            default: return (try? container.decode(Bool.self)).map { $0 ? "true" : "false" }
            }
        }
        guard let read else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a string, a number or a bool.")
        }
        value = read
    }

    private static let hint = JSONKindHint()
}
