import Foundation
@_spi(ProviderKit) import ServicesProvider

/// What an Omega `status` means for the app.
enum SportRadarOmegaStatusRule: Sendable, Equatable {
    /// Not an error (`SUCCESS`, `CONTINUE_TO_PAYMENT_SITE`…).
    case success
    /// Wrong username or password.
    case invalidCredentials
    /// Temporarily locked; the date comes from `lockUntilDateFormatted`.
    case accountLocked
    /// The session key is no longer valid.
    case sessionExpired
    /// One input field was rejected.
    case validation(field: String, message: String)
    /// An amount is outside a limit.
    case limitExceeded(message: String)
    /// The balance is too low.
    case insufficientFunds(message: String)
    /// A known vendor code with no more specific case; `message` is shown to the user.
    case vendor(message: String)
}

/// The table from Omega status codes to app-facing errors. Generated from the error and status
/// codes documented in the vendor's method reference (`omega-api-documentation.json`: login's
/// `error_cases`, sign-up's `status_codes` and field `error_cases`, the bonus errors) plus the
/// statuses seen in recorded responses. `OmegaErrorTableTests` walks the reference and fails if
/// a documented code or field has no row here. The limit types the reference names
/// (`DEPOSIT_LIMIT`, `WAGER_LIMIT`, `BALANCE_LIMIT`) are request values of the
/// responsible-gaming calls, never statuses, so they have no row.
enum SportRadarOmegaErrorTable {
    /// One row per status code.
    static let rows: [String: SportRadarOmegaStatusRule] = [
        // Success statuses.
        "SUCCESS": .success,
        "CONTINUE_TO_PAYMENT_SITE": .success,       // processDeposit: open the cashier
        "USERNAME_AVAILABLE": .success,             // getUserIdSuggestion: the name is free
        // authentication/login error_cases
        "FAIL_UN_PW": .invalidCredentials,
        "FAIL_QUICK_OPEN_STATUS": .vendor(message: "Please complete your registration before signing in."),
        // recorded: login lock, expired session
        "FAIL_TEMP_LOCK": .accountLocked,
        "NOT_LOGGED_IN_ERROR": .sessionExpired,
        // signUp status_codes, redeemBonus / optInBonus error_cases
        "BONUSPLAN_NOT_FOUND": .validation(field: "promoCode", message: "This bonus code does not exist."),
        // recorded payment and document errors
        "AMOUNT_BELOW_MIN": .limitExceeded(message: "The amount is below the minimum."),
        "INSUFFICIENT_FUND": .insufficientFunds(message: "Your withdrawable balance is too low."),
        "INVALID_FILE_FORMAT": .validation(field: "file", message: "This file format is not accepted."),
        // verify (phone code check): a wrong code
        "INVALID_VALUE": .validation(field: "code", message: "The verification code is not valid."),
    ]

    /// Statuses that are errors (or unknown) in general but a success on one path (sign-up
    /// succeeds even when the requested bonus plan is unknown: "Registration successful but bonus
    /// not found"; sending a phone code answers `PENDING`).
    static let successOnPaths: [String: Set<String>] = [
        "BONUSPLAN_NOT_FOUND": ["/ps/ips/signup"],
        // verify: a code was sent (`verificationRequestId` follows)
        "PENDING": ["/ps/ips/verify"],
    ]

    /// Statuses that mean something else on one path; consulted before ``rows``. A bonus code
    /// that does not exist is a field error on the code; an opt-in plan that is gone is no input
    /// mistake (the vendor's `message`, when it sends one, is shown instead of ours); the
    /// win-boost answer reports `ACCEPTED` or `REJECTED` where other calls say `SUCCESS`.
    static let pathRows: [String: [String: SportRadarOmegaStatusRule]] = [
        "/ps/ips/redeemBonus": ["BONUSPLAN_NOT_FOUND": .validation(field: "bonusCode", message: "This bonus code does not exist.")],
        "/ps/ips/optInBonus": ["BONUSPLAN_NOT_FOUND": .vendor(message: "This bonus is no longer available.")],
        "/ps/ips/winboost/accept": ["ACCEPTED": .success, "REJECTED": .success],
    ]

    /// The vendor's sign-up field names (simpleSignUp `error_cases`) → the SDK's
    /// `RegistrationForm` field names, with the vendor's documented error name.
    static let fields: [String: (field: String, message: String)] = [
        "username": (field: "username", message: "This username is not valid or is already taken."),
        "email": (field: "email", message: "This email address is not valid or is already registered."),
        "password": (field: "password", message: "This password does not meet the requirements."),
        // getUserIdSuggestion names the username `userId`; signupConfirmation its code `confirmationCode`.
        "userId": (field: "username", message: "This username is not valid or is already taken."),
        "confirmationCode": (field: "code", message: "This confirmation code is not valid or has expired."),
        // updateWagerLimit: the limit amount (the SDK's `amount`); the vendor's `error` is free text.
        "limit": (field: "amount", message: "This limit amount is not accepted."),
    ]

    /// Paths whose success status the vendor's client compares case-insensitively (a
    /// `Success` there is not an error).
    static let caseInsensitiveSuccessPaths: Set<String> = ["/ps/ips/updateResponsibleGamingLimit"]

    /// The rule for a status, or `nil` for a code the table does not know.
    static func rule(for status: String, path: String) -> SportRadarOmegaStatusRule? {
        if successOnPaths[status]?.contains(path) == true { return .success }
        if caseInsensitiveSuccessPaths.contains(path), status.uppercased() == "SUCCESS" { return .success }
        return pathRows[path]?[status] ?? rows[status]
    }
}
