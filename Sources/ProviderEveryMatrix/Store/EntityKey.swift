/// The store's key for an aggregator id. The vendor's ids are decimal numbers of up to 18
/// digits sent as strings, and a Swift string longer than 15 bytes lives on the heap: every
/// hash, comparison and copy of such a key reached for memory far from the table. A key holds
/// such an id as its number, and any other id as its text, so two different ids never share a
/// key ("007" is kept as text, distinct from "7").
package enum EntityKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    case number(UInt64)
    case text(String)

    package init(_ id: String) {
        self = Self.number(in: id).map(Self.number) ?? .text(id)
    }

    package init(stringLiteral id: String) {
        self.init(id)
    }

    /// The id as the vendor wrote it.
    package var description: String {
        switch self {
        case .number(let number): return String(number)
        case .text(let text): return text
        }
    }

    /// The number an id spells in canonical decimal (no sign, no leading zero), if it fits.
    private static func number(in id: String) -> UInt64? {
        let utf8 = id.utf8
        guard (1...20).contains(utf8.count), utf8.first != UInt8(ascii: "0") || utf8.count == 1 else { return nil }
        var number: UInt64 = 0
        for byte in utf8 {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflowed) = number.multipliedReportingOverflow(by: 10)
            let (sum, carried) = shifted.addingReportingOverflow(UInt64(digit))
            guard !overflowed, !carried else { return nil }
            number = sum
        }
        return number
    }
}
