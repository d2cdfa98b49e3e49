import ServicesProvider

extension ServiceProviderModelMapper {
    /// The consents as a privacy screen lists them, in the operator's order. A status the SDK
    /// does not know reads as not answered.
    public func consentItems(_ consents: [Consent]) -> [ConsentItem] {
        consents.map { consent in
            let status: String
            switch consent.status {
            case .given: status = phrases.consentGiven
            case .refused: status = phrases.consentRefused
            case .unknown: status = phrases.consentUnanswered
            }
            return ConsentItem(id: consent.id, title: consent.name, statusText: status,
                               requiredText: consent.isMandatory == true ? phrases.required : nil)
        }
    }
}
