import Foundation
import Testing
import ServicesProvider
@testable import AppModels

@Suite struct ErrorTextTests {
    @Test func aLockOutWithAnEndNamesItInTheMappersLocaleAndTimeZone() {
        let error = ServiceProviderError.accountLocked(until: referenceNow)
        #expect(english.errorText(error) == "Your account is locked until Jun 1 at 6:00\(nnbsp)AM.")
        #expect(french.errorText(error) == "Votre compte est bloqué jusqu’au 1 juin à 12:00.")
    }

    @Test func otherErrorsUseTheirMessage() {
        #expect(english.errorText(.accountLocked(until: nil)) == "Your account is locked.")
        #expect(french.errorText(.accountLocked(until: nil)) == ServiceProviderError.accountLocked(until: nil).message)
        #expect(english.errorText(.insufficientFunds(message: nil)) == "Your balance is too low.")
    }
}
