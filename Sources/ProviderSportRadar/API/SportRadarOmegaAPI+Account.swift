import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Omega's sign-up, password, registration-helper and profile calls, as the vendor's own client
/// sends them (fixture README, "Password recovery", "Registration helpers", "Profile update").
/// Calls that change something or send a message (an e-mail, an SMS) are GETs at this vendor but
/// are marked not idempotent, so a transient failure never sends them twice.
extension SportRadarOmegaAPI {
    /// `POST /ps/ips/signup`, multipart/form-data with one part per field (the server mis-decodes
    /// percent-encoded characters, as for login). No session.
    static func signup(_ form: MultipartFormData) -> Request<SportRadarModels.BasicResponse> {
        Request(.post, "/ps/ips/signup", body: .multipart(form))
    }

    /// `GET /ps/ips/signupConfirmation?confirmationCode=&email=`. No session.
    static func signupConfirmation(code: String, email: String) -> Request<SportRadarModels.BasicResponse> {
        Request(.get, "/ps/ips/signupConfirmation",
                query: [URLQueryItem(name: "confirmationCode", value: code), URLQueryItem(name: "email", value: email)], idempotent: false)
    }

    /// `GET /ps/ips/quickSignupCompletion`, the fields being completed in the query.
    static func quickSignupCompletion(fields: [URLQueryItem]) -> Request<SportRadarModels.BasicResponse> {
        Request(.get, "/ps/ips/quickSignupCompletion", query: fields, authorization: session, idempotent: false)
    }

    /// `GET /ps/ips/updatePassword?oldPassword=&newPassword=` (the vendor's client sends a GET,
    /// not the POST form its older reference documents). Both values are redacted from logs.
    static func updatePassword(oldPassword: String, newPassword: String) -> Request<SportRadarModels.BasicResponse> {
        Request(.get, "/ps/ips/updatePassword",
                query: [URLQueryItem(name: "oldPassword", value: oldPassword), URLQueryItem(name: "newPassword", value: newPassword)],
                authorization: session, idempotent: false)
    }

    /// `GET /ps/ips/forgotPasswordStep1And2?email=`: the vendor e-mails the player. No session.
    static func forgotPassword(email: String) -> Request<SportRadarModels.BasicResponse> {
        Request(.get, "/ps/ips/forgotPasswordStep1And2", query: [URLQueryItem(name: "email", value: email)], idempotent: false)
    }

    /// `GET /ps/ips/checkCredential?field=&value=`. No session.
    static func checkCredential(field: String, value: String) -> Request<SportRadarModels.CheckCredentialResponse> {
        Request("/ps/ips/checkCredential", query: [URLQueryItem(name: "field", value: field), URLQueryItem(name: "value", value: value)])
    }

    /// `GET /ps/ips/getUserIdSuggestion?userId=`. No session.
    static func userIdSuggestion(userId: String) -> Request<SportRadarModels.UserIdSuggestionResponse> {
        Request("/ps/ips/getUserIdSuggestion", query: [URLQueryItem(name: "userId", value: userId)])
    }

    /// `GET /ps/ips/getCountries`. Cached: the operator's list changes rarely.
    static var countries: Request<SportRadarModels.CountriesResponse> { Request("/ps/ips/getCountries", cacheTTL: 3600) }

    /// `GET /ps/ips/getCountryInfo`: the caller's country (located by the server).
    static var countryInfo: Request<SportRadarModels.CountryInfoResponse> { Request("/ps/ips/getCountryInfo") }

    /// `GET /ps/ips/verify?verificationType=MOBILE&verificationValue=`: sends the SMS. No session.
    static func sendVerificationCode(mobile: String) -> Request<SportRadarModels.VerifyResponse> {
        Request(.get, "/ps/ips/verify",
                query: [URLQueryItem(name: "verificationType", value: "MOBILE"), URLQueryItem(name: "verificationValue", value: mobile)],
                idempotent: false)
    }

    /// `GET /ps/ips/verify?verificationRequestId=&verificationCode=`: checks the SMS code. No session.
    static func checkVerificationCode(requestId: String, code: String) -> Request<SportRadarModels.VerifyResponse> {
        Request(.get, "/ps/ips/verify",
                query: [URLQueryItem(name: "verificationRequestId", value: requestId), URLQueryItem(name: "verificationCode", value: code)],
                idempotent: false)
    }

    /// `GET /ps/ips/updatePlayerInfo` with only the changed fields in the query (the vendor's
    /// client sends a GET, not the POST its older reference documents).
    static func updatePlayerInfo(fields: [URLQueryItem]) -> Request<SportRadarModels.BasicResponse> {
        Request(.get, "/ps/ips/updatePlayerInfo", query: fields, authorization: session, idempotent: false)
    }

    /// `POST /ps/ips/updateExtraInfo?extraInfo=<JSON text>`, no body.
    static func updateExtraInfo(json: String) -> Request<SportRadarModels.BasicResponse> {
        Request(.post, "/ps/ips/updateExtraInfo", query: [URLQueryItem(name: "extraInfo", value: json)], authorization: session)
    }

    /// `GET /ps/ips/user/consents`: the player's consents and answers.
    static var userConsents: Request<SportRadarModels.UserConsentsResponse> {
        Request("/ps/ips/user/consents", authorization: session)
    }

    /// `POST /ps/ips/user/consents/save`, the answers in the query as comma-joined version ids:
    /// `consentVersionIds` agreed, `unconsenVersionIds` (the vendor's spelling) declined. Both are
    /// optional at the vendor, so an empty list is left out. The answer is `{status}` only.
    static func saveUserConsents(given: [Int], refused: [Int]) -> Request<Void> {
        func list(_ name: String, _ ids: [Int]) -> [URLQueryItem] {
            ids.isEmpty ? [] : [URLQueryItem(name: name, value: ids.map(String.init).joined(separator: ","))]
        }
        return Request(.post, "/ps/ips/user/consents/save", query: list("consentVersionIds", given) + list("unconsenVersionIds", refused),
                       authorization: session)
    }
}
