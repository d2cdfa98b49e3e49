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
    /// Gender, when the operator asks for it.
    public var gender: Gender?
    /// The street address (first line).
    public var address: String?
    /// The house number, when the operator asks for it apart from ``address``.
    public var streetNumber: String?
    /// Town or city.
    public var city: String?
    /// Postal code.
    public var postalCode: String?
    /// Town or city of birth.
    public var birthCity: String?
    /// The region of birth as the operator's country numbers it (a French département, e.g. `75`).
    public var birthRegion: String?
    /// ISO 3166 country of birth.
    public var birthCountryCode: String?
    /// Whether the user agrees to receive marketing e-mails (sent as `false` when not asked).
    public var receivesMarketingEmails: Bool
    /// The verified phone check from ``AccountService/sendPhoneVerificationCode(to:)``, when the
    /// operator requires a verified mobile number.
    public var phoneVerification: PhoneVerification?
    /// The avatar the user picked, as the app names it (e.g. `avatar_3`).
    public var avatar: String?

    /// Creates a form.
    public init(username: String? = nil, email: String? = nil, password: String, phoneNumber: String? = nil,
                phonePrefix: String? = nil, firstName: String? = nil, lastName: String? = nil,
                birthDate: DateComponents? = nil, countryCode: String? = nil, currency: String? = nil,
                acceptsTerms: Bool, promoCode: String? = nil, gender: Gender? = nil, address: String? = nil,
                streetNumber: String? = nil, city: String? = nil, postalCode: String? = nil, birthCity: String? = nil,
                birthRegion: String? = nil, birthCountryCode: String? = nil, receivesMarketingEmails: Bool = false,
                phoneVerification: PhoneVerification? = nil, avatar: String? = nil) {
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
        self.gender = gender
        self.address = address
        self.streetNumber = streetNumber
        self.city = city
        self.postalCode = postalCode
        self.birthCity = birthCity
        self.birthRegion = birthRegion
        self.birthCountryCode = birthCountryCode
        self.receivesMarketingEmails = receivesMarketingEmails
        self.phoneVerification = phoneVerification
        self.avatar = avatar
    }
}

/// A person's gender as a form asks for it.
public enum Gender: Sendable, Hashable, Codable {
    /// Male.
    case male
    /// Female.
    case female
    /// A value the SDK does not name, sent to the vendor exactly as written.
    case unknown(String)
}

/// The result of a registration.
public struct RegistrationResult: Sendable, Hashable {
    /// The new user's id, when the vendor returns it.
    public var userId: String?
    /// Whether the user must confirm something (email, SMS) before signing in.
    public var requiresVerification: Bool
    /// Whether the account was opened but the form's promo code was not applied (the vendor
    /// does not know the code); the app may tell the user, the registration itself succeeded.
    public var promoCodeRejected: Bool

    /// Creates a result.
    public init(userId: String?, requiresVerification: Bool = false, promoCodeRejected: Bool = false) {
        self.userId = userId
        self.requiresVerification = requiresVerification
        self.promoCodeRejected = promoCodeRejected
    }
}

/// A password change.
public struct PasswordChange: Sendable, Hashable {
    /// The current password.
    public var currentPassword: String
    /// The new password.
    public var newPassword: String
    /// The new password typed a second time, when the form asks for it: checked against
    /// ``newPassword`` before anything is sent (``validate()``); `nil` skips the check and a
    /// vendor that wants a confirmation is sent ``newPassword``.
    public var newPasswordConfirmation: String?

    /// Creates a password change.
    public init(currentPassword: String, newPassword: String, newPasswordConfirmation: String? = nil) {
        self.currentPassword = currentPassword
        self.newPassword = newPassword
        self.newPasswordConfirmation = newPasswordConfirmation
    }
}

extension RegistrationForm: SecretHiding {
    /// Every field but the password.
    package var printedFields: [(String, Any)] {
        [("username", username as Any), ("email", email as Any), ("password", Redactor.hidden(password)),
         ("phoneNumber", phoneNumber as Any), ("phonePrefix", phonePrefix as Any), ("firstName", firstName as Any),
         ("lastName", lastName as Any), ("birthDate", birthDate as Any), ("countryCode", countryCode as Any),
         ("currency", currency as Any), ("acceptsTerms", acceptsTerms), ("promoCode", promoCode as Any),
         ("gender", gender as Any), ("address", address as Any), ("streetNumber", streetNumber as Any), ("city", city as Any),
         ("postalCode", postalCode as Any), ("birthCity", birthCity as Any), ("birthRegion", birthRegion as Any),
         ("birthCountryCode", birthCountryCode as Any), ("receivesMarketingEmails", receivesMarketingEmails),
         ("phoneVerification", phoneVerification as Any), ("avatar", avatar as Any)]
    }
}

extension PasswordChange: SecretHiding {
    /// Both passwords hidden.
    package var printedFields: [(String, Any)] {
        [("currentPassword", Redactor.hidden(currentPassword)), ("newPassword", Redactor.hidden(newPassword)),
         ("newPasswordConfirmation", Redactor.hidden(newPasswordConfirmation))]
    }
}
