import Foundation

/// Layer-1 models: EveryMatrix's payloads exactly as the vendor sends them (keys byte for byte).
/// Never public: only the mappers turn them into domain models.
package enum EveryMatrix {}

extension EveryMatrix {
    /// A vendor JSON value that is sometimes a number and sometimes a string (ids, counters).
    package struct FlexibleString: Decodable, Sendable, Hashable {
        package let value: String

        package init(_ value: String) { self.value = value }

        package init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                value = string
            } else if let int = try? container.decode(Int64.self) {
                value = String(int)
            } else {
                value = String(try container.decode(Double.self))
            }
        }
    }
}
