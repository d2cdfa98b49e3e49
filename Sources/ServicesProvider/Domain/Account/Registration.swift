import Foundation

/// What a user fills in to open an account. Providers use the fields their vendor needs and
/// reject a missing required one with `.validation(fields:)`.
public struct RegistrationForm: Sendable, Hashable {
    /// Login name or email.
    public var username: String?
    /// Email address.
    public var email: String?
    /// The chosen password.
    public var password: String
    /// Phone number without prefix.
    public var phoneNumber: String?
    /// International prefix (e.g. `+237`).
    public var phonePrefix: String?
    /// Given name.
    public var firstName: String?
    /// Family name.
    public var lastName: String?
    /// Date of birth.
    public var birthDate: DateComponents?
    /// ISO 3166 country code.
    public var countryCode: String?
    /// ISO 4217 currency.
    public var currency: String?
    /// Whether the user accepted the terms and conditions.
    public var acceptsTerms: Bool
    /// A promotion code.
    public var promoCode: String?

    /// Creates a form.
    public init(username: String? = nil, email: String? = nil, password: String, phoneNumber: String? = nil,
                phonePrefix: String? = nil, firstName: String? = nil, lastName: String? = nil,
                birthDate: DateComponents? = nil, countryCode: String? = nil, currency: String? = nil,
                acceptsTerms: Bool, promoCode: String? = nil) {
        self.username = username
        self.email = email
        self.password = password
        self.phoneNumber = phoneNumber
        self.phonePrefix = phonePrefix
        self.firstName = firstName
        self.lastName = lastName
        self.birthDate = birthDate
        self.countryCode = countryCode
        self.currency = currency
        self.acceptsTerms = acceptsTerms
        self.promoCode = promoCode
    }
}

/// The result of a registration.
public struct RegistrationResult: Sendable, Hashable {
    /// The new user's id, when the vendor returns it.
    public var userId: String?
    /// Whether the user must confirm something (email, SMS) before signing in.
    public var requiresVerification: Bool

    /// Creates a result.
    public init(userId: String?, requiresVerification: Bool = false) {
        self.userId = userId
        self.requiresVerification = requiresVerification
    }
}

/// A password change.
public struct PasswordChange: Sendable, Hashable {
    /// The current password.
    public var currentPassword: String
    /// The new password.
    public var newPassword: String

    /// Creates a password change.
    public init(currentPassword: String, newPassword: String) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
    }
}

extension RegistrationForm: SecretHiding {
    /// Every field but the password.
    package var printedFields: [(String, Any)] {
        [("username", username as Any), ("email", email as Any), ("password", Redactor.hidden(password)),
         ("phoneNumber", phoneNumber as Any), ("phonePrefix", phonePrefix as Any), ("firstName", firstName as Any),
         ("lastName", lastName as Any), ("birthDate", birthDate as Any), ("countryCode", countryCode as Any),
         ("currency", currency as Any), ("acceptsTerms", acceptsTerms), ("promoCode", promoCode as Any)]
    }
}

extension PasswordChange: SecretHiding {
    /// Both passwords hidden.
    package var printedFields: [(String, Any)] {
        [("currentPassword", Redactor.hidden(currentPassword)), ("newPassword", Redactor.hidden(newPassword))]
    }
}
