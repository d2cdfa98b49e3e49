import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider

/// The Omega status table: every documented code has a row, every row maps as intended.
struct OmegaErrorTableTests {
    /// Walks the vendor reference and collects every documented status/error code and
    /// sign-up field (error_cases, status_codes, and the limit types named in parameters).
    static func documentedCodes() throws -> (codes: Set<String>, fields: Set<String>) {
        let root = try JSONSerialization.jsonObject(with: Fixture.data("omega-api-documentation"))
        var codes: Set<String> = []
        var fields: Set<String> = []
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
                            if let r = Range(match.range, in: text) { codes.insert(String(text[r])) }
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
        return (codes, fields)
    }

    @Test func everyDocumentedCodeHasARow() throws {
        let documented = try Self.documentedCodes()
        #expect(documented.codes.count >= 8)
        let missing = documented.codes.subtracting(SportRadarOmegaErrorTable.rows.keys)
        #expect(missing.isEmpty, "Codes without a row: \(missing.sorted())")
        let missingFields = documented.fields.subtracting(SportRadarOmegaErrorTable.fields.keys)
        #expect(missingFields.isEmpty, "Fields without a row: \(missingFields.sorted())")
        #expect(documented.codes.isSuperset(of: ["FAIL_UN_PW", "FAIL_QUICK_OPEN_STATUS", "BONUSPLAN_NOT_FOUND", "USERNAME_AVAILABLE",
                                                  "DEPOSIT_LIMIT", "WAGER_LIMIT", "BALANCE_LIMIT", "SUCCESS"]))
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
        "DEPOSIT_LIMIT": .limitExceeded(message: "This deposit exceeds your deposit limit."),
        "WAGER_LIMIT": .limitExceeded(message: "This exceeds your wager limit."),
        "BALANCE_LIMIT": .limitExceeded(message: "This exceeds your balance limit."),
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
