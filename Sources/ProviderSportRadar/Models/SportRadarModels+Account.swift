import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// `POST /ps/ips/login`.
    struct LoginResponse: Decodable, Sendable {
        let status: String
        let sessionKey: String?
        let username: String?
        let email: String?
        let partyId: String?
        let language: String?
        let currency: String?
        let country: String?
        let registrationStatus: String?
        let kycStatus: String?
        let lockStatus: String?
        let isFirstLogin: String?
        let kycStatusDetails: KYCStatusDetails?
    }

    /// KYC details of a login.
    struct KYCStatusDetails: Decodable, Sendable {
        /// `dd-MM-yyyy HH:mm:ss`, kept as text.
        let expiryDate: String?
    }

    /// `GET /ps/ips/openGameSession`.
    struct OpenGameSessionResponse: Decodable, Sendable {
        let status: String
        let launchToken: String?
    }

    /// `GET /ps/ips/getPlayerInfo`.
    struct PlayerInfoResponse: Decodable, Sendable {
        let status: String
        let partyId: String
        let userId: String?
        let email: String?
        let firstName: String?
        let lastName: String?
        let language: String?
        let phone: String?
        let mobilePhone: String?
        let mobileCountryCode: String?
        let mobileLocalNumber: String?
        let birthDate: String?
        let birthDateFormatted: String
        let regDate: String?
        let regDateFormatted: String?
        let lastLogin: String?
        let lastLoginFormatted: String?
        let currency: String?
        let level: Int?
        let userType: Int?
        let registrationStatus: String?
        let kycStatus: String?
        let emailVerificationStatus: String?
        let lockedStatus: String?
        let country: String?
        let extraInfo: [ExtraInfo]?
    }

    /// One `extraInfo` key/value pair of a profile.
    struct ExtraInfo: Decodable, Sendable {
        let key: String
        let value: String?
    }
}

extension SportRadarModels {
    /// `GET /ps/ips/checkCredential`: `exists` is the text `"true"` or `"false"`.
    struct CheckCredentialResponse: Decodable, Sendable {
        let status: String
        let exists: String?
        let fieldExist: Bool?
    }

    /// `GET /ps/ips/getUserIdSuggestion`: taken is `SUCCESS` with the suggestions as
    /// `additionalInfo` values; free is `USERNAME_AVAILABLE`, possibly with `errors`.
    struct UserIdSuggestionResponse: Decodable, Sendable {
        let status: String
        let additionalInfo: [ExtraInfo]?
        let errors: [FieldError]?
    }

    /// `GET /ps/ips/getCountries`: ISO-2 codes.
    struct CountriesResponse: Decodable, Sendable {
        let status: String
        let countries: [String]?
    }

    /// `GET /ps/ips/getCountryInfo`: the caller's country.
    struct CountryInfoResponse: Decodable, Sendable {
        let status: String
        let countryInfo: CountryInfo?
    }

    /// The country of a `getCountryInfo` answer.
    struct CountryInfo: Decodable, Sendable {
        let name: String?
        let iso2Code: String
        let phonePrefix: String?
    }

    /// `GET /ps/ips/verify`: sending answers `PENDING` with the request id, checking `SUCCESS`.
    struct VerifyResponse: Decodable, Sendable {
        let status: String
        let verificationRequestId: Int?
    }

    /// The `extraInfo` JSON text a sign-up sends as one multipart part.
    struct SignupExtraInfo: Encodable, Sendable {
        let avatar: String?
        let deviceOS: String

        enum CodingKeys: String, CodingKey {
            case avatar
            case deviceOS = "device_os"
        }
    }

    /// The `extraInfo` JSON text `updateExtraInfo` sends as one query value.
    struct ProfileExtraInfo: Encodable, Sendable {
        let placeOfBirth: String?
        let streetLine2: String?
    }

    /// The `extraInfo` JSON text registering a push token: the token goes in both
    /// `device_token_ios` and `device_token_last`, as the vendor's client sends it.
    struct PushTokenExtraInfo: Encodable, Sendable, Equatable {
        let appVersion: String
        let deviceOS: String
        let tokenIOS: String
        let lastToken: String

        enum CodingKeys: String, CodingKey {
            case appVersion = "device_app_version"
            case deviceOS = "device_os"
            case tokenIOS = "device_token_ios"
            case lastToken = "device_token_last"
        }
    }

    /// `GET /ps/ips/user/consents`: each consent at its version in force, with the player's status
    /// (`CONSENTED`, `NOT_CONSENTED`; any other text is neither). `isMandatory` may be absent.
    struct UserConsentsResponse: Decodable, Sendable {
        let userConsents: [UserConsent]

        struct UserConsent: Decodable, Sendable {
            let consent: ConsentInfo
            let consentStatus: String
        }

        struct ConsentInfo: Decodable, Sendable {
            let id: Int
            let key: String
            let name: String
            let consentVersionId: Int
            let isMandatory: Bool?
        }
    }
}
