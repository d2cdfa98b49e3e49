import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Password, profile and top-up requests, and the password calls' answers.
extension GomaModelMapper {
    /// The phrase a forgotten-password answer's `message` holds when the e-mail was sent. The
    /// vendor's own client judges success by it (case-insensitive); the vendor documents nothing
    /// else, so this is the one place to change if its wording changes.
    static let resetLinkSentPhrase = "reset link sent"
    /// The phrase a password-change answer's `message` holds when the password changed (the
    /// vendor's client's rule, as above).
    static let passwordChangedPhrase = "successfully"
    /// The `.vendor` code of a 2xx answer whose message does not say the action was done.
    static let notConfirmedCode = "NOT_CONFIRMED"

    /// Nothing when `message` contains `phrase` (case-insensitive); otherwise the vendor answered
    /// 2xx without saying it was done, which is `.vendor(code: "NOT_CONFIRMED", message:)` with its
    /// message, never a success.
    static func confirm(_ answer: GomaModels.MessageResponse, saying phrase: String) throws(ServiceProviderError) {
        guard let message = answer.message, message.localizedCaseInsensitiveContains(phrase) else {
            throw .vendor(code: notConfirmedCode, message: answer.message)
        }
    }

    /// The change-password body; the confirmation is the form's when given, else the new password.
    static func passwordChangeBody(_ change: PasswordChange) -> GomaModels.PasswordChangeRequest {
        GomaModels.PasswordChangeRequest(password: change.newPassword,
                                         passwordConfirmation: change.newPasswordConfirmation ?? change.newPassword,
                                         currentPassword: change.currentPassword)
    }

    /// Goma's profile holds a display name and an avatar name only: every other field set is
    /// refused at once with `.validation` code `NOT_SUPPORTED`, before anything is sent.
    static func checkProfileUpdate(_ update: ProfileUpdate) throws(ServiceProviderError) {
        let set: [(Bool, String)] = [
            (update.username != nil, "username"), (update.email != nil, "email"), (update.lastName != nil, "lastName"),
            (update.gender != nil, "gender"), (update.birthDate != nil, "birthDate"), (update.phone != nil, "phone"),
            (update.address != nil, "address"), (update.addressLine2 != nil, "addressLine2"), (update.city != nil, "city"),
            (update.province != nil, "province"), (update.postalCode != nil, "postalCode"), (update.countryCode != nil, "countryCode"),
            (update.placeOfBirth != nil, "placeOfBirth"), (update.idCardNumber != nil, "idCardNumber"),
        ]
        let refused = set.filter(\.0).map { ServiceProviderError.FieldError(field: $0.1, code: "NOT_SUPPORTED", message: "\($0.1) cannot be changed here.") }
        guard refused.isEmpty else { throw .validation(fields: refused) }
    }

    /// The profile body: `name` is the first name (as the vendor's client fills it) and `avatar`
    /// the avatar's name. The vendor's client always sends both, so a field the update leaves
    /// out is sent as the session knows it (from the login or the last update); one the session
    /// does not know is left out (whether the vendor accepts that is undocumented).
    static func profileUpdateBody(_ update: ProfileUpdate, session attributes: [String: String]) -> GomaModels.ProfileUpdateRequest {
        GomaModels.ProfileUpdateRequest(name: update.firstName ?? attributes[UserAttribute.name],
                                        avatar: update.avatar ?? attributes[UserAttribute.avatar])
    }

    /// The session's attributes after a profile update: the name and avatar sent replace the login's.
    static func attributes(_ attributes: [String: String], after body: GomaModels.ProfileUpdateRequest) -> [String: String] {
        var attributes = attributes
        if let name = body.name { attributes[UserAttribute.name] = name }
        if let avatar = body.avatar { attributes[UserAttribute.avatar] = avatar }
        return attributes
    }

    /// A top-up's `value`: the amount as text, as the vendor's client writes it (`25` → `"25.0"`,
    /// the rendering of a Swift `Double`; written from the `Decimal`, never through a `Double`).
    static func topUpBody(_ amount: Money) -> GomaModels.TopUpRequest {
        GomaModels.TopUpRequest(value: GomaAPI.decimalText(amount.amount))
    }
}
