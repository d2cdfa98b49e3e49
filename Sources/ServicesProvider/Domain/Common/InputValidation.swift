import Foundation

/// The rules every provider applies to the app's input before it sends a request, so the
/// same input is refused the same way whichever vendor is behind the client. A refusal is
/// ``ServiceProviderError/validation(fields:)`` naming the field, with one of the codes below
/// (`REQUIRED`, `TOO_LONG`, `INVALID`, `NOT_POSITIVE`, `TOO_MANY_DECIMALS`, `OUT_OF_RANGE`,
/// `TOO_MANY`, `DUPLICATE`, `MISMATCH`, `CURRENCY_MISMATCH`), and no request is sent. Apps may
/// call the same rules to check a form early.
///
/// The rules on values live with their types: ``Money/validate(field:)``,
/// ``Odds/validate(field:)``, ``BetSlip/validate(maximumSelections:)`` and the request types' `validate()`
/// (``DepositRequest``, ``WithdrawalRequest``, ``CashoutOffer``, ``BetPlacementRequest``,
/// ``LoginCredentials``, ``RegistrationForm``, ``PasswordChange``, ``ProfileUpdate``). This type
/// holds the rules on plain strings and their limits.
public enum InputValidation {
    /// The longest identifier accepted, in UTF-8 bytes. Vendor ids are numbers, UUIDs or short
    /// codes (well under 64 bytes); 256 leaves room for any of them and refuses pasted text.
    public static let maximumIdentifierLength = 256
    /// The longest username accepted, in UTF-8 bytes: 254, the longest email address, since
    /// vendors accept an email as the username.
    public static let maximumUsernameLength = 254
    /// The longest password or other free text accepted, in UTF-8 bytes.
    public static let maximumTextLength = 1024

    /// Checks an id the app passes in (an event, bet, payment or method id): not blank, at
    /// most ``maximumIdentifierLength`` bytes, not `.` or `..`, and free of control characters,
    /// whitespace and the URL delimiters `/`, `\`, `?`, `#` and `%` (an id is an opaque token,
    /// never a path or a query).
    public static func identifier(_ value: String, field: String) throws(ServiceProviderError) {
        try required(value, field: field)
        try bounded(value, field: field, limit: maximumIdentifierLength)
        let forbidden = value.unicodeScalars.contains { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.isWhitespace || "/\\?#%".unicodeScalars.contains(scalar)
        }
        guard !forbidden, value != ".", value != ".." else {
            throw fieldError(field, "INVALID", "\(field) is not a valid identifier.")
        }
    }

    /// Checks an identifier sent inside a comma-joined list (`ids=1,2,3`): an ``identifier(_:field:)``
    /// that holds no comma, which would split it into two ids.
    public static func listedIdentifier(_ value: String, field: String) throws(ServiceProviderError) {
        try identifier(value, field: field)
        guard !value.contains(",") else { throw fieldError(field, "INVALID", "\(field) holds a comma, which would split the list it is sent in.") }
    }

    /// Checks a value a provider puts into one segment of a slash-separated id that it sends in a
    /// body or a query, where no ``RequestPath`` encodes it (SportRadar's content ids
    /// `{frontEndCode}/{node}` and `{query}/{limit}/{page}`): not empty, no `/` (which would add a
    /// segment), and not `.` or `..` (which a server resolving the id as a path reads as "here"
    /// or "the parent"), else `INVALID`.
    public static func idSegment(_ value: String, field: String) throws(ServiceProviderError) {
        guard !value.isEmpty else { throw fieldError(field, "REQUIRED", "\(field) is required.") }
        guard !value.contains("/"), value != ".", value != ".." else {
            throw fieldError(field, "INVALID", "\(field) cannot contain '/' or be '.' or '..'.")
        }
    }

    /// Checks a username (or an email used as one): not blank, at most
    /// ``maximumUsernameLength`` bytes, no control characters.
    public static func username(_ value: String, field: String = "username") throws(ServiceProviderError) {
        try required(value, field: field)
        try bounded(value, field: field, limit: maximumUsernameLength)
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw fieldError(field, "INVALID", "\(field) contains a control character.")
        }
    }

    /// Checks an e-mail address: the ``username(_:field:)`` rules, then one `@` (the last one)
    /// with text on both sides and no whitespace anywhere (`INVALID`). It does not try to prove
    /// the address exists or follows every RFC 5322 form: the vendor is the judge of that.
    public static func email(_ value: String, field: String = "email") throws(ServiceProviderError) {
        try username(value, field: field)
        guard let at = value.lastIndex(of: "@"), at != value.startIndex, value.index(after: at) != value.endIndex,
              !value.unicodeScalars.contains(where: { $0.properties.isWhitespace }) else {
            throw fieldError(field, "INVALID", "\(field) is not an e-mail address.")
        }
    }

    /// Checks a password: not empty (spaces count: a password is taken as typed) and at most
    /// ``maximumTextLength`` bytes.
    public static func password(_ value: String, field: String = "password") throws(ServiceProviderError) {
        guard !value.isEmpty else { throw fieldError(field, "REQUIRED", "\(field) is required.") }
        try bounded(value, field: field, limit: maximumTextLength)
    }

    /// Checks optional free text (a promo code, a name): at most ``maximumTextLength`` bytes,
    /// no control characters. `nil` passes.
    public static func text(_ value: String?, field: String) throws(ServiceProviderError) {
        guard let value else { return }
        try bounded(value, field: field, limit: maximumTextLength)
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw fieldError(field, "INVALID", "\(field) contains a control character.")
        }
    }

    /// Checks required single-line text (a name, a subject): not blank, then the ``text(_:field:)``
    /// rules (at most ``maximumTextLength`` bytes, no control characters, so no line break).
    public static func requiredText(_ value: String, field: String) throws(ServiceProviderError) {
        try required(value, field: field)
        try text(value, field: field)
    }

    /// The longest message accepted (a contact form's or a support ticket's text), in UTF-8 bytes.
    /// A vendor may carry it in a URL's query (SportRadar's contact form is a GET): percent-encoded
    /// it grows up to three times, and 2,000 bytes keep such an address under the 8 KB many servers
    /// accept.
    public static let maximumMessageLength = 2000

    /// Checks a message the user writes (several lines allowed): not blank, at most
    /// ``maximumMessageLength`` bytes (`TOO_LONG`), and no control character but line feed,
    /// carriage return and tab (`INVALID`).
    public static func message(_ value: String, field: String) throws(ServiceProviderError) {
        try required(value, field: field)
        try bounded(value, field: field, limit: maximumMessageLength)
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && !"\n\r\t".unicodeScalars.contains($0) }) else {
            throw fieldError(field, "INVALID", "\(field) contains a control character.")
        }
    }

    /// The longest search text accepted, in characters (after trimming): a team, player or
    /// competition name fits well within it.
    public static let maximumSearchLength = 100
    /// The most results a search may ask for.
    public static let maximumSearchResults = 100

    /// Checks a search: the text trimmed of surrounding whitespace is not empty (`REQUIRED`),
    /// at most ``maximumSearchLength`` characters (`TOO_LONG`) and free of control characters
    /// (`INVALID`), on the field `query`; `limit` is 1 to ``maximumSearchResults``
    /// (`OUT_OF_RANGE` on `limit`). Returns the trimmed text, the one to send.
    public static func search(_ text: String, limit: Int) throws(ServiceProviderError) -> String {
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !query.isEmpty else { throw fieldError("query", "REQUIRED", "query is required.") }
        guard query.count <= maximumSearchLength else {
            throw fieldError("query", "TOO_LONG", "query is longer than \(maximumSearchLength) characters.")
        }
        guard !query.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw fieldError("query", "INVALID", "query contains a control character.")
        }
        guard (1...maximumSearchResults).contains(limit) else {
            throw fieldError("limit", "OUT_OF_RANGE", "limit must be from 1 to \(maximumSearchResults).")
        }
        return query
    }

    /// A one-field ``ServiceProviderError/validation(fields:)``.
    static func fieldError(_ field: String, _ code: String, _ message: String) -> ServiceProviderError {
        .validation(fields: [.init(field: field, code: code, message: message)])
    }

    /// Stops at the first character that is not whitespace: trimming a long id would first copy it.
    private static func required(_ value: String, field: String) throws(ServiceProviderError) {
        guard !value.unicodeScalars.allSatisfy(CharacterSet.whitespacesAndNewlines.contains) else {
            throw fieldError(field, "REQUIRED", "\(field) is required.")
        }
    }

    private static func bounded(_ value: String, field: String, limit: Int) throws(ServiceProviderError) {
        guard value.utf8.count <= limit else {
            throw fieldError(field, "TOO_LONG", "\(field) is longer than \(limit) bytes.")
        }
    }
}

extension Money {
    /// Checks an amount the app asks to move or stake: an active ISO 4217 currency code written
    /// as ISO writes it (``iso4217MinorUnits(of:)``: `eur` or `ZZZ` is `INVALID`), a number (not
    /// NaN), greater than zero (`NOT_POSITIVE`), at most ``maximumAmount`` (`OUT_OF_RANGE`), with
    /// at most the currency's minor-unit digits (`TOO_MANY_DECIMALS`: `10.005` EUR or `1.5` XAF is
    /// refused, never rounded silently). Only what the app sends is checked: amounts a vendor
    /// answers are shown as they come.
    public func validate(field: String = "amount") throws(ServiceProviderError) {
        guard let digits = Self.iso4217MinorUnits(of: currency) else {
            throw InputValidation.fieldError(field, "INVALID", "\(field) has no valid currency code.")
        }
        guard !amount.isNaN else { throw InputValidation.fieldError(field, "INVALID", "\(field) is not a number.") }
        guard amount > 0 else { throw InputValidation.fieldError(field, "NOT_POSITIVE", "\(field) must be greater than zero.") }
        guard amount <= Self.maximumAmount else {
            throw InputValidation.fieldError(field, "OUT_OF_RANGE", "\(field) is larger than \(Self.maximumAmount) \(currency).")
        }
        var source = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, digits, .plain)
        guard rounded == amount else {
            throw InputValidation.fieldError(field, "TOO_MANY_DECIMALS", "\(field) has more than \(digits) decimal places for \(currency).")
        }
    }

    /// Checks an amount (``validate(field:)``) that a provider sends to a vendor whose body names
    /// no currency, so the vendor takes it in the account's: in any other currency than
    /// `accountCurrency` it is refused (`CURRENCY_MISMATCH`), rather than 5 USD staked as 5 EUR.
    public func validate(field: String = "amount", accountCurrency: String) throws(ServiceProviderError) {
        try validate(field: field)
        guard currency == accountCurrency else {
            throw InputValidation.fieldError(field, "CURRENCY_MISMATCH", "\(field) must be in the account's currency, \(accountCurrency).")
        }
    }
}

extension Odds {
    /// Checks odds sent with a bet: a finite number (NaN would be sent as the invalid JSON
    /// `NaN`) greater than 1 (odds of 1 or less pay nothing back).
    public func validate(field: String = "odds") throws(ServiceProviderError) {
        guard decimal.isFinite else { throw InputValidation.fieldError(field, "INVALID", "\(field) is not a number.") }
        guard decimal > 1 else { throw InputValidation.fieldError(field, "OUT_OF_RANGE", "\(field) must be greater than 1.") }
    }

    // Odds go to a vendor exactly as its format can hold them, or not at all. Never rounded:
    // they are the price the user accepted, and the vendor compares the price sent with its own
    // to apply the odds-change policy, so a rounded price is another bet (1.0001 sent as "1.00"
    // is a bet that pays nothing back, which `validate(field:)` forbids).

    /// The decimal odds to send to a vendor whose format holds `maximumFractionDigits` digits
    /// after the point: the odds themselves (``validate(field:)`` first) when the format holds
    /// them exactly. Refused (`.validation` on `field`) otherwise: `OUT_OF_RANGE` when the
    /// nearest value the format holds is 1 or less (1.0001 with 2 digits), `TOO_MANY_DECIMALS`
    /// when it differs in any other way (2.345 with 2 digits).
    public func decimal(maximumFractionDigits: Int, field: String = "odds") throws(ServiceProviderError) -> Decimal {
        try validate(field: field)
        var source = decimal
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, maximumFractionDigits, .plain)
        guard rounded > 1 else {
            throw InputValidation.fieldError(field, "OUT_OF_RANGE", "\(field) would be sent as \(rounded), which pays nothing back.")
        }
        guard rounded == decimal else {
            throw InputValidation.fieldError(field, "TOO_MANY_DECIMALS", "\(field) has more than \(maximumFractionDigits) decimal places.")
        }
        return decimal
    }

    /// The fractional odds (profit / stake) to send to a vendor whose format is a fraction of
    /// whole numbers of at most `maximumTerm` each, after ``validate(field:)``: the quoted fraction
    /// when it is the odds' value (the vendor's own price), else the exact fraction of the decimal
    /// in lowest terms (1.79 is 79/100, 1.001 is 1/1000; never an approximation such as
    /// ``fractional``, which would send 1.001 as 0/1). Refused (`.validation` on `field`) when no
    /// such fraction is exact: `OUT_OF_RANGE` when the profit is below 1/`maximumTerm`, the
    /// smallest the format holds (the vendor would read odds of 1), `TOO_MANY_DECIMALS` otherwise
    /// (more than 18 decimal places, or a term above `maximumTerm`).
    public func fraction(maximumTerm: Int, field: String = "odds") throws(ServiceProviderError) -> Fraction {
        try validate(field: field)
        if let quotedFraction, quotedFraction.numerator > 0, quotedFraction.denominator > 0,
           quotedFraction.numerator <= maximumTerm, quotedFraction.denominator <= maximumTerm,
           Decimal(quotedFraction.numerator) / Decimal(quotedFraction.denominator) + 1 == decimal {
            return quotedFraction
        }
        let profit = decimal - 1
        guard profit * Decimal(maximumTerm) >= 1 else {
            throw InputValidation.fieldError(field, "OUT_OF_RANGE", "\(field) is too close to 1 to be sent as a fraction.")
        }
        // profit × 10^k is whole for the fewest k digits after the point; 10^18 fits an Int.
        var scaled = profit
        var denominator = 1
        for _ in 0...18 {
            var whole = Decimal()
            NSDecimalRound(&whole, &scaled, 0, .plain)
            // A whole Decimal's description is its digits; one beyond an Int is no candidate.
            if whole == scaled, let numerator = Int(whole.description) {
                let divisor = Self.gcd(numerator, denominator)
                let (up, down) = (numerator / divisor, denominator / divisor)
                guard up <= maximumTerm, down <= maximumTerm else { break }
                return Fraction(numerator: up, denominator: down)
            }
            guard denominator <= Int.max / 10 else { break }
            scaled *= 10
            denominator *= 10
        }
        throw InputValidation.fieldError(field, "TOO_MANY_DECIMALS", "\(field) cannot be sent exactly as a fraction of whole numbers up to \(maximumTerm).")
    }
}

extension DepositRequest {
    /// Checks the method id, the amount (``Money/validate(field:)``) and the bonus code.
    public func validate() throws(ServiceProviderError) {
        try InputValidation.identifier(methodId, field: "methodId")
        try amount.validate(field: "amount")
        try InputValidation.text(bonusCode, field: "bonusCode")
    }
}

extension WithdrawalRequest {
    /// Checks the method id and the amount (``Money/validate(field:)``).
    public func validate() throws(ServiceProviderError) {
        try InputValidation.identifier(methodId, field: "methodId")
        try amount.validate(field: "amount")
    }
}

extension CashoutOffer {
    /// Checks the bet id and the amount to accept (``Money/validate(field:)``).
    public func validate() throws(ServiceProviderError) {
        try InputValidation.identifier(betId, field: "betId")
        try amount.validate(field: "amount")
    }

    /// Checks a partial cashout of this offer: the offer itself (``validate()``) and partial
    /// cashout allowed (else `.invalidRequest`), and `partialStake` valid money
    /// (``Money/validate(field:)``) in the offer's currency and, when the offer knows its
    /// remaining stake, below it (else `.validation` on `partialStake`). Prorating a value
    /// (``partialValue(for:)``) also needs the remaining stake; a provider whose bookmaker prices
    /// the part itself does not.
    public func validate(partialStake: Money) throws(ServiceProviderError) {
        try validate()
        guard allowsPartial else { throw .invalidRequest(message: "This bet cannot be cashed out in part.") }
        try partialStake.validate(field: "partialStake")
        guard partialStake.currency == amount.currency, partialStake.currency == (remainingStake?.currency ?? amount.currency) else {
            throw InputValidation.fieldError("partialStake", "CURRENCY_MISMATCH", "partialStake must be in \(amount.currency).")
        }
        guard let remainingStake else { return }
        guard partialStake.amount < remainingStake.amount else {
            throw InputValidation.fieldError("partialStake", "OUT_OF_RANGE", "partialStake must be less than the remaining stake.")
        }
    }
}

extension BetPlacementRequest {
    /// Checks the slip (``BetSlip/validate(maximumSelections:)``, with the provider's maximum of
    /// selections), the client reference, the free bet id and the odds boost id.
    public func validate(maximumSelections: Int = BetSlip.defaultMaximumSelections) throws(ServiceProviderError) {
        try slip.validate(maximumSelections: maximumSelections)
        try InputValidation.identifier(reference, field: "reference")
        if let freeBetId { try InputValidation.identifier(freeBetId, field: "freeBetId") }
        if let oddsBoostId { try InputValidation.identifier(oddsBoostId, field: "oddsBoostId") }
    }
}

extension LoginCredentials {
    /// Checks the username and the password (``InputValidation/username(_:field:)``,
    /// ``InputValidation/password(_:field:)``).
    public func validate() throws(ServiceProviderError) {
        try InputValidation.username(username)
        try InputValidation.password(password)
    }
}

extension RegistrationForm {
    /// Checks what the form holds: the password, and any username, email, names, phone,
    /// country, currency, promo code, address and birth place given are bounded and free of
    /// control characters; a currency given is an active ISO 4217 code as ISO writes it
    /// (`INVALID` on `currency`, as for an amount); a phone verification's id is a valid identifier.
    /// Which fields a vendor requires is the provider's rule, checked after this one.
    public func validate() throws(ServiceProviderError) {
        if let currency, !currency.isEmpty, Money.iso4217MinorUnits(of: currency) == nil {
            throw InputValidation.fieldError("currency", "INVALID", "currency is not an ISO 4217 currency code.")
        }
        if let username, !username.isEmpty { try InputValidation.username(username) }
        if let email, !email.isEmpty { try InputValidation.username(email, field: "email") }
        try InputValidation.password(password)
        for (value, field) in [(phoneNumber, "phoneNumber"), (phonePrefix, "phonePrefix"), (firstName, "firstName"),
                               (lastName, "lastName"), (countryCode, "countryCode"), (currency, "currency"), (promoCode, "promoCode"),
                               (address, "address"), (streetNumber, "streetNumber"), (city, "city"), (postalCode, "postalCode"),
                               (birthCity, "birthCity"), (birthRegion, "birthRegion"), (birthCountryCode, "birthCountryCode"),
                               (avatar, "avatar")] {
            try InputValidation.text(value, field: field)
        }
        if case .unknown(let raw)? = gender { try InputValidation.text(raw, field: "gender") }
        if let phoneVerification { try InputValidation.identifier(phoneVerification.id, field: "phoneVerification") }
    }
}

extension PasswordChange {
    /// Checks both passwords (``InputValidation/password(_:field:)``) and, when given, that the
    /// confirmation is the new password (else `.validation` code `MISMATCH` on
    /// `newPasswordConfirmation`).
    public func validate() throws(ServiceProviderError) {
        try InputValidation.password(currentPassword, field: "currentPassword")
        try InputValidation.password(newPassword, field: "newPassword")
        if let newPasswordConfirmation, newPasswordConfirmation != newPassword {
            throw InputValidation.fieldError("newPasswordConfirmation", "MISMATCH", "newPasswordConfirmation does not match newPassword.")
        }
    }
}

extension ProfileUpdate {
    /// Checks the update: at least one field set (else `.invalidRequest`); the username and
    /// e-mail by ``InputValidation/username(_:field:)``; each text bounded and free of control
    /// characters (``InputValidation/text(_:field:)``); the phone by ``PhoneNumber/validate()``;
    /// the country two ASCII letters and the birth date a real calendar date with year, month and
    /// day (else `.validation` code `INVALID` on `countryCode` / `birthDate`).
    public func validate() throws(ServiceProviderError) {
        guard !isEmpty else { throw .invalidRequest(message: "The profile update changes nothing.") }
        if let username { try InputValidation.username(username) }
        if let email { try InputValidation.username(email, field: "email") }
        for (value, field) in textFields { try InputValidation.text(value, field: field) }
        if case .unknown(let raw)? = gender { try InputValidation.text(raw, field: "gender") }
        try phone?.validate()
        if let countryCode, countryCode.count != 2 || !countryCode.allSatisfy({ $0.isASCII && $0.isLetter }) {
            throw InputValidation.fieldError("countryCode", "INVALID", "countryCode must be two letters (ISO 3166).")
        }
        if let birthDate, !Self.isCalendarDate(birthDate) {
            throw InputValidation.fieldError("birthDate", "INVALID", "birthDate must be a calendar date with year, month and day.")
        }
    }

    /// Year 1000 to 9999, month 1 to 12 and a day that month has (Gregorian).
    private static func isCalendarDate(_ components: DateComponents) -> Bool {
        guard let year = components.year, let month = components.month, let day = components.day,
              (1000...9999).contains(year), (1...12).contains(month), day >= 1 else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
              let days = calendar.range(of: .day, in: .month, for: first) else { return false }
        return days.contains(day)
    }
}
