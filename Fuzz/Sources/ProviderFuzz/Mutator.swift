import Foundation

/// SplitMix64: small, fast, and the same sequence on every platform for a seed.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { bound <= 1 ? 0 : Int(next() % UInt64(bound)) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
}

/// Where the values of a JSON text are, by byte offset, so a mutation edits the text in place
/// (numbers keep their spelling: 1.75757580 stays what the vendor sent, 40 digits stay 40 digits).
struct JSONLayout {
    enum Kind { case string, number, literal, object, array }
    struct Value { var range: Range<Int>; var kind: Kind }
    /// Every value, containers included.
    var values: [Value] = []
    /// Every object key (the quoted text).
    var keys: [Range<Int>] = []
    /// Every object member (`"key": value`) and array element, for deletion and duplication.
    var members: [Range<Int>] = []
    var elements: [Range<Int>] = []

    /// Scans `bytes`; `nil` when they are not JSON (after a byte-level mutation, say).
    static func scan(_ bytes: [UInt8]) -> JSONLayout? {
        var layout = JSONLayout()
        var index = 0
        func space() { while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 { index += 1 } }
        func string() -> Range<Int>? {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let start = index
            index += 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
                if bytes[index] == UInt8(ascii: "\"") { index += 1; return start..<index }
                index += 1
            }
            return nil
        }
        func value(depth: Int) -> Range<Int>? {
            guard depth < 200 else { return nil }
            space()
            guard index < bytes.count else { return nil }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let range = string() else { return nil }
                layout.values.append(Value(range: range, kind: .string))
                return range
            case UInt8(ascii: "{"):
                index += 1
                space()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 } else {
                    while true {
                        space()
                        guard let key = string() else { return nil }
                        layout.keys.append(key)
                        space()
                        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
                        index += 1
                        guard let member = value(depth: depth + 1) else { return nil }
                        layout.members.append(key.lowerBound..<member.upperBound)
                        space()
                        guard index < bytes.count else { return nil }
                        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                        guard bytes[index] == UInt8(ascii: "}") else { return nil }
                        index += 1
                        break
                    }
                }
                layout.values.append(Value(range: start..<index, kind: .object))
                return start..<index
            case UInt8(ascii: "["):
                index += 1
                space()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1 } else {
                    while true {
                        guard let element = value(depth: depth + 1) else { return nil }
                        layout.elements.append(element)
                        space()
                        guard index < bytes.count else { return nil }
                        if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                        guard bytes[index] == UInt8(ascii: "]") else { return nil }
                        index += 1
                        break
                    }
                }
                layout.values.append(Value(range: start..<index, kind: .array))
                return start..<index
            default:
                while index < bytes.count, !",]} \n\r\t".utf8.contains(bytes[index]) { index += 1 }
                guard index > start else { return nil }
                let first = bytes[start]
                let kind: Kind = (first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39)) ? .number : .literal
                layout.values.append(Value(range: start..<index, kind: kind))
                return start..<index
            }
        }
        guard value(depth: 0) != nil else { return nil }
        return layout
    }
}

/// Mutates vendor JSON the way a broken or hostile back end would: keys deleted or renamed,
/// types swapped, huge and odd numbers, combining marks and long fractions of a second in
/// strings, elements duplicated or dropped, and raw byte damage (truncation, insertion).
enum Mutator {
    static let hugeNumbers = ["1e20", "9.2e16", "5e18", "-5e18", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
                              "18446744073709551616", "1e308", "-1e308", "1e400", "4.9e-324", "9223372036854775806", "4611686018427387904", "0.0000000000000000000001",
                              "123456789012345678901234567890", "2147483648", "-0", "1E+2", "0", "-1", "1",
                              "0.1234567890123456789012345678901234567890", "99999999999999999999.99", "1.0000000000000002"]
    static let otherValues = ["null", "true", "false", "0", "-1", "\"\"", "\"x\"", "[]", "{}", "\"1.5\"", "[null]", "{\"a\":1}", "\"null\"", "\"-\""]
    static let marks = ["\u{0301}", "\u{032B}", "\u{0308}", "\u{20DD}", "\u{200D}", "\u{202E}", "\u{FEFF}", "🇵🇹", "\\u0000", "\\ud800", "\\u00e9"]

    /// Applies 1–3 mutations; returns the bytes and a description of each.
    static func mutate(_ original: [UInt8], rng: inout SplitMix) -> (bytes: [UInt8], steps: [String]) {
        var bytes = original
        var steps: [String] = []
        for _ in 0..<(1 + rng.below(3)) {
            if !rng.chance(12), let layout = JSONLayout.scan(bytes), !layout.values.isEmpty,
               let step = structural(&bytes, layout, rng: &rng) {
                steps.append(step)
            } else {
                steps.append(raw(&bytes, rng: &rng))
            }
        }
        return (bytes, steps)
    }

    private static func replace(_ bytes: inout [UInt8], _ range: Range<Int>, with text: String) {
        bytes.replaceSubrange(range, with: Array(text.utf8))
    }

    /// Removes `range` and the comma that joins it to a neighbour.
    private static func remove(_ bytes: inout [UInt8], _ range: Range<Int>) {
        var end = range.upperBound
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x0A || bytes[end] == 0x0D || bytes[end] == 0x09 { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ",") {
            bytes.removeSubrange(range.lowerBound..<(end + 1))
            return
        }
        var start = range.lowerBound
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D || bytes[start - 1] == 0x09 { start -= 1 }
        if start > 0, bytes[start - 1] == UInt8(ascii: ",") { start -= 1 }
        bytes.removeSubrange(start..<range.upperBound)
    }

    private static func structural(_ bytes: inout [UInt8], _ layout: JSONLayout, rng: inout SplitMix) -> String? {
        let numbers = layout.values.filter { $0.kind == .number }
        let strings = layout.values.filter { $0.kind == .string }
        switch rng.below(10) {
        case 0, 1:
            guard !layout.members.isEmpty else { return nil }
            let member = rng.pick(layout.members)
            let text = String(decoding: bytes[member].prefix(40), as: UTF8.self)
            remove(&bytes, member)
            return "delete member @\(member.lowerBound) \(text)"
        case 2:
            let value = rng.pick(layout.values)
            let replacement = rng.pick(otherValues)
            replace(&bytes, value.range, with: replacement)
            return "swap type @\(value.range.lowerBound) -> \(replacement)"
        case 3, 4:
            // Huge numbers go where numbers are, and sometimes where any value is (or quoted).
            let target = (!numbers.isEmpty && rng.chance(75)) ? rng.pick(numbers) : rng.pick(layout.values)
            var number = rng.pick(hugeNumbers)
            if target.kind == .string && rng.chance(50) { number = "\"\(number)\"" }
            replace(&bytes, target.range, with: number)
            return "number @\(target.range.lowerBound) -> \(number)"
        case 5, 6:
            guard let target = strings.isEmpty ? nil : rng.pick(strings) else { return nil }
            let inner = (target.range.lowerBound + 1)..<(target.range.upperBound - 1)
            let content = Array(bytes[inner])
            let text = String(decoding: content, as: UTF8.self)
            var new: String
            switch rng.below(7) {
            case 0, 1:
                // A mark after a random character (never inside an escape).
                var characters = Array(text)
                let at = rng.below(characters.count + 1)
                let mark = rng.pick(marks)
                if at > 0, characters[at - 1] == "\\" { return nil }
                characters.insert(contentsOf: mark, at: at)
                new = String(characters)
            case 2:
                // A 40-digit fraction of a second where there is a time (or a fraction).
                let fraction = String((0..<40).map { _ in Character(String(rng.below(10))) })
                if let dot = text.lastIndex(of: "."), text[text.index(after: dot)...].allSatisfy({ $0.isNumber }) {
                    new = String(text[...dot]) + fraction
                } else if text.contains(":") {
                    new = text + "." + fraction
                } else {
                    new = text + "0." + fraction
                }
            case 3:
                new = rng.pick(["", " ", "9.2e16", "1e20", "-5e18", "NaN", "Infinity", "2025-02-30T25:61:61.000Z", "0000-00-00 00:00:00",
                                "31-12-99999 23:59:59", "9999999999999", "\u{0660}\u{0661}", "１２"])
            case 4:
                new = String(repeating: text.isEmpty ? "a" : text, count: 50)
            case 5:
                // Digits replaced by other digits (dates and ids stay shaped, values change).
                new = String(text.map { $0.isASCII && $0.isNumber ? Character(String(rng.below(10))) : $0 })
            default:
                new = String(text.dropLast(rng.below(max(1, text.count))))
            }
            replace(&bytes, inner, with: new)
            return "string @\(target.range.lowerBound) \"\(text.prefix(30))\" -> \"\(new.prefix(60))\""
        case 7:
            guard !layout.keys.isEmpty else { return nil }
            let key = rng.pick(layout.keys)
            let inner = (key.lowerBound + 1)..<(key.upperBound - 1)
            guard !inner.isEmpty else { return nil }
            let at = inner.lowerBound + rng.below(inner.count)
            let old = String(decoding: bytes[key], as: UTF8.self)
            bytes[at] = bytes[at] == UInt8(ascii: "_") ? UInt8(ascii: "x") : UInt8(ascii: "_")
            return "rename key \(old.prefix(40))"
        case 8:
            guard !layout.elements.isEmpty else { return nil }
            let element = rng.pick(layout.elements)
            let copy = Array(bytes[element])
            bytes.insert(contentsOf: copy + Array(",".utf8), at: element.lowerBound)
            return "duplicate element @\(element.lowerBound)"
        default:
            guard !layout.elements.isEmpty else { return nil }
            let element = rng.pick(layout.elements)
            remove(&bytes, element)
            return "delete element @\(element.lowerBound)"
        }
    }

    private static func raw(_ bytes: inout [UInt8], rng: inout SplitMix) -> String {
        guard !bytes.isEmpty else {
            bytes = Array("{}".utf8)
            return "empty -> {}"
        }
        switch rng.below(4) {
        case 0:
            let at = rng.below(bytes.count)
            bytes.removeSubrange(at...)
            return "truncate at \(at)"
        case 1:
            let at = rng.below(bytes.count + 1)
            let insert = rng.pick(["\u{0301}", "\u{032B}", "\"", ",", "}", "]", "{", "[", "\\", "0", "-", "\u{00}", "\u{FFFD}", "e9"])
            bytes.insert(contentsOf: Array(insert.utf8), at: at)
            return "insert \(insert.unicodeScalars.map { String($0.value, radix: 16) }) at \(at)"
        case 2:
            let at = rng.below(bytes.count)
            let length = min(bytes.count - at, 1 + rng.below(16))
            bytes.removeSubrange(at..<(at + length))
            return "delete \(length) bytes at \(at)"
        default:
            let at = rng.below(bytes.count)
            bytes[at] ^= UInt8(1 << rng.below(8))
            return "flip a bit at \(at)"
        }
    }
}
