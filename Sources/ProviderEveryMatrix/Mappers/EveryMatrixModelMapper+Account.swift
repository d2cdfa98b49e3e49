import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// A login answer as a session value; blockers and flags become pending actions, so a
    /// session that must accept terms first is not a plain success.
    static func userSession(_ response: EveryMatrixModels.LoginResponse, username: String) -> UserSession {
        var actions: [UserSession.PendingAction] = []
        func add(_ action: UserSession.PendingAction) { if !actions.contains(action) { actions.append(action) } }
        if response.hasToAcceptTC == true { add(.acceptTermsAndConditions) }
        if response.hasToSetPass == true { add(.setPassword) }
        for blocker in response.sessionBlockers ?? [] { add(pendingAction(blocker.raw)) }
        return UserSession(userId: response.userId.value, username: username, pendingActions: actions)
    }

    /// A session blocker name (matched case-insensitively; unknown names are kept raw).
    static func pendingAction(_ raw: String) -> UserSession.PendingAction {
        switch raw.lowercased() {
        case "termsandconditions", "accepttc", "hastoaccepttc", "terms": return .acceptTermsAndConditions
        case "setpassword", "hastosetpass", "password": return .setPassword
        case "emailverification", "verifyemail", "email": return .verifyEmail
        case "kyc", "identityverification", "verifyidentity": return .verifyIdentity
        default: return .unknown(raw)
        }
    }

    /// Player details as a profile. The vendor's empty strings and `0001-01-01` dates mean "unset".
    static func userProfile(_ details: EveryMatrixModels.PlayerDetails) -> UserProfile {
        var phone: String?
        if let number = nonEmpty(details.mobilePhone) { phone = (details.mobilePhonePrefix ?? "") + number }
        var birthDate: DateComponents?
        if let date = date(details.birthDate) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            birthDate = calendar.dateComponents([.year, .month, .day], from: date)
        }
        return UserProfile(userId: details.id.value, username: details.userName, email: nonEmpty(details.email),
                           firstName: nonEmpty(details.firstName), lastName: nonEmpty(details.lastName),
                           birthDate: birthDate, phoneNumber: phone, countryCode: nonEmpty(details.countryCode),
                           currency: nonEmpty(details.currency), language: nonEmpty(details.language),
                           isEmailVerified: details.isEmailVerified, kycStatus: nil,
                           registrationDate: date(details.registrationTime), lastLoginDate: date(details.lastLogin))
    }

    /// The registration step body for a form. The vendor registers by phone: prefix and number
    /// are required.
    static func registrationStep(_ form: RegistrationForm, registrationId: String) throws(ServiceProviderError) -> EveryMatrixModels.RegistrationStepRequest {
        var missing: [ServiceProviderError.FieldError] = []
        if nonEmpty(form.phoneNumber) == nil { missing.append(.init(field: "phoneNumber", code: "REQUIRED")) }
        if nonEmpty(form.phonePrefix) == nil { missing.append(.init(field: "phonePrefix", code: "REQUIRED")) }
        if form.password.isEmpty { missing.append(.init(field: "password", code: "REQUIRED")) }
        if !form.acceptsTerms { missing.append(.init(field: "acceptsTerms", code: "REQUIRED")) }
        guard missing.isEmpty, let phone = form.phoneNumber, let prefix = form.phonePrefix else { throw .validation(fields: missing) }
        return EveryMatrixModels.RegistrationStepRequest(
            Step: "Step1", RegistrationId: registrationId,
            RegisterUserDto: EveryMatrixModels.RegisterUser(Mobile: phone, Password: form.password, TermsAndConditions: form.acceptsTerms, MobilePrefix: prefix))
    }
}
