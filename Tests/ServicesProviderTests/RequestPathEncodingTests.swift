import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

/// The path encoder works on bytes (Foundation's `addingPercentEncoding` and Unicode property
/// look-ups cost more than the rest of building a request). It must write exactly what the
/// Foundation calls write, and refuse exactly the control characters Unicode names.
@Suite("RequestPath encoding")
struct RequestPathEncodingTests {
    /// RFC 3986 `unreserved`: all a parameter keeps raw.
    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// Values an id can take: ASCII of every kind, controls, non-ASCII letters, combining marks,
    /// right-to-left text, emoji and C1 controls.
    private static let alphabet: [String] = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        + ["é", "ß", "\u{301}", "\u{200F}", "د", "🏟", "\u{85}", "\u{9F}", "\u{A0}", "\u{FEFF}", "中"]

    @Test func parametersAreEncodedAsAddingPercentEncodingEncodesThem() {
        var generator = SplitMix(seed: 7)  // the same values every run
        for _ in 0..<3_000 {
            let length = Int.random(in: 1...12, using: &generator)
            let value = (0..<length).map { _ in Self.alphabet.randomElement(using: &generator)! }.joined()
            let path: RequestPath = "/v1/bets/\(value)/cashout"
            let expected = "/v1/bets/" + (value.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? "") + "/cashout"
            #expect(path.description == expected, "value \(value.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func literalsKeepTheirSlashesAndEncodeTheRest() {
        let path: RequestPath = "/api/v1/a b/ü?"
        #expect(path.description == "/api/v1/a%20b/%C3%BC%3F")
        // The source's own structure may hold what a segment allows (a matrix parameter, `:`).
        let matrix: RequestPath = "/v1/a;b=c/d:e@f+g"
        #expect(matrix.description == "/v1/a;b=c/d:e@f+g")
    }

    /// Each character outside RFC 3986 `unreserved`, and multi-byte text, as it leaves in the
    /// final URL: built the way the executor builds it, read back from `URLRequest.url`, so
    /// URLComponents neither decodes nor encodes it a second time.
    static let encodedCharacters: [(String, String)] = [
        (";", "%3B"), ("@", "%40"), ("=", "%3D"), (",", "%2C"), ("+", "%2B"), (":", "%3A"), ("!", "%21"), ("$", "%24"),
        ("&", "%26"), ("'", "%27"), ("(", "%28"), (")", "%29"), ("*", "%2A"), (" ", "%20"), ("/", "%2F"), ("?", "%3F"),
        ("#", "%23"), ("%", "%25"), ("[", "%5B"), ("]", "%5D"), ("\"", "%22"), ("<", "%3C"), (">", "%3E"), ("\\", "%5C"),
        ("^", "%5E"), ("`", "%60"), ("{", "%7B"), ("|", "%7C"), ("}", "%7D"),
        ("é", "%C3%A9"), ("€", "%E2%82%AC"), ("中", "%E4%B8%AD"), ("🏟", "%F0%9F%8F%9F"), ("\u{A0}", "%C2%A0"),
        ("-._~", "-._~"), ("aZ09", "aZ09"),
    ]

    @Test(arguments: encodedCharacters)
    func aParameterCharacterLeavesEncodedInTheFinalURL(_ value: String, _ sent: String) throws {
        let executor = makeExecutor(transport: StubTransport(.json("{}")))
        let request = try executor.makeRequest(for: TestEndpoint(path: "/api/events/v1/1\(value)2/x"), credentials: nil)
        let url = try #require(request.urlRequest.url)
        #expect(url.absoluteString == "https://api.example.com/base/api/events/v1/1\(sent)2/x")
        // Read back through URLComponents, the segment is the value again, whole.
        #expect(URLComponents(url: url, resolvingAgainstBaseURL: false)?.path == "/base/api/events/v1/1\(value)2/x")
    }

    @Test func aSessionParameterCannotBeSmuggledIntoAPath() throws {
        let executor = makeExecutor(transport: StubTransport(.json("{}")))
        for (path, sent) in [("/api/events/v1/\("123;jsessionid=x")" as RequestPath, "/api/events/v1/123%3Bjsessionid%3Dx"),
                             ("/v1/player/7/limits/monetary/\("123;jsessionid=x")", "/v1/player/7/limits/monetary/123%3Bjsessionid%3Dx")] {
            let url = try #require(try executor.makeRequest(for: TestEndpoint(path: path), credentials: nil).urlRequest.url)
            #expect(url.absoluteString == "https://api.example.com/base" + sent)
            #expect(!url.absoluteString.contains(";"))
        }
    }

    @Test func controlCharactersAreExactlyUnicodesCc() throws {
        for value in UInt32(0)...0x2FFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let path: RequestPath = "/x/\(String(scalar) + "1")"
            let refused = (try? path.percentEncoded()) == nil
            #expect(refused == (scalar.properties.generalCategory == .control), "U+\(String(value, radix: 16))")
        }
    }

    @Test func dotSegmentsAreRefusedWhereverTheyComeFrom() {
        for path: RequestPath in ["/x/\(".")", "/x/\("..")/y", "/x/.\(".")"] {
            #expect(throws: ServiceProviderError.self) { try path.percentEncoded() }
        }
        #expect((try? ("/x/\("98765432.10")" as RequestPath).percentEncoded()) == "/x/98765432.10")
    }
}
