import Foundation

/// Which JSON kind (a string, a number, a bool) a flexible type's last value came in, so the next
/// value is tried that way first. A vendor sends a field the same way every time, and a failed
/// `decode` costs JSONDecoder an error with its description, about twenty plain decodes: a Goma
/// list of numeric ids read string-first spent most of its time failing.
///
/// The kinds are the caller's, numbered from 0; the hint is only an order, so a value is read
/// the same whichever kind comes first.
package final class JSONKindHint: Sendable {
    private let last = Locked(0)

    package init() {}

    /// The kind to try first.
    package var first: Int { last.withLock { $0 } }

    /// The value came in `kind`: try it first next time.
    package func record(_ kind: Int) {
        last.withLock { $0 = kind }
    }

    /// The first of `count` kinds `attempt` reads (the hinted one first), recorded for the next.
    package func decode<Value>(kinds count: Int, _ attempt: (Int) -> Value?) -> Value? {
        let first = self.first
        if let value = attempt(first) { return value }
        for kind in 0..<count where kind != first {
            if let value = attempt(kind) {
                record(kind)
                return value
            }
        }
        return nil
    }
}
