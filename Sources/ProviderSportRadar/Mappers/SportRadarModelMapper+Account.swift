import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// The KYC status (`PASS`, `PASS_COND`; anything else means documents are required).
    static func kycStatus(_ raw: String?) -> KYCStatus? {
        guard let raw else { return nil }
        switch raw {
        case "PASS": return .verified
        case "PASS_COND": return .verifiedWithConditions
        default: return .required
        }
    }

    /// A login → the session value the app sees.
    static func userSession(_ login: SportRadarModels.LoginResponse, partyId: String) -> UserSession {
        var pending: [UserSession.PendingAction] = []
        if let kyc = kycStatus(login.kycStatus), kyc == .required { pending.append(.verifyIdentity) }
        if let registration = login.registrationStatus, registration != "PLAYER" {
            // QUICK_OPEN / QUICK_REG: the account must be completed before playing.
            pending.append(.unknown("registrationStatus:\(registration)"))
        }
        return UserSession(userId: partyId, username: login.username, pendingActions: pending)
    }

    /// The player's profile.
    static func userProfile(_ info: SportRadarModels.PlayerInfoResponse) -> UserProfile {
        let phone: String?
        if let prefix = info.mobileCountryCode, let local = info.mobileLocalNumber { phone = prefix + local } else { phone = nil }
        return UserProfile(
            userId: info.partyId,
            username: info.userId ?? info.partyId,
            email: info.email,
            firstName: info.firstName,
            lastName: info.lastName,
            birthDate: SportRadarDates.calendarDate(info.birthDateFormatted),
            phoneNumber: phone,
            countryCode: info.country,
            currency: info.currency,
            language: info.language,
            isEmailVerified: info.emailVerificationStatus.map { $0 == "VERIFIED" },
            kycStatus: kycStatus(info.kycStatus),
            registrationDate: info.regDateFormatted.flatMap(SportRadarDates.omegaDateTime),
            lastLoginDate: info.lastLoginFormatted.flatMap(SportRadarDates.omegaDateTime))
    }
}
