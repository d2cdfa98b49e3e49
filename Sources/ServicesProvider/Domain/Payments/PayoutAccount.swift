import Foundation

/// A saved account winnings are paid out to (e.g. a bank account).
public struct PayoutAccount: Sendable, Hashable {
    /// The vendor's id of the saved account.
    public var id: String
    /// What kind of account.
    public var kind: PayoutAccountKind
    /// The label the user or operator gave it, when any.
    public var description: String?
    /// Its details by the vendor's key (e.g. `IBAN`), as saved.
    public var details: [String: String]

    /// Creates a payout account.
    public init(id: String, kind: PayoutAccountKind, description: String? = nil, details: [String: String] = [:]) {
        self.id = id
        self.kind = kind
        self.description = description
        self.details = details
    }
}

/// The kind of a payout account.
public enum PayoutAccountKind: Sendable, Hashable {
    /// A bank account (IBAN).
    case bankAccount
    /// A kind the SDK does not know, as the vendor names it.
    case unknown(String)
}

/// A payout account to save. Check it with ``validate()`` (the services do before sending).
public enum NewPayoutAccount: Sendable, Hashable {
    /// A bank account by its IBAN (spaces allowed; checked for shape only, not its checksum).
    case bankAccount(iban: String)

    /// Checks the IBAN: 15 to 34 letters and digits once spaces are removed
    /// (`.validation`, field `iban`, code `INVALID`).
    public func validate() throws(ServiceProviderError) {
        switch self {
        case .bankAccount(let iban):
            let compact = iban.replacingOccurrences(of: " ", with: "")
            guard (15...34).contains(compact.count), compact.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
                throw .validation(fields: [.init(field: "iban", code: "INVALID", message: "This IBAN is not valid.")])
            }
        }
    }
}

// Not `SecretHiding`: the account's `description` is its label, so the type cannot also be
// `CustomStringConvertible`; its mirror (which `print`, `dump` and debuggers read) and its debug
// text mask the details instead.
extension PayoutAccount: CustomReflectable, CustomDebugStringConvertible {
    /// Each detail masked (``Redactor/masked(_:)``): the details are the account's numbers.
    public var customMirror: Mirror {
        Mirror(self, children: ["id": id, "kind": kind, "description": description as Any, "details": maskedDetails],
               displayStyle: .struct)
    }

    /// The same fields as the mirror, the details masked.
    public var debugDescription: String {
        "PayoutAccount(id: \(id), kind: \(kind), description: \(description ?? "nil"), details: \(maskedDetails.joined(separator: ", ")))"
    }

    private var maskedDetails: [String] { details.keys.sorted().map { "\($0): \(Redactor.masked(details[$0]))" } }
}

extension NewPayoutAccount: SecretHiding {
    /// The IBAN masked (``Redactor/masked(_:)``).
    package var printedFields: [(String, Any)] {
        switch self {
        case .bankAccount(let iban): [("bankAccount", "iban: " + Redactor.masked(iban))]
        }
    }
}
