/// A vendor list decoded element by element: an element that fails to decode is dropped and
/// counted, so one bad entry does not fail the whole answer. Any JSON value is skipped over
/// (objects, arrays, scalars, null), so a malformed element can never stall the reading.
package struct LossyList<Element: Decodable & Sendable>: Decodable, Sendable {
    /// The elements that decoded, in order.
    package let elements: [Element]
    /// How many were dropped.
    package let dropped: Int

    package init(elements: [Element], dropped: Int = 0) {
        self.elements = elements
        self.dropped = dropped
    }

    package init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var dropped = 0
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                dropped += 1
                // A failed decode does not move the container on: consume the element as any value.
                _ = try container.decode(AnyJSONValue.self)
            }
        }
        self.elements = elements
        self.dropped = dropped
    }
}

/// Any JSON value, read and thrown away.
private struct AnyJSONValue: Decodable {
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            for key in object.allKeys { _ = try object.decode(AnyJSONValue.self, forKey: key) }
        } else if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd { _ = try array.decode(AnyJSONValue.self) }
        } else {
            _ = try decoder.singleValueContainer()
        }
    }
}
