import Foundation

/// Changes to the signed-in user's personal details: only the fields set are sent, the others
/// stay as they are. Also what completes an account opened with a short form
/// (``AccountService/completeRegistration(_:)``). A provider refuses a field its vendor cannot
/// change with `.validation` code `NOT_SUPPORTED` on that field, before sending anything.
public struct ProfileUpdate: Sendable, Hashable {
    /// The login name.
    public var username: String?
    /// E-mail address.
    public var email: String?
    /// Given name.
    public var firstName: String?
    /// Family name.
    public var lastName: String?
    /// Gender.
    public var gender: Gender?
    /// Date of birth (calendar date: year, month and day).
    public var birthDate: DateComponents?
    /// Mobile phone number.
    public var phone: PhoneNumber?
    /// The street address (first line).
    public var address: String?
    /// The second address line (building, floor…).
    public var addressLine2: String?
    /// Town or city.
    public var city: String?
    /// Province, state or region.
    public var province: String?
    /// Postal code.
    public var postalCode: String?
    /// ISO 3166 alpha-2 country of residence.
    public var countryCode: String?
    /// Town or city of birth.
    public var placeOfBirth: String?
    /// The number of the user's identity card.
    public var idCardNumber: String?

    /// Creates an update; leave a field `nil` to keep it.
    public init(username: String? = nil, email: String? = nil, firstName: String? = nil, lastName: String? = nil,
                gender: Gender? = nil, birthDate: DateComponents? = nil, phone: PhoneNumber? = nil, address: String? = nil,
                addressLine2: String? = nil, city: String? = nil, province: String? = nil, postalCode: String? = nil,
                countryCode: String? = nil, placeOfBirth: String? = nil, idCardNumber: String? = nil) {
        self.username = username
        self.email = email
        self.firstName = firstName
        self.lastName = lastName
        self.gender = gender
        self.birthDate = birthDate
        self.phone = phone
        self.address = address
        self.addressLine2 = addressLine2
        self.city = city
        self.province = province
        self.postalCode = postalCode
        self.countryCode = countryCode
        self.placeOfBirth = placeOfBirth
        self.idCardNumber = idCardNumber
    }

    /// The free-text fields with their names, in the order above.
    var textFields: [(value: String?, field: String)] {
        [(firstName, "firstName"), (lastName, "lastName"), (address, "address"), (addressLine2, "addressLine2"), (city, "city"),
         (province, "province"), (postalCode, "postalCode"), (placeOfBirth, "placeOfBirth"), (idCardNumber, "idCardNumber")]
    }

    /// Whether no field is set.
    public var isEmpty: Bool {
        username == nil && email == nil && gender == nil && birthDate == nil && phone == nil && countryCode == nil
            && textFields.allSatisfy { $0.value == nil }
    }

    /// Checks the update: at least one field set (else `.invalidRequest`); the username and
    /// e-mail by ``InputValidation/username(_:field:)``; each text bounded and free of control
    /// characters (``InputValidation/text(_:field:)``); the phone by ``PhoneNumber/validate()``;
    /// the country two ASCII letters and the birth date a real calendar date with year, month and
    /// day (else `.validation` code `INVALID` on `countryCode` / `birthDate`).
    public func validate() throws(ServiceProviderError) {
        guard !isEmpty else { throw .invalidRequest(message: "The profile update changes nothing.") }
        if let username { try InputValidation.username(username) }
        if let email { try InputValidation.username(email, field: "email") }
        for (value, field) in textFields { try InputValidation.text(value, field: field) }
        if case .unknown(let raw)? = gender { try InputValidation.text(raw, field: "gender") }
        try phone?.validate()
        if let countryCode, countryCode.count != 2 || !countryCode.allSatisfy({ $0.isASCII && $0.isLetter }) {
            throw InputValidation.fieldError("countryCode", "INVALID", "countryCode must be two letters (ISO 3166).")
        }
        if let birthDate, !Self.isCalendarDate(birthDate) {
            throw InputValidation.fieldError("birthDate", "INVALID", "birthDate must be a calendar date with year, month and day.")
        }
    }

    /// Year 1000 to 9999, month 1 to 12 and a day that month has (Gregorian).
    private static func isCalendarDate(_ components: DateComponents) -> Bool {
        guard let year = components.year, let month = components.month, let day = components.day,
              (1000...9999).contains(year), (1...12).contains(month), day >= 1 else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
              let days = calendar.range(of: .day, in: .month, for: first) else { return false }
        return days.contains(day)
    }
}
