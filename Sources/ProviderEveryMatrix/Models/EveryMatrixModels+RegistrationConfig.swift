import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// `GET /v1/player/legislation/registration/config`: `{type, content {step, registrationID, actions, fields}}`.
    struct RegistrationConfig: Decodable, Sendable {
        let content: Content

        struct Content: Decodable, Sendable {
            let fields: [Field]
        }

        /// One field; only what the SDK maps is declared.
        struct Field: Decodable, Sendable {
            let name: String
            let displayName: String?
            let inputType: String?
            let defaultValue: String?
            let readOnly: Bool?
            let validate: Validation?
        }

        struct Validation: Decodable, Sendable {
            let mandatory: Bool?
            let minLength: Int?
            let maxLength: Int?
            let min: FlexibleString?
            let max: FlexibleString?
            let custom: [Rule]?
        }

        /// `rule` is `regex` (with `pattern`) or `min-age` (the age in `correlationValue`).
        struct Rule: Decodable, Sendable {
            let rule: String
            let displayName: String?
            let pattern: String?
            let correlationValue: FlexibleString?
            let errorMessage: String?
            let errorKey: String?
        }
    }
}
