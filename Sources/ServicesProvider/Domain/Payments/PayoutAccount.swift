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
