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
        if let string = try? container.decode(String.self) {
            value = string
        } else if let int = try? container.decode(Int64.self) {
            value = String(int)
        } else if let double = try? container.decode(Double.self) {
            value = String(double)
        } else if let bool = try? container.decode(Bool.self) {
            value = bool ? "true" : "false"
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a string, a number or a bool.")
        }
    }
}
