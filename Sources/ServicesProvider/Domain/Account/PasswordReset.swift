import Foundation

/// The first step of a password reset by phone: the vendor sent a code by SMS and answers with
/// this token, which goes back with the code. Printed with the token hidden.
public struct PasswordResetChallenge: Sendable, Hashable {
    /// The vendor's reset token (opaque).
    public var token: String

    /// Creates a challenge.
    public init(token: String) {
        self.token = token
    }
}

/// The key that allows setting a new password: from a confirmed SMS code, or from the link of a
/// reset e-mail. Whoever holds it can set the password, so it prints hidden.
public struct PasswordResetKey: Sendable, Hashable {
    /// The key as the vendor issued it.
    public var value: String

    /// Creates a key (for example from the reset e-mail's link).
    public init(value: String) {
        self.value = value
    }
}

/// A new password set with a reset key. Printed with both hidden.
public struct PasswordReset: Sendable, Hashable {
    /// The key from ``AccountService/confirmPasswordReset(_:code:)`` or the e-mail link.
    public var key: PasswordResetKey
    /// The new password.
    public var newPassword: String

    /// Creates a reset.
    public init(key: PasswordResetKey, newPassword: String) {
        self.key = key
        self.newPassword = newPassword
    }

    /// Checks the key (present, at most ``InputValidation/maximumTextLength`` bytes, no control
    /// characters) and the password (``InputValidation/password(_:field:)``).
    public func validate() throws(ServiceProviderError) {
        guard !key.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw InputValidation.fieldError("key", "REQUIRED", "key is required.")
        }
        try InputValidation.text(key.value, field: "key")
        try InputValidation.password(newPassword, field: "newPassword")
    }
}

/// A phone number a password reset code is sent to.
public struct PhoneNumber: Sendable, Hashable, Codable {
    /// The international prefix with its `+` (e.g. `+237`).
    public var prefix: String
    /// The national number, digits only.
    public var number: String

    /// Creates a phone number.
    public init(prefix: String, number: String) {
        self.prefix = prefix
        self.number = number
    }

    /// Checks the prefix (`+` and 1 to 4 digits, field `phonePrefix`) and the number (4 to 15
    /// digits, field `phoneNumber`); either is refused with `.validation` code `INVALID`.
    public func validate() throws(ServiceProviderError) {
        let prefixDigits = prefix.hasPrefix("+") ? prefix.dropFirst() : ""
        guard (1...4).contains(prefixDigits.count), prefixDigits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw InputValidation.fieldError("phonePrefix", "INVALID", "phonePrefix must be + and 1 to 4 digits.")
        }
        guard (4...15).contains(number.count), number.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw InputValidation.fieldError("phoneNumber", "INVALID", "phoneNumber must be 4 to 15 digits.")
        }
    }
}

extension PasswordResetChallenge: SecretHiding {
    /// The token hidden.
    package var printedFields: [(String, Any)] { [("token", Redactor.hidden(token))] }
}

extension PasswordResetKey: SecretHiding {
    /// The key hidden.
    package var printedFields: [(String, Any)] { [("value", Redactor.hidden(value))] }
}

extension PasswordReset: SecretHiding {
    /// The key and the password hidden.
    package var printedFields: [(String, Any)] {
        [("key", Redactor.hidden(key.value)), ("newPassword", Redactor.hidden(newPassword))]
    }
}
