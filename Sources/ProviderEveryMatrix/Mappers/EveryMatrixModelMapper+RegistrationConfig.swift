import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    static func registrationFields(_ config: EveryMatrixModels.RegistrationConfig) -> [RegistrationField] {
        config.content.fields.map { field in
            let validate = field.validate
            return RegistrationField(name: field.name, label: field.displayName ?? field.name, inputKind: inputKind(field.inputType),
                                     defaultValue: nonEmpty(field.defaultValue), isReadOnly: field.readOnly ?? false,
                                     isMandatory: validate?.mandatory ?? false, minLength: validate?.minLength, maxLength: validate?.maxLength,
                                     minimum: validate?.min?.value, maximum: validate?.max?.value,
                                     rules: (validate?.custom ?? []).map(registrationRule))
        }
    }

    /// `Tel`, `Password`, `Text`, `Date`, `Checkbox`, `Email`, `Select` (any case); else `unknown`.
    static func inputKind(_ raw: String?) -> RegistrationInputKind {
        switch raw?.lowercased() {
        case "tel": return .phone
        case "password": return .password
        case "text": return .text
        case "date": return .date
        case "checkbox": return .checkbox
        case "email": return .email
        case "select": return .select
        default: return .unknown(raw ?? "")
        }
    }

    /// `regex` with its pattern; `min-age` with the age in `correlationValue` (or `displayName`);
    /// a rule missing what it needs, or of another kind, is `unknown` with the vendor's rule name.
    static func registrationRule(_ raw: EveryMatrixModels.RegistrationConfig.Rule) -> RegistrationRule {
        let kind: RegistrationRule.Kind
        switch raw.rule.lowercased() {
        case "regex" where raw.pattern != nil: kind = .pattern(raw.pattern ?? "")
        case "min-age":
            if let age = Int(raw.correlationValue?.value ?? raw.displayName ?? "") { kind = .minimumAge(age) } else { kind = .unknown(raw.rule) }
        default: kind = .unknown(raw.rule)
        }
        return RegistrationRule(kind: kind, message: raw.errorMessage, errorKey: raw.errorKey)
    }
}
