import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider

/// The Omega status table: every documented code has a row, every row maps as intended.
struct OmegaErrorTableTests {
    /// Walks the vendor reference and collects every documented status/error code and
    /// sign-up field (error_cases, status_codes), and apart from them the limit types named in
    /// parameters (request values, not statuses).
    static func documentedCodes() throws -> (codes: Set<String>, fields: Set<String>, limitTypes: Set<String>) {
        let root = try JSONSerialization.jsonObject(with: Fixture.data("omega-api-documentation"))
        var codes: Set<String> = []
        var fields: Set<String> = []
        var limitTypes: Set<String> = []
        func walk(_ node: Any) {
            if let object = node as? [String: Any] {
                for (key, value) in object {
                    if key == "error_cases" || key == "status_codes", let cases = value as? [[String: Any]] {
                        for entry in cases {
                            if let code = entry["code"] as? String { codes.insert(code) }
                            if let field = entry["field"] as? String { fields.insert(field) }
                        }
                    }
                    if key == "status_code", let code = value as? String { codes.insert(code) }
                    if key == "description", let text = value as? String, text.contains("limit types") {
                        // "Comma-separated list of limit types (e.g., 'DEPOSIT_LIMIT,WAGER_LIMIT,BALANCE_LIMIT')"
                        let regex = try? NSRegularExpression(pattern: "[A-Z]+_LIMIT")
                        let range = NSRange(text.startIndex..., in: text)
                        regex?.matches(in: text, range: range).forEach { match in
                            if let r = Range(match.range, in: text) { limitTypes.insert(String(text[r])) }
                        }
                    }
                    walk(value)
                }
            } else if let array = node as? [Any] {
                array.forEach(walk)
            }
        }
        walk(root)
        // `errorMessage` (contactSupport) is a placeholder for free text, not a status code.
        codes.remove("errorMessage")
        return (codes, fields, limitTypes)
    }

    @Test func everyDocumentedCodeHasARow() throws {
        let documented = try Self.documentedCodes()
        #expect(documented.codes.count >= 5)
        let missing = documented.codes.subtracting(SportRadarOmegaErrorTable.rows.keys)
        #expect(missing.isEmpty, "Codes without a row: \(missing.sorted())")
        let missingFields = documented.fields.subtracting(SportRadarOmegaErrorTable.fields.keys)
        #expect(missingFields.isEmpty, "Fields without a row: \(missingFields.sorted())")
        #expect(documented.codes.isSuperset(of: ["FAIL_UN_PW", "FAIL_QUICK_OPEN_STATUS", "BONUSPLAN_NOT_FOUND", "USERNAME_AVAILABLE", "SUCCESS"]))
    }

    /// The limit types are what the responsible-gaming calls send (`limitType=DEPOSIT_LIMIT`),
    /// not statuses: a body with one of them as its status is an unknown vendor code, never a
    /// `limitExceeded` invented by the table.
    @Test func limitTypesAreRequestValuesNotStatuses() throws {
        let limitTypes = try Self.documentedCodes().limitTypes
        #expect(limitTypes == ["DEPOSIT_LIMIT", "WAGER_LIMIT", "BALANCE_LIMIT"])
        for type in limitTypes {
            #expect(SportRadarOmegaErrorTable.rows[type] == nil, "\(type)")
            let body = Data(#"{"status":"\#(type)"}"#.utf8)
            #expect(SportRadarOmegaErrorMapper().error(for: response(), body: body, context: ResponseContext()) == .vendor(code: type, message: nil))
        }
    }

    /// Never a row for the fixtures' invented status (their real status is not documented).
    @Test func placeholderStatusHasNoRow() {
        #expect(SportRadarOmegaErrorTable.rows["ERROR_STATUS_NOT_DOCUMENTED"] == nil)
    }

    /// updateResponsibleGamingLimit's success is compared case-insensitively; elsewhere it is not.
    @Test func responsibleGamingSuccessIgnoresCase() {
        let body = Data(#"{"status":"Success"}"#.utf8)
        #expect(SportRadarOmegaErrorMapper().error(for: response("/ps/ips/updateResponsibleGamingLimit"), body: body, context: ResponseContext()) == nil)
        #expect(SportRadarOmegaErrorMapper().error(for: response("/ps/ips/updateWagerLimit"), body: body, context: ResponseContext())
                == .vendor(code: "Success", message: nil))
    }

    /// The rejected limit calls: `errors[0].error` becomes the `amount` field's code, `message`
    /// a vendor error carrying the vendor's text.
    @Test func rejectedLimitBodiesAreTyped() throws {
        let mapper = SportRadarOmegaErrorMapper()
        let wager = mapper.error(for: response("/ps/ips/updateWagerLimit"), body: try Fixture.data("updateWagerLimit-rejected"), context: ResponseContext())
        #expect(wager == .validation(fields: [.init(field: "amount", code: "La limite doit être supérieure à 0.", message: "This limit amount is not accepted.")]))
        let update = mapper.error(for: response("/ps/ips/updateResponsibleGamingLimit"), body: try Fixture.data("updateResponsibleGamingLimit-rejected"),
                                  context: ResponseContext())
        #expect(update == .vendor(code: "ERROR_STATUS_NOT_DOCUMENTED", message: "Une demande de modification de limite est déjà en attente."))
    }

    /// The expected error for every row; the test fails if a row is added without an expectation.
    static let expected: [String: ServiceProviderError?] = [
        "SUCCESS": nil,
        "CONTINUE_TO_PAYMENT_SITE": nil,
        "USERNAME_AVAILABLE": nil,
        "FAIL_UN_PW": .invalidCredentials,
        "FAIL_QUICK_OPEN_STATUS": .vendor(code: "FAIL_QUICK_OPEN_STATUS", message: "Please complete your registration before signing in."),
        "FAIL_TEMP_LOCK": .accountLocked(until: nil),
        "NOT_LOGGED_IN_ERROR": .sessionExpired,
        "BONUSPLAN_NOT_FOUND": .validation(fields: [.init(field: "promoCode", code: "BONUSPLAN_NOT_FOUND", message: "This bonus code does not exist.")]),
        "AMOUNT_BELOW_MIN": .limitExceeded(message: "The amount is below the minimum."),
        "INSUFFICIENT_FUND": .insufficientFunds(message: "Your withdrawable balance is too low."),
        "INVALID_FILE_FORMAT": .validation(fields: [.init(field: "file", code: "INVALID_FILE_FORMAT", message: "This file format is not accepted.")]),
        "INVALID_VALUE": .validation(fields: [.init(field: "code", code: "INVALID_VALUE", message: "The verification code is not valid.")]),
    ]

    @Test func everyRowHasAnExpectation() {
        #expect(Set(SportRadarOmegaErrorTable.rows.keys) == Set(Self.expected.keys))
    }

    @Test(arguments: Array(OmegaErrorTableTests.expected.keys).sorted())
    func rowMapsAsExpected(code: String) throws {
        let body = Data(#"{"status":"\#(code)"}"#.utf8)
        let mapped = SportRadarOmegaErrorMapper().error(for: response(), body: body, context: ResponseContext())
        let expected = try #require(Self.expected[code])
        #expect(mapped == expected)
    }

    @Test func unknownCodeIsAVendorErrorWithTheVendorMessage() {
        let body = Data(#"{"status":"FAIL_SOMETHING_NEW","message":"Nouveau"}"#.utf8)
        #expect(SportRadarOmegaErrorMapper().error(for: response(), body: body, context: ResponseContext())
                == .vendor(code: "FAIL_SOMETHING_NEW", message: "Nouveau"))
    }

    @Test func fixtureErrorsMap() throws {
        let mapper = SportRadarOmegaErrorMapper()
        #expect(mapper.error(for: response(), body: try Fixture.data("login-FAIL_UN_PW"), context: ResponseContext()) == .invalidCredentials)
        #expect(mapper.error(for: response(), body: try Fixture.data("login-FAIL_TEMP_LOCK"), context: ResponseContext())
                == .accountLocked(until: TestConfig.utc(2025, 3, 14, 19, 30, 0)))
        #expect(mapper.error(for: response(), body: try Fixture.data("error-NOT_LOGGED_IN_ERROR"), context: ResponseContext()) == .sessionExpired)
        #expect(mapper.error(for: response(), body: try Fixture.data("processDeposit-AMOUNT_BELOW_MIN"), context: ResponseContext())
                == .limitExceeded(message: "The amount is below the minimum."))
        #expect(mapper.error(for: response(), body: try Fixture.data("processWithdrawal-INSUFFICIENT_FUND"), context: ResponseContext())
                == .insufficientFunds(message: "Your withdrawable balance is too low."))
        if case .validation(let fields)? = mapper.error(for: response(), body: try Fixture.data("uploadUserDocument-INVALID_FILE_FORMAT"), context: ResponseContext()) {
            #expect(fields.map(\.field) == ["file"])
        } else {
            Issue.record("INVALID_FILE_FORMAT is not a validation error")
        }
        // Success bodies pass.
        for name in ["login", "getBalance", "processDeposit", "logout", "uploadUserDocument"] {
            #expect(mapper.error(for: response(), body: try Fixture.data(name), context: ResponseContext()) == nil, "\(name)")
        }
    }

    @Test func signUpFieldErrorsBecomeValidationFields() {
        let body = Data(#"{"status":"FAIL","errors":[{"field":"email","error":"DUPLICATE"},{"field":"username","error":"INVALID"},{"field":"mobileNumber","error":"BAD"}]}"#.utf8)
        let mapped = SportRadarOmegaErrorMapper().error(for: response("/ps/ips/signup"), body: body, context: ResponseContext())
        guard case .validation(let fields)? = mapped else { Issue.record("not validation: \(String(describing: mapped))"); return }
        #expect(fields.map(\.field) == ["email", "username", "mobileNumber"])
        #expect(fields.map(\.code) == ["DUPLICATE", "INVALID", "BAD"])
        #expect(fields[0].message == SportRadarOmegaErrorTable.fields["email"]?.message)
        #expect(fields[2].message == nil)
    }

    @Test func bonusPlanNotFoundIsASuccessOnSignUpOnly() {
        let body = Data(#"{"status":"BONUSPLAN_NOT_FOUND"}"#.utf8)
        #expect(SportRadarOmegaErrorMapper().error(for: response("/ps/ips/signup"), body: body, context: ResponseContext()) == nil)
        #expect(SportRadarOmegaErrorMapper().error(for: response("/ps/ips/redeemBonus"), body: body, context: ResponseContext()) != nil)
    }

    @Test func nonJSONFallsBackToHTTPStatus() {
        let mapped = SportRadarOmegaErrorMapper().error(for: response(status: 503), body: Data("<html>".utf8), context: ResponseContext())
        #expect(mapped == .server(status: 503, message: nil))
        #expect(SportRadarOmegaErrorMapper().error(for: response(status: 200), body: Data("[]".utf8), context: ResponseContext()) == nil)
    }

    @Test func poseidonContentNotFound() throws {
        let mapped = SportRadarPoseidonErrorMapper().error(for: response(status: 404), body: try Fixture.data("error-CONTENT_NOT_FOUND"), context: ResponseContext())
        #expect(mapped == .notFound)
        #expect(SportRadarPoseidonErrorMapper().error(for: response(status: 200), body: try Fixture.data("calculateCashout"), context: ResponseContext()) == nil)
    }
}
