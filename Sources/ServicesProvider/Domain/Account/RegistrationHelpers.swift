import Foundation

/// Whether a username can be registered, as the vendor judged it, with names to offer instead.
public struct UsernameAvailability: Sendable, Hashable {
    /// Whether no account uses this name yet.
    public var isAvailable: Bool
    /// Free names similar to the one asked for (when it is taken); may be empty.
    public var suggestions: [String]
    /// What is wrong with the name even though no account uses it (a bad format, say); empty when
    /// nothing is. Each problem names the field and the vendor's code.
    public var problems: [ServiceProviderError.FieldError]

    /// Creates an answer.
    public init(isAvailable: Bool, suggestions: [String] = [], problems: [ServiceProviderError.FieldError] = []) {
        self.isAvailable = isAvailable
        self.suggestions = suggestions
        self.problems = problems
    }

    /// Whether the name can be used as it is: free and without problems.
    public var isUsable: Bool { isAvailable && problems.isEmpty }
}

/// A country as the operator knows it: where the caller is, for pre-filling a form.
public struct Country: Sendable, Hashable {
    /// ISO 3166 alpha-2 code (e.g. `FR`).
    public var code: String
    /// The country's name, in the vendor's language.
    public var name: String?
    /// The international dialling prefix with its `+` (e.g. `+33`), ready for ``PhoneNumber/prefix``.
    public var phonePrefix: String?

    /// Creates a country.
    public init(code: String, name: String? = nil, phonePrefix: String? = nil) {
        self.code = code
        self.name = name
        self.phonePrefix = phonePrefix
    }
}

/// A phone check in progress: the vendor sent a code by SMS and identifies the check by this id,
/// which goes back with the code and then with the registration (``RegistrationForm/phoneVerification``).
public struct PhoneVerification: Sendable, Hashable {
    /// The vendor's id for this check (opaque).
    public var id: String

    /// Creates a verification value (for example one kept across app launches).
    public init(id: String) {
        self.id = id
    }
}
