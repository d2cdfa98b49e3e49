import Foundation

/// The one way a type that holds a secret (a password, token, key, session id, a URL carrying
/// one) prints itself. A conforming type lists the fields it shows, with each secret already
/// replaced (``Redactor/hidden(_:)``, ``Redactor/url(_:alsoHiding:)``,
/// ``Redactor/opaqueURL(_:)``); `print`, `String(describing:)`, `debugPrint`,
/// `String(reflecting:)`, `dump`, debuggers and test-failure output all use that list, so no
/// printed form can show a field the list hides.
///
/// ```swift
/// extension PasswordChange: SecretHiding {
///     package var printedFields: [(String, Any)] {
///         [("currentPassword", Redactor.hidden(currentPassword)), ("newPassword", Redactor.hidden(newPassword))]
///     }
/// }
/// ```
package protocol SecretHiding: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The fields every printed form shows, in order, secrets already replaced.
    var printedFields: [(String, Any)] { get }
}

extension SecretHiding {
    /// `TypeName(field: value, …)` built from ``printedFields``: secrets never appear.
    public var description: String {
        let fields = printedFields.map { "\($0.0): \(Self.text(of: $0.1))" }
        return "\(Self.self)(\(fields.joined(separator: ", ")))"
    }

    /// The same text as ``description``: secrets never appear.
    public var debugDescription: String { description }

    /// Only ``printedFields``, so `dump` and debuggers show no secret either.
    public var customMirror: Mirror {
        Mirror(self, children: printedFields.map { (label: $0.0 as String?, value: $0.1) }, displayStyle: .struct)
    }

    /// An optional's value or `nil`, without the `Optional(…)` wrapper.
    private static func text(of value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return String(describing: value) }
        return mirror.children.first.map { String(describing: $0.value) } ?? "nil"
    }
}
