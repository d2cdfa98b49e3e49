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
            .vendor(code: "FAIL_UN_PW", message: "Wrong password."),
        ]
        for error in errors {
            #expect(english.errorText(error) == (error as any Error).localizedDescription, "\(error)")
        }
        let locked = ServiceProviderError.accountLocked(until: referenceNow)
        #expect((locked as any Error).localizedDescription == "Your account is locked.")
        #expect(english.errorText(locked) != (locked as any Error).localizedDescription)
    }
}
