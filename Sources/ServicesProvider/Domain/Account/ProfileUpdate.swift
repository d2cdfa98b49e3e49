import Foundation

/// Changes to the signed-in user's personal details: only the fields set are sent, the others
/// stay as they are. Also what completes an account opened with a short form
/// (``AccountService/completeRegistration(_:)``). A provider refuses a field its vendor cannot
/// change with `.validation` code `NOT_SUPPORTED` on that field, before sending anything.
public struct ProfileUpdate: Sendable, Hashable, Codable {
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
    /// The avatar picked from the operator's set, by its name (e.g. `avatar_5`, as
    /// ``RegistrationForm/avatar``), not an image.
    public var avatar: String?

    /// Creates an update; leave a field `nil` to keep it.
    public init(username: String? = nil, email: String? = nil, firstName: String? = nil, lastName: String? = nil,
                gender: Gender? = nil, birthDate: DateComponents? = nil, phone: PhoneNumber? = nil, address: String? = nil,
                addressLine2: String? = nil, city: String? = nil, province: String? = nil, postalCode: String? = nil,
                countryCode: String? = nil, placeOfBirth: String? = nil, idCardNumber: String? = nil, avatar: String? = nil) {
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
        self.avatar = avatar
    }

    /// The free-text fields with their names, in the order above.
    var textFields: [(value: String?, field: String)] {
        [(firstName, "firstName"), (lastName, "lastName"), (address, "address"), (addressLine2, "addressLine2"), (city, "city"),
         (province, "province"), (postalCode, "postalCode"), (placeOfBirth, "placeOfBirth"), (idCardNumber, "idCardNumber"),
         (avatar, "avatar")]
    }

    /// Whether no field is set.
    public var isEmpty: Bool {
        username == nil && email == nil && gender == nil && birthDate == nil && phone == nil && countryCode == nil
            && textFields.allSatisfy { $0.value == nil }
    }
}
