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
