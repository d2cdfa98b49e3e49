import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderSportRadar

/// The sandbox's sign-up, password recovery, registration helpers, profile update.
/// - Sign-up with the e-mail `player.demo01@example.com` answers the field errors (e-mail and
///   username taken); with the promo code `UNKNOWN` it registers without the bonus.
/// - The confirmation code `000000` and the phone code `0000` are wrong; any other is right.
/// - `player.demo01@example.com` is a registered e-mail; `player_demo01` a taken username (with
///   suggestions); a username with a space is free but badly formed.
/// (Quick sign-up completion and password change are served by the main file's routes.)
extension SportRadarSandbox {
    /// The e-mail and username the sandbox knows as registered.
    static let registeredEmail = "player.demo01@example.com"
    static let registeredUsername = "player_demo01"

    static func registerAccount(on transport: SandboxTransport, state: Locked<SportRadarSandboxState>) {
        transport.on(.post, "/ps/ips/signup") { request in
            let body = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
            if multipartValue("email", in: body) == registeredEmail { return .data(fixture("signup-field-errors.json")) }
            if multipartValue("bonusCode", in: body) == "UNKNOWN" { return .data(fixture("signup-BONUSPLAN_NOT_FOUND.json")) }
            return .data(fixture("signup.json"))
        }
        transport.on(.get, "/ps/ips/signupConfirmation") { request in
            .data(fixture(request.queryValue("confirmationCode") == "000000" ? "signupConfirmation-invalid-code.json" : "signupConfirmation.json"))
        }
        transport.on(.get, "/ps/ips/forgotPasswordStep1And2") { _ in .data(fixture("forgotPasswordStep1And2.json")) }
        transport.on(.get, "/ps/ips/checkCredential") { request in
            .data(fixture(request.queryValue("value") == registeredEmail ? "checkCredential-exists.json" : "checkCredential-free.json"))
        }
        transport.on(.get, "/ps/ips/getUserIdSuggestion") { request in
            let name = request.queryValue("userId") ?? ""
            if name == registeredUsername { return .data(fixture("getUserIdSuggestion-taken.json")) }
            return .data(fixture(name.contains(" ") ? "getUserIdSuggestion-invalid.json" : "getUserIdSuggestion-available.json"))
        }
        transport.on(.get, "/ps/ips/getCountries") { _ in .data(fixture("getCountries.json")) }
        transport.on(.get, "/ps/ips/getCountryInfo") { _ in .data(fixture("getCountryInfo.json")) }
        transport.on(.get, "/ps/ips/verify") { request in
            if request.queryValue("verificationType") != nil { return .data(fixture("verify-send-code.json")) }
            return .data(fixture(request.queryValue("verificationCode") == "0000" ? "verify-check-code-INVALID_VALUE.json" : "verify-check-code.json"))
        }
        transport.on(.get, "/ps/ips/updatePlayerInfo") { _ in .data(fixture("updatePlayerInfo.json")) }
        transport.on(.post, "/ps/ips/updateExtraInfo") { _ in .data(fixture("updateExtraInfo.json")) }
        registerConsents(on: transport)
    }

    /// The text value of the multipart part `name`, if the body has one.
    private static func multipartValue(_ name: String, in body: String) -> String? {
        guard let start = body.range(of: "name=\"\(name)\"\r\n\r\n") else { return nil }
        let rest = body[start.upperBound...]
        return rest.range(of: "\r\n").map { String(rest[..<$0.lowerBound]) }
    }
}

/// The consents: the recorded list, with each answer the sandbox saved laid over it, so a save
/// shows in the next read.
extension SportRadarSandbox {
    static func registerConsents(on transport: SandboxTransport) {
        let answers = Locked<[Int: String]>([:]) // version id → the status saved
        transport.on(.get, "/ps/ips/user/consents") { _ in
            let saved = answers.withLock { $0 }
            guard var list = try? JSONSerialization.jsonObject(with: fixture("getUserConsents.json")) as? [String: Any],
                  let consents = list["userConsents"] as? [[String: Any]] else { return .data(fixture("getUserConsents.json")) }
            list["userConsents"] = consents.map { entry -> [String: Any] in
                guard let version = (entry["consent"] as? [String: Any])?["consentVersionId"] as? Int, let status = saved[version] else { return entry }
                return entry.merging(["consentStatus": status]) { $1 }
            }
            return .data((try? JSONSerialization.data(withJSONObject: list, options: [.sortedKeys])) ?? fixture("getUserConsents.json"))
        }
        transport.on(.post, "/ps/ips/user/consents/save") { request in
            func ids(_ name: String) -> [Int] { (request.queryValue(name) ?? "").split(separator: ",").compactMap { Int($0) } }
            answers.withLock { saved in
                for id in ids("consentVersionIds") { saved[id] = "CONSENTED" }
                for id in ids("unconsenVersionIds") { saved[id] = "NOT_CONSENTED" }
            }
            return .data(fixture("saveUserConsents.json"))
        }
    }
}
