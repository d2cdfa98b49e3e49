import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

@Suite struct ErrorTextTests {
    @Test func aLockOutWithAnEndNamesItInTheMappersLocaleAndTimeZone() {
        let error = ServiceProviderError.accountLocked(until: referenceNow)
        #expect(english.errorText(error) == "Your account is locked until Jun 1 at 6:00\(nnbsp)AM.")
        #expect(french.errorText(error) == "Votre compte est bloqué jusqu’au 1 juin à 12:00.")
    }

    @Test func otherErrorsUseTheirMessage() {
        #expect(english.errorText(.accountLocked(until: nil)) == "Your account is locked.")
        #expect(french.errorText(.accountLocked(until: nil)) == "Votre compte est bloqué.")
        #expect(english.errorText(.insufficientFunds(message: nil)) == "Your balance is too low.")
    }

    /// An app may show `errorText(_:)` or a generic alert built from `localizedDescription`;
    /// both give the same sentence, except where errorText adds the locale-formatted lock-out end.
    @Test func errorTextAgreesWithLocalizedDescription() {
        let errors: [ServiceProviderError] = [
            .unauthorized, .accountLocked(until: nil), .notSupported(feature: .systemBets, provider: "Goma"),
            .validation(fields: [.init(field: "email", code: "DUPLICATE", message: "Email taken")]),
            .vendor(code: "FAIL_UN_PW", message: "Wrong password."), .invalidRequest(message: "set EventQuery.competitionId"),
        ]
        for error in errors {
            #expect(english.errorText(error) == (error as any Error).localizedDescription, "\(error)")
        }
        let locked = ServiceProviderError.accountLocked(until: referenceNow)
        #expect((locked as any Error).localizedDescription == "Your account is locked.")
        #expect(english.errorText(locked) != (locked as any Error).localizedDescription)
    }

    /// The reason an invalid request carries is for the developer: no language shows it.
    @Test func anInvalidRequestIsUserTextInEveryLanguage() {
        let error = ServiceProviderError.invalidRequest(message: "set EventQuery.competitionId")
        let expected = [
            "This request could not be completed. If this keeps happening, please contact support.",
            "La demande n’a pas pu aboutir. Si le problème persiste, contactez l’assistance.",
            "Não foi possível concluir o pedido. Se o problema persistir, contacte o apoio ao cliente.",
            "No se ha podido completar la solicitud. Si el problema persiste, contacta con atención al cliente.",
        ]
        for (mapper, sentence) in zip([english, french, portuguese, spanish], expected) {
            let text = mapper.errorText(error)
            #expect(text == sentence)
            #expect(!text.contains("competitionId"), "\(text)")
        }
    }

    @Test func theErrorTitleIsInTheMappersLanguage() {
        #expect([english, french, portuguese, spanish].map(\.errorTitle) == ["Error", "Erreur", "Erro", "Error"])
    }
}
