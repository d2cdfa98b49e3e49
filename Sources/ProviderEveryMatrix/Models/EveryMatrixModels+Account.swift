import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// Body of `POST v1/player/legislation/login`.
    package struct LoginRequest: Encodable, Sendable {
        package let username: String
        package let password: String
    }

    /// Answer of the login. `userId` is a number, `sessionId` the token every player call needs.
    package struct LoginResponse: Decodable, Sendable {
        package let sessionId: String
        package let id: String?
        package let userId: FlexibleString
        package let sessionBlockers: [SessionBlocker]?
        package let hasToAcceptTC: Bool?
        package let hasToSetPass: Bool?
    }

    /// One entry of `sessionBlockers`. The recorded flow only shows an empty list, so a blocker
    /// is read leniently: a plain string, or an object with a `type`/`name`/`blocker` field.
    package struct SessionBlocker: Decodable, Sendable, Hashable {
        package let raw: String

        private enum CodingKeys: String, CodingKey { case type, name, blocker }

        package init(raw: String) { self.raw = raw }

        package init(from decoder: any Decoder) throws {
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
    package struct RegistrationStepRequest: Encodable, Sendable {
        package let Step: String
        package let RegistrationId: String
        package let RegisterUserDto: RegisterUser
    }

    /// The user part of a registration step.
    package struct RegisterUser: Encodable, Sendable {
        package let Mobile: String
        package let Password: String
        package let TermsAndConditions: Bool
        package let MobilePrefix: String
    }

    /// Answer of a registration step.
    package struct RegistrationStepResponse: Decodable, Sendable {
        package let registrationId: String
    }

    /// Body of `PUT v1/player/legislation/register`.
    package struct RegisterRequest: Encodable, Sendable {
        package let registrationId: String
    }

    /// Answer of the register call.
    package struct RegisterResponse: Decodable, Sendable {
        package let userId: FlexibleString?
        package let success: Bool
    }

    /// `GET v1/player/{userId}/details` (only the fields the SDK maps are declared).
    package struct PlayerDetails: Decodable, Sendable {
        package let id: FlexibleString
        package let userName: String
        package let email: String?
        package let firstName: String?
        package let lastName: String?
        package let birthDate: String?
        package let mobilePhonePrefix: String?
        package let mobilePhone: String?
        package let countryCode: String?
        package let currency: String?
        package let language: String?
        package let isEmailVerified: Bool?
        package let userActiveStatus: String?
        package let registrationTime: String?
        package let lastLogin: String?
    }

    /// The vendor's error body: the Player API envelope `{error, errorCode (a number),
    /// thirdPartyResponse {errorCode, message}}` (see the `*-error.json` fixtures), or the plain
    /// `{errorCode, message}`. Every part is optional.
    package struct ErrorBody: Decodable, Sendable {
        package let errorCode: FlexibleString?
        package let message: String?
        package let error: String?
        package let thirdPartyResponse: ThirdPartyResponse?
        /// A refused bet placement's inner answer (HTTP 409, `{successful, response}`).
        package let response: Refusal?

        /// A refused placement: its string `errorCode` (`"106"` no funds, `"121"` wager limit).
        package struct Refusal: Decodable, Sendable {
            package let errorCode: FlexibleString?
            package let errorMessage: String?
        }

        /// The envelope's inner part, which names the failure.
        package struct ThirdPartyResponse: Decodable, Sendable {
            package let errorCode: FlexibleString?
            package let message: String?
        }

        /// The most specific code: the inner `errorCode`, else the top-level one.
        package var code: String? { thirdPartyResponse?.errorCode?.value ?? errorCode?.value }
        /// The most specific text: the inner `message`, else `message`, else `error`.
        package var text: String? { thirdPartyResponse?.message ?? message ?? error }
    }
}
