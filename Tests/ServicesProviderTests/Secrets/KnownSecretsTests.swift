import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ServicesProvider
import ServicesProviderTesting

/// What a provider remembers of the secrets it sent, and how the redactor finds their echoes.
@Suite struct KnownSecretsTests {
    private func signed(body: Data?, contentType: String, credentials: Credentials? = nil) -> SignedRequest {
        var request = URLRequest(url: URL(string: "https://api.test/login")!)
        request.httpMethod = "POST"
        request.httpBody = body
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        return SignedRequest(transportRequest: TransportRequest(urlRequest: request), method: .post, operation: "login",
                             isIdempotent: false, credentials: credentials)
    }

    @Test func typedSecretsInJSONFormAndMultipartBodiesAreRemembered() throws {
        let secrets = KnownSecrets()
        let json = Data(#"{"username":"ann","password":"json-Secret-1","bonusCode":"WELCOME-77","country":"PT"}"#.utf8)
        secrets.remember(signed(body: json, contentType: "application/json"), redactor: Redactor())
        secrets.remember(signed(body: Data("user=ann&newPassword=form%20Secret-2".utf8), contentType: "application/x-www-form-urlencoded"),
                         redactor: Redactor())
        var form = MultipartFormData()
        form.append(name: "username", value: "ann")
        form.append(name: "password", value: "multipart-Secret-3")
        secrets.remember(signed(body: try form.encodedData(), contentType: form.contentType), redactor: Redactor())
        #expect(Set(secrets.values) == ["json-Secret-1", "WELCOME-77", "form Secret-2", "multipart-Secret-3"])
    }

    @Test func credentialsAreReadOnceAndABodylessReadAddsNothingElse() {
        let secrets = KnownSecrets()
        let credentials = Credentials(accessToken: "token-Secret-4", refreshToken: "refresh-Secret-5", attributes: ["launch": "launch-Secret-6"])
        var request = URLRequest(url: URL(string: "https://api.test/wallet?page=2")!)
        request.setValue("Bearer token-Secret-4", forHTTPHeaderField: "Authorization")
        let read = SignedRequest(transportRequest: TransportRequest(urlRequest: request), method: .get, operation: "wallet",
                                 isIdempotent: true, credentials: credentials)
        secrets.remember(read, redactor: Redactor())
        secrets.remember(read, redactor: Redactor())
        #expect(secrets.values == ["token-Secret-4", "refresh-Secret-5", "launch-Secret-6"])
    }

    @Test func credentialsWhoseAttributesGrowUnderTheSameTokenAreReadAgain() {
        // SportRadar adds its launch token to the session after the session key, which stays.
        let secrets = KnownSecrets()
        func read(_ credentials: Credentials) -> SignedRequest {
            SignedRequest(transportRequest: TransportRequest(urlRequest: URLRequest(url: URL(string: "https://api.test/bets")!)), method: .get,
                          operation: "bets", isIdempotent: true, credentials: credentials)
        }
        secrets.remember(read(Credentials(accessToken: "key-Secret-9")), redactor: Redactor())
        secrets.remember(read(Credentials(accessToken: "key-Secret-9", attributes: ["launchToken": "launch-Secret-10"])), redactor: Redactor())
        #expect(secrets.values == ["key-Secret-9", "launch-Secret-10"])
    }

    @Test func typedSecretsInTheQueryOfABodylessRequestAreRemembered() {
        // SportRadar's password change is a GET whose query holds both passwords.
        let secrets = KnownSecrets()
        let url = URL(string: "https://api.test/ps/ips/updatePassword?oldPassword=old%20Secret-7&newPassword=new%2BSecret-8&page=2")!
        let change = SignedRequest(transportRequest: TransportRequest(urlRequest: URLRequest(url: url)), method: .get, operation: "password",
                                   isIdempotent: false, credentials: nil)
        secrets.remember(change, redactor: Redactor())
        #expect(secrets.values == ["old Secret-7", "new+Secret-8"])
    }

    @Test func theNewestValuesAreKeptAndShortOnesNever() {
        let secrets = KnownSecrets()
        secrets.remember(["abc"])
        secrets.remember((0..<(KnownSecrets.capacity + 10)).map { "secret-\($0)" })
        #expect(secrets.values.count == KnownSecrets.capacity)
        #expect(secrets.values.first == "secret-10")
        #expect(!secrets.values.contains("abc"))
    }

    @Test func anEchoIsFoundInAnyCaseAndEncoding() {
        let secret = #"Pw-"q"/x y&z"#
        let echoes = [secret, secret.uppercased(), secret.lowercased(),
                      secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!,
                      secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!.lowercased(),
                      secret.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)!.replacingOccurrences(of: "%20", with: "+"),
                      secret.replacingOccurrences(of: "\"", with: "\\\""),
                      secret.replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "/", with: "\\/")]
        for echo in echoes {
            #expect(Redactor().text("rejected: \(echo) (try again)", hiding: [secret]) == "rejected: <redacted> (try again)", "\(echo)")
        }
    }

    @Test func personalDataIsMaskedInEveryPrintedForm() {
        let continuation = DepositContinuation(paymentId: "p1", amount: Money(amount: 5, currency: "EUR"), methodType: "paypal",
                                               returnURL: URL(string: "https://app.test/back?token=ret-Secret-7&step=2"))
        let iban = NewPayoutAccount.bankAccount(iban: "PT50 0002 0123 1234 5678 9015 4")
        let account = PayoutAccount(id: "a1", kind: .bankAccount, description: "Main", details: ["IBAN": "PT50000201231234567890154"])
        let upload = DocumentUpload(type: .passport, files: [], documentNumber: "P1234567AB")
        func forms(_ value: Any) -> [String] {
            var dumped = ""
            dump(value, to: &dumped)
            return [String(describing: value), String(reflecting: value), dumped]
        }
        for text in forms(continuation) {
            #expect(!text.contains("ret-Secret-7"), "\(text)")
            #expect(text.contains("step=2"), "\(text)")
        }
        for text in forms(iban) + forms(account) {
            #expect(!text.contains("PT50") && !text.contains("1234 5678"), "\(text)")
            #expect(text.contains("••••0154") || text.contains("••••9015"), "\(text)")
        }
        for text in forms(upload) {
            #expect(!text.contains("P1234567"), "\(text)")
            #expect(text.contains("••••67AB"), "\(text)")
        }
    }
}
