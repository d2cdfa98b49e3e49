import Foundation

/// The signed-in user's account details.
public struct UserProfile: Sendable, Hashable {
    /// The user's id.
    public var userId: String
    /// The login name.
    public var username: String
    /// Email address.
    public var email: String?
    /// Given name.
    public var firstName: String?
    /// Family name.
    public var lastName: String?
    /// Date of birth (calendar date, no time zone meaning).
    public var birthDate: DateComponents?
    /// Phone number with its international prefix (e.g. `+237600000001`).
    public var phoneNumber: String?
    /// ISO 3166 country code.
    public var countryCode: String?
    /// The account currency (ISO 4217).
    public var currency: String?
    /// Preferred language code.
    public var language: String?
    /// Whether the email address is verified.
    public var isEmailVerified: Bool?
    /// Identity verification state.
    public var kycStatus: KYCStatus?
    /// When the account was created.
    public var registrationDate: Date?
    /// When the user last signed in.
    public var lastLoginDate: Date?

    /// Creates a profile.
    public init(userId: String, username: String, email: String? = nil, firstName: String? = nil, lastName: String? = nil,
                birthDate: DateComponents? = nil, phoneNumber: String? = nil, countryCode: String? = nil,
                currency: String? = nil, language: String? = nil, isEmailVerified: Bool? = nil,
                kycStatus: KYCStatus? = nil, registrationDate: Date? = nil, lastLoginDate: Date? = nil) {
        self.userId = userId
        self.username = username
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
        self.birthDate = birthDate
        self.phoneNumber = phoneNumber
        self.countryCode = countryCode
        self.currency = currency
        self.language = language
        self.isEmailVerified = isEmailVerified
        self.kycStatus = kycStatus
        self.registrationDate = registrationDate
        self.lastLoginDate = lastLoginDate
    }
}

/// Identity verification (KYC) state.
public enum KYCStatus: Sendable, Hashable {
    /// Verified.
    case verified
    /// Verified with conditions.
    case verifiedWithConditions
    /// Documents are needed or under review.
    case required
    /// A vendor value the SDK does not know.
    case unknown(String)
}
