import Foundation

/// One field of the operator's registration form, as its back end configures it: what to ask,
/// how to check it before sending, and the name to send it under.
public struct RegistrationField: Sendable, Hashable {
    /// The key the value is sent under (the vendor's field name, e.g. `Mobile`).
    public var name: String
    /// The label to show; may hold HTML (links to the terms on a checkbox).
    public var label: String
    /// The kind of input to show.
    public var inputKind: RegistrationInputKind
    /// A pre-filled value (e.g. the phone prefix), if any.
    public var defaultValue: String?
    /// Whether the user may not edit it.
    public var isReadOnly: Bool
    /// Whether a value is required.
    public var isMandatory: Bool
    /// The fewest characters allowed, when limited.
    public var minLength: Int?
    /// The most characters allowed, when limited.
    public var maxLength: Int?
    /// The smallest value allowed, as the vendor writes it (a date field's is `yyyy-MM-dd`).
    public var minimum: String?
    /// The largest value allowed, as the vendor writes it.
    public var maximum: String?
    /// Further checks, each with the message to show when it fails.
    public var rules: [RegistrationRule]

    /// Creates a field.
    public init(name: String, label: String, inputKind: RegistrationInputKind, defaultValue: String? = nil, isReadOnly: Bool = false,
                isMandatory: Bool = false, minLength: Int? = nil, maxLength: Int? = nil, minimum: String? = nil, maximum: String? = nil,
                rules: [RegistrationRule] = []) {
        self.name = name
        self.label = label
        self.inputKind = inputKind
        self.defaultValue = defaultValue
        self.isReadOnly = isReadOnly
        self.isMandatory = isMandatory
        self.minLength = minLength
        self.maxLength = maxLength
        self.minimum = minimum
        self.maximum = maximum
        self.rules = rules
    }
}

/// The input a registration field wants.
public enum RegistrationInputKind: Sendable, Hashable {
    /// A phone number.
    case phone
    /// A secret (password or PIN).
    case password
    /// Free text.
    case text
    /// A date.
    case date
    /// A yes/no box (e.g. accepting the terms).
    case checkbox
    /// An e-mail address.
    case email
    /// A choice from a list.
    case select
    /// An input the SDK does not know, as the vendor names it.
    case unknown(String)
}

/// One check on a registration field's value.
public struct RegistrationRule: Sendable, Hashable {
    /// What is checked.
    public var kind: Kind
    /// The message to show when the check fails, as the vendor words it.
    public var message: String?
    /// The vendor's key for the failure (for the app's own translations).
    public var errorKey: String?

    /// What a rule checks.
    public enum Kind: Sendable, Hashable {
        /// The value must match this regular expression (ICU/NSRegularExpression syntax).
        case pattern(String)
        /// A date of birth at least this many years ago.
        case minimumAge(Int)
        /// A rule the SDK does not know, as the vendor names it.
        case unknown(String)
    }

    /// Creates a rule.
    public init(kind: Kind, message: String? = nil, errorKey: String? = nil) {
        self.kind = kind
        self.message = message
        self.errorKey = errorKey
    }
}
