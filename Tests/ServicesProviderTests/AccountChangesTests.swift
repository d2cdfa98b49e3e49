import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

/// The domain rules behind the account changes: e-mail addresses, the new password's
/// confirmation, the profile's avatar, and notification settings' options.
@Suite("Account changes")
struct AccountChangesTests {
    func refusal(_ body: () throws(ServiceProviderError) -> Void) -> ServiceProviderError? {
        do throws(ServiceProviderError) {
            try body()
            return nil
        } catch {
            return error
        }
    }

    func field(_ name: String, _ code: String, _ message: String) -> ServiceProviderError {
        .validation(fields: [.init(field: name, code: code, message: message)])
    }

    @Test func emailAddressesPass() {
        for address in ["a@b.c", "player.demo01@example.com", "a+b@example.com", "\"a@b\"@example.com", "user@localhost"] {
            #expect(refusal { () throws(ServiceProviderError) in try InputValidation.email(address) } == nil, "\(address)")
        }
    }

    @Test func anythingElseIsRefused() {
        #expect(refusal { () throws(ServiceProviderError) in try InputValidation.email("  ") } == field("email", "REQUIRED", "email is required."))
        for address in ["plain", "@example.com", "a@", "a b@example.com", "a@exa mple.com", "a@b.c\n"] {
            #expect(refusal { () throws(ServiceProviderError) in try InputValidation.email(address) }
                    == field("email", "INVALID", address.hasSuffix("\n") ? "email contains a control character." : "email is not an e-mail address."),
                    "\(address)")
        }
        #expect(refusal { () throws(ServiceProviderError) in try InputValidation.email(String(repeating: "a", count: 250) + "@b.cd") }
                == field("email", "TOO_LONG", "email is longer than 254 bytes."))
    }

    @Test func theConfirmationMustMatchTheNewPassword() {
        #expect(refusal { () throws(ServiceProviderError) in try PasswordChange(currentPassword: "a", newPassword: "b", newPasswordConfirmation: "b").validate() } == nil)
        #expect(refusal { () throws(ServiceProviderError) in try PasswordChange(currentPassword: "a", newPassword: "b").validate() } == nil)
        #expect(refusal { () throws(ServiceProviderError) in try PasswordChange(currentPassword: "a", newPassword: "b", newPasswordConfirmation: "B").validate() }
                == field("newPasswordConfirmation", "MISMATCH", "newPasswordConfirmation does not match newPassword."))
    }

    @Test func anAvatarAloneIsAnUpdateAndIsChecked() {
        #expect(!ProfileUpdate(avatar: "avatar_5").isEmpty)
        #expect(refusal { () throws(ServiceProviderError) in try ProfileUpdate(avatar: "avatar_5").validate() } == nil)
        #expect(refusal { () throws(ServiceProviderError) in try ProfileUpdate(avatar: "a\u{7}").validate() }
                == field("avatar", "INVALID", "avatar contains a control character."))
    }

    @Test func anOptionNotReportedIsOff() {
        let settings = NotificationSettings(isEnabled: true, options: [.goals: true, .news: false, .unknown("cashout"): true])
        #expect(settings.isOn(.goals))
        #expect(!settings.isOn(.news))
        #expect(!settings.isOn(.bets))
        #expect(settings.isOn(.unknown("cashout")))
        #expect(!settings.isOn(.unknown("other")))
    }
}
