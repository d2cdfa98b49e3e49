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

// MARK: - Sign-up, registration helpers and profile update

extension SportRadarModelMapper {
    /// The value the vendor's client sends as `device_os` in an `extraInfo` text.
    static let deviceOS = "iOS"

    /// A phone number as Omega takes it (`mobile`, `verificationValue`): the prefix without its
    /// `+`, then the number (`+33` `600000000` → `33600000000`).
    static func mobile(prefix: String, number: String) -> String {
        (prefix.hasPrefix("+") ? String(prefix.dropFirst()) : prefix) + number
    }

    /// Omega's gender code: `M`, `F`, or the unknown value as written.
    static func genderCode(_ gender: Gender) -> String {
        switch gender {
        case .male: return "M"
        case .female: return "F"
        case .unknown(let raw): return raw
        }
    }

    /// A JSON object as one text value (sorted keys, no escaped slashes), for `extraInfo`.
    static func jsonText(_ value: some Encodable) throws(ServiceProviderError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw .invalidRequest(message: "extraInfo could not be encoded.")
        }
    }

    /// The `signup` parts, in the vendor client's order, each only when set. The provider's
    /// required fields (email, username, birth date, country, currency, accepted terms) are
    /// refused first, all at once, with `.validation` code `REQUIRED`.
    static func signupParts(_ form: RegistrationForm) throws(ServiceProviderError) -> [(name: String, value: String)] {
        var missing: [ServiceProviderError.FieldError] = []
        func required(_ value: String?, _ field: String) -> String {
            guard let value, !value.isEmpty else {
                missing.append(.init(field: field, code: "REQUIRED", message: "\(field) is required."))
                return ""
            }
            return value
        }
        let email = required(form.email, "email")
        let username = required(form.username, "username")
        let birthDate = required(form.birthDate.flatMap(SportRadarDates.day), "birthDate")
        let country = required(form.countryCode, "countryCode")
        let currency = required(form.currency, "currency")
        if !form.acceptsTerms { missing.append(.init(field: "acceptsTerms", code: "REQUIRED", message: "Accept the terms to continue.")) }
        if (form.phonePrefix == nil) != (form.phoneNumber == nil) {
            let field = form.phonePrefix == nil ? "phonePrefix" : "phoneNumber"
            missing.append(.init(field: field, code: "REQUIRED", message: "\(field) is required with a phone number."))
        }
        guard missing.isEmpty else { throw .validation(fields: missing) }
        var parts: [(name: String, value: String)] = [("username", username), ("password", form.password), ("email", email), ("currency", currency)]
        func add(_ name: String, _ value: String?) { if let value { parts.append((name, value)) } }
        if let prefix = form.phonePrefix, let number = form.phoneNumber { add("mobile", mobile(prefix: prefix, number: number)) }
        add("city", form.city)
        add("country", country)
        add("firstName", form.firstName)
        add("lastName", form.lastName)
        add("gender", form.gender.map(genderCode))
        add("address", form.address)
        add("postalCode", form.postalCode)
        add("streetNumber", form.streetNumber)
        add("birthDepartment", form.birthRegion)
        add("birthCity", form.birthCity)
        add("birthCountry", form.birthCountryCode)
        add("birthDate", birthDate)
        add("bonusCode", form.promoCode)
        add("receiveEmail", form.receivesMarketingEmails ? "true" : "false")
        add("verificationRequestId", form.phoneVerification?.id)
        add("extraInfo", try jsonText(SportRadarModels.SignupExtraInfo(avatar: form.avatar, deviceOS: deviceOS)))
        return parts
    }

    /// A sign-up answer: `SUCCESS`, or `BONUSPLAN_NOT_FOUND` (registered, the promo code not
    /// applied); the account is confirmed by the e-mailed code before the first login.
    static func registrationResult(_ response: SportRadarModels.BasicResponse) -> RegistrationResult {
        RegistrationResult(userId: nil, requiresVerification: true, promoCodeRejected: response.status == "BONUSPLAN_NOT_FOUND")
    }

    /// `exists` is the text `"true"` or `"false"`; anything else is `.invalidResponse`.
    static func credentialExists(_ response: SportRadarModels.CheckCredentialResponse) throws(ServiceProviderError) -> Bool {
        switch response.exists {
        case "true": return true
        case "false": return false
        default: throw .invalidResponse(message: "checkCredential answered exists=\(response.exists ?? "nil").")
        }
    }

    /// Taken (`SUCCESS`, suggestions in `additionalInfo`) or free (`USERNAME_AVAILABLE`, maybe
    /// with `errors`: free, but not usable as written).
    static func usernameAvailability(_ response: SportRadarModels.UserIdSuggestionResponse) -> UsernameAvailability {
        let problems = (response.errors ?? []).map { error in
            let known = SportRadarOmegaErrorTable.fields[error.field]
            return ServiceProviderError.FieldError(field: known?.field ?? error.field, code: error.error, message: known?.message)
        }
        guard response.status == "USERNAME_AVAILABLE" else {
            return UsernameAvailability(isAvailable: false, suggestions: (response.additionalInfo ?? []).compactMap(\.value), problems: problems)
        }
        return UsernameAvailability(isAvailable: true, problems: problems)
    }

    /// The caller's country; an answer without one is `.invalidResponse`.
    static func country(_ response: SportRadarModels.CountryInfoResponse) throws(ServiceProviderError) -> Country {
        guard let info = response.countryInfo else { throw .invalidResponse(message: "getCountryInfo answered no country.") }
        return Country(code: info.iso2Code, name: info.name, phonePrefix: info.phonePrefix)
    }

    /// The id of a sent verification code; an answer without one is `.invalidResponse`.
    static func phoneVerification(_ response: SportRadarModels.VerifyResponse) throws(ServiceProviderError) -> PhoneVerification {
        guard let id = response.verificationRequestId else { throw .invalidResponse(message: "verify answered no verificationRequestId.") }
        return PhoneVerification(id: String(id))
    }

    /// A field the vendor's call cannot take, refused before sending.
    static func notSupported(_ field: String) -> ServiceProviderError.FieldError {
        .init(field: field, code: "NOT_SUPPORTED", message: "\(field) cannot be changed here.")
    }

    /// The `updatePlayerInfo` query: the changed fields only, in the vendor client's order.
    /// The phone and the avatar cannot be changed by this call (`NOT_SUPPORTED` on `phone`, `avatar`).
    static func playerInfoQuery(_ update: ProfileUpdate) throws(ServiceProviderError) -> [URLQueryItem] {
        let refused = [update.phone == nil ? nil : "phone", update.avatar == nil ? nil : "avatar"].compactMap { $0 }.map(notSupported)
        guard refused.isEmpty else { throw .validation(fields: refused) }
        return items([("userid", update.username), ("email", update.email), ("firstName", update.firstName), ("lastName", update.lastName),
                      ("address", update.address), ("province", update.province), ("gender", update.gender.map(genderCode)),
                      ("country", update.countryCode), ("birthDate", update.birthDate.flatMap(SportRadarDates.day)),
                      ("city", update.city), ("postalCode", update.postalCode), ("idCardNumber", update.idCardNumber)])
    }

    /// The `updateExtraInfo` JSON text for the second address line and the place of birth, or
    /// `nil` when neither changes.
    static func profileExtraInfo(_ update: ProfileUpdate) throws(ServiceProviderError) -> String? {
        guard update.addressLine2 != nil || update.placeOfBirth != nil else { return nil }
        return try jsonText(SportRadarModels.ProfileExtraInfo(placeOfBirth: update.placeOfBirth, streetLine2: update.addressLine2))
    }

    /// The `quickSignupCompletion` query: the fields set, in the vendor client's order. The
    /// username, e-mail, second address line, place of birth and avatar are not part of this call
    /// (`NOT_SUPPORTED`, all at once).
    static func completionQuery(_ details: ProfileUpdate) throws(ServiceProviderError) -> [URLQueryItem] {
        let refused = [(details.username, "username"), (details.email, "email"), (details.addressLine2, "addressLine2"),
                       (details.placeOfBirth, "placeOfBirth"), (details.avatar, "avatar")].filter { $0.0 != nil }.map { notSupported($0.1) }
        guard refused.isEmpty else { throw .validation(fields: refused) }
        return items([("firstName", details.firstName), ("lastName", details.lastName), ("gender", details.gender.map(genderCode)),
                      ("mobile", details.phone.map { mobile(prefix: $0.prefix, number: $0.number) }),
                      ("birthDate", details.birthDate.flatMap(SportRadarDates.day)), ("address", details.address),
                      ("province", details.province), ("country", details.countryCode), ("city", details.city),
                      ("postalCode", details.postalCode), ("idCardNumber", details.idCardNumber)])
    }

    private static func items(_ pairs: [(String, String?)]) -> [URLQueryItem] {
        pairs.compactMap { name, value in value.map { URLQueryItem(name: name, value: $0) } }
    }

    /// The player's consents, in the vendor's order.
    static func consents(_ response: SportRadarModels.UserConsentsResponse) -> [Consent] {
        response.userConsents.map { answer in
            let info = answer.consent
            return Consent(id: String(info.id), key: info.key, name: info.name, versionId: String(info.consentVersionId),
                           isMandatory: info.isMandatory, status: consentStatus(answer.consentStatus))
        }
    }

    static func consentStatus(_ status: String) -> ConsentStatus {
        switch status {
        case "CONSENTED": return .given
        case "NOT_CONSENTED": return .refused
        default: return .unknown(status)
        }
    }

    /// The validated answers as the vendor's two lists of version ids, which are numbers at this
    /// vendor: another id is `.validation` on `versionId`, and nothing is sent.
    static func consentVersionIds(_ decisions: [ConsentDecision]) throws(ServiceProviderError) -> (given: [Int], refused: [Int]) {
        var given: [Int] = [], refused: [Int] = []
        for decision in decisions {
            guard let id = Int(decision.versionId), id >= 0 else {
                throw .validation(fields: [.init(field: "versionId", code: "INVALID", message: "\(decision.versionId) is not a consent version of this operator.")])
            }
            if decision.isGiven { given.append(id) } else { refused.append(id) }
        }
        return (given, refused)
    }
}
