import Foundation
import Testing
import ServicesProvider
@testable import AppModels

@Suite struct ConsentItemTests {
    let consents = [
        Consent(id: "3", key: "TERMS_AND_CONDITIONS", name: "Terms and conditions", versionId: "41", isMandatory: true, status: .given),
        Consent(id: "7", key: "MARKETING_EMAIL", name: "Marketing e-mails", versionId: "52", isMandatory: false, status: .refused),
        Consent(id: "8", key: "MARKETING_SMS", name: "Marketing text messages", versionId: "53", isMandatory: nil, status: .unknown("UNKNOWN_STATE")),
    ]

    @Test func englishItems() {
        #expect(english.consentItems(consents) == [
            ConsentItem(id: "3", title: "Terms and conditions", statusText: "Accepted", requiredText: "Required"),
            ConsentItem(id: "7", title: "Marketing e-mails", statusText: "Declined", requiredText: nil),
            ConsentItem(id: "8", title: "Marketing text messages", statusText: "Not answered", requiredText: nil),
        ])
    }

    @Test func frenchItemsKeepTheOperatorsTitles() {
        #expect(mapper("fr_FR", "Europe/Paris").consentItems(consents).map { "\($0.title): \($0.statusText) \($0.requiredText ?? "")" } == [
            "Terms and conditions: Accepté Obligatoire", "Marketing e-mails: Refusé ", "Marketing text messages: Sans réponse ",
        ])
    }
}
