import Foundation

/// Prints a decoded domain value as an indented tree, like `dump`, except that the values a
/// reader checks read as they would in an app: money and odds (`Decimal`) as numbers such as
/// `125.5`, dates in ISO 8601, URLs as text, and optionals without their `Optional(…)` wrapper.
enum DomainDump {
    static func lines(_ value: Any, label: String? = nil, indent: Int = 0) -> [String] {
        let prefix = String(repeating: "  ", count: indent) + "- " + (label.map { "\($0): " } ?? "")
        if let leaf = leafText(value) { return [prefix + leaf] }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first?.value else { return [prefix + "nil"] }
            return lines(wrapped, label: label, indent: indent)
        case .collection, .set:
            return [prefix + counted(mirror.children.count, "element")]
                + mirror.children.flatMap { lines($0.value, indent: indent + 1) }
        case .dictionary:
            return [prefix + counted(mirror.children.count, "entry", "entries")] + mirror.children.flatMap { pair -> [String] in
                let parts = Mirror(reflecting: pair.value).children.map(\.value)
                guard parts.count == 2 else { return [] }
                return lines(parts[1], label: "\(parts[0])", indent: indent + 1)
            }
        case .enum:
            // A case with values: its name, then the values.
            guard let payload = mirror.children.first else { return [prefix + ".\(value)"] }
            return [prefix + ".\(payload.label ?? "")"] + children(of: payload.value, indent: indent + 1)
        default:
            if mirror.children.isEmpty { return [prefix + "\(value)"] }
            return [prefix + "\(type(of: value))"] + children(of: value, indent: indent + 1)
        }
    }

    /// A payload or a struct's fields, one line group each (a tuple's unlabelled fields by position).
    private static func children(of value: Any, indent: Int) -> [String] {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle != .tuple, mirror.displayStyle != .struct, mirror.displayStyle != .class {
            return lines(value, indent: indent)
        }
        return mirror.children.flatMap { lines($0.value, label: $0.label.map { $0.hasPrefix(".") ? nil : $0 } ?? nil, indent: indent) }
    }

    private static func leafText(_ value: Any) -> String? {
        switch value {
        case let decimal as Decimal: return "\(decimal)"
        case let date as Date: return date.formatted(.iso8601)
        case let url as URL: return url.absoluteString
        case let text as String: return "\"\(text)\""
        case let number as any BinaryInteger: return "\(number)"
        case let number as Double: return "\(number)"
        case let flag as Bool: return "\(flag)"
        default: return nil
        }
    }
}
