import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// Body of `POST v1/player/legislation/login`.
    struct LoginRequest: Encodable, Sendable {
        let username: String
        let password: String
    }

    /// Answer of the login. `userId` is a number, `sessionId` the token every player call needs.
    struct LoginResponse: Decodable, Sendable {
        let sessionId: String
        let id: String?
        let userId: FlexibleString
        let sessionBlockers: [SessionBlocker]?
        let hasToAcceptTC: Bool?
        let hasToSetPass: Bool?
    }

    /// One entry of `sessionBlockers`. The recorded flow only shows an empty list, so a blocker
    /// is read leniently: a plain string, or an object with a `type`/`name`/`blocker` field.
    struct SessionBlocker: Decodable, Sendable, Hashable {
        let raw: String

        private enum CodingKeys: String, CodingKey { case type, name, blocker }

        init(raw: String) { self.raw = raw }

        init(from decoder: any Decoder) throws {
            if let string = try? decoder.singleValueContainer().decode(String.self) {
                raw = string
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            raw = try container.decodeIfPresent(String.self, forKey: .type)
                ?? container.decodeIfPresent(String.self, forKey: .name)
                ?? container.decodeIfPresent(String.self, forKey: .blocker)
                ?? "unknown"
        }
    }

    /// Body of `POST v1/player/legislation/registration/step` (keys are PascalCase at the vendor).
    struct RegistrationStepRequest: Encodable, Sendable {
        let Step: String
        let RegistrationId: String
        let RegisterUserDto: RegisterUser
    }

    /// The user part of a registration step.
    struct RegisterUser: Encodable, Sendable {
        let Mobile: String
        let Password: String
        let TermsAndConditions: Bool
        let MobilePrefix: String
    }

    /// Answer of a registration step.
    struct RegistrationStepResponse: Decodable, Sendable {
        let registrationId: String
    }

    /// Body of `PUT v1/player/legislation/register`.
    struct RegisterRequest: Encodable, Sendable {
        let registrationId: String
    }

    /// Answer of the register call.
    struct RegisterResponse: Decodable, Sendable {
        let userId: FlexibleString?
        let success: Bool
    }

    /// `GET v1/player/{userId}/details` (only the fields the SDK maps are declared).
    struct PlayerDetails: Decodable, Sendable {
        let id: FlexibleString
        let userName: String
        let email: String?
        let firstName: String?
        let lastName: String?
        let birthDate: String?
        let mobilePhonePrefix: String?
        let mobilePhone: String?
        let countryCode: String?
        let currency: String?
        let language: String?
        let isEmailVerified: Bool?
        let userActiveStatus: String?
        let registrationTime: String?
        let lastLogin: String?
    }

    /// The vendor's error body: the Player API envelope `{error, errorCode (a number),
    /// thirdPartyResponse {errorCode, message}}` (see the `*-error.json` fixtures), or the plain
    /// `{errorCode, message}`. Every part is optional.
    struct ErrorBody: Decodable, Sendable {
        let errorCode: FlexibleString?
        let message: String?
        let error: String?
        let thirdPartyResponse: ThirdPartyResponse?
        /// A refused bet placement's inner answer (HTTP 409, `{successful, response}`).
        let response: Refusal?

        /// A refused placement: its string `errorCode` (`"106"` no funds, `"121"` wager limit).
        struct Refusal: Decodable, Sendable {
            let errorCode: FlexibleString?
            let errorMessage: String?
        }

        /// The envelope's inner part, which names the failure.
        struct ThirdPartyResponse: Decodable, Sendable {
            let errorCode: FlexibleString?
            let message: String?
        }

        /// The most specific code: the inner `errorCode`, else the top-level one.
        var code: String? { thirdPartyResponse?.errorCode?.value ?? errorCode?.value }
        /// The most specific text: the inner `message`, else `message`, else `error`.
        var text: String? { thirdPartyResponse?.message ?? message ?? error }
    }
}
