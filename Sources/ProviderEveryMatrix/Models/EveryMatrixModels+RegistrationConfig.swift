import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// `GET /v1/player/legislation/registration/config`: `{type, content {step, registrationID, actions, fields}}`.
    package struct RegistrationConfig: Decodable, Sendable {
        package let content: Content

        package struct Content: Decodable, Sendable {
            package let fields: [Field]
        }

        /// One field; only what the SDK maps is declared.
        package struct Field: Decodable, Sendable {
            package let name: String
            package let displayName: String?
            package let inputType: String?
            package let defaultValue: String?
            package let readOnly: Bool?
            package let validate: Validation?
        }

        package struct Validation: Decodable, Sendable {
            package let mandatory: Bool?
            package let minLength: Int?
            package let maxLength: Int?
            package let min: FlexibleString?
            package let max: FlexibleString?
            package let custom: [Rule]?
        }

        /// `rule` is `regex` (with `pattern`) or `min-age` (the age in `correlationValue`).
        package struct Rule: Decodable, Sendable {
            package let rule: String
            package let displayName: String?
            package let pattern: String?
            package let correlationValue: FlexibleString?
            package let errorMessage: String?
            package let errorKey: String?
        }
    }
}
