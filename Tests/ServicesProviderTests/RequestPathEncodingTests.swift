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
    private static let segment = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@")

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
            let expected = "/v1/bets/" + (value.addingPercentEncoding(withAllowedCharacters: Self.segment) ?? "") + "/cashout"
            #expect(path.description == expected, "value \(value.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func literalsKeepTheirSlashesAndEncodeTheRest() {
        let path: RequestPath = "/api/v1/a b/ü?"
        #expect(path.description == "/api/v1/a%20b/%C3%BC%3F")
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
