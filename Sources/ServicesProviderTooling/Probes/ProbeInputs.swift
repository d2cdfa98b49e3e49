import Foundation
@_spi(ProviderKit) import ServicesProvider

/// An id a probe passes in. `marker` is a run of letters found nowhere else in a request, so a
/// probe can find where the id went (and whether it arrived whole); `nil` for ids too short or
/// too plain to carry one (`..`, `7014240`).
struct ProbeId: Sendable {
    let text: String
    let marker: String?
}

/// An amount a probe passes in, with the text it was made from (so its digits are known
/// exactly, not as `Decimal` prints them).
struct ProbeAmount: Sendable {
    let text: String
    let currency: String
    var money: Money { Money(amount: Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan, currency: currency) }
}

/// The probes' inputs, each drawn from the case's generator, so a case is its seed and index.
enum ProbeInputs {
    // MARK: - Ids

    /// The ids the request-rule tests listed by hand before the probes, first in every run.
    static let listedIds: [ProbeId] = [
        ProbeId(text: "../../../../v2/player/7014240/zqlisted/balance", marker: "zqlisted"),
        ProbeId(text: "../../zqlisted/v1/wallets?x#y", marker: "zqlisted"),
        ProbeId(text: "..", marker: nil), ProbeId(text: ".", marker: nil), ProbeId(text: "", marker: nil), ProbeId(text: "   ", marker: nil),
        ProbeId(text: "%2e%2e", marker: nil), ProbeId(text: "zqlisted?b", marker: "zqlisted"), ProbeId(text: "zqlisted#b", marker: "zqlisted"),
        ProbeId(text: "zqlisted/b", marker: "zqlisted"), ProbeId(text: "zqlisted%2Fb", marker: "zqlisted"),
        ProbeId(text: "zqlisted\u{0}b", marker: "zqlisted"), ProbeId(text: "zqlisted\nb", marker: "zqlisted"),
        ProbeId(text: "123;jsessionid=zqlisted", marker: "zqlisted"), ProbeId(text: "zqlisted,2", marker: "zqlisted"),
        ProbeId(text: "zqlisted@evil", marker: "zqlisted"), ProbeId(text: "zqlisted&admin=1", marker: "zqlisted"),
        ProbeId(text: "zqlisted" + String(repeating: "9", count: 1_000_000), marker: "zqlisted"),
    ]

    /// What a hostile id is made of: delimiters of paths, queries, matrix parameters and
    /// credentials, encoded traversals, control and non-ASCII characters.
    static let hostilePieces = [";", "=", ",", "@", "/", "?", "#", "%", "%2e%2e", "%2F", "%00", "..", ".", " ", "&", "+", "\\",
                                "\u{0}", "\n", "\t", "\u{7F}", "\u{85}", "é", "日本", "🙂", "\u{202E}", "e\u{301}", "İ", ";jsessionid=x"]
    /// Ids as vendors write them, which every provider must send (encoded where they need it).
    static let ordinaryIds = ["7014240", "48213", "98765432.10", "4067574.1", "sr:match:1", "a-b_c~d", "211089163574108160"]

    /// Case `index`'s id: the listed ones first, then drawn: mostly a marker among hostile pieces,
    /// sometimes hostile pieces alone, a very long id, or an ordinary one.
    static func id(index: Int, _ rng: inout SplitMix) -> ProbeId {
        if index < listedIds.count { return listedIds[index] }
        let marker = "zq" + String((0..<6).map { _ in rng.pick(Array("abcdefghjkmnpqrstuvwxy")) })
        switch rng.below(10) {
        case 0..<6:
            var parts = [marker]
            for _ in 0..<(1 + rng.below(5)) { parts.insert(rng.pick(hostilePieces), at: rng.below(parts.count + 1)) }
            return ProbeId(text: parts.joined(), marker: marker)
        case 6:
            return ProbeId(text: (0..<(1 + rng.below(3))).map { _ in rng.pick(["..", ".", "%2e%2e", "/", " ", "%", "#"]) }.joined(), marker: nil)
        case 7:
            // Around the identifier limit (256 bytes), and far beyond it.
            let length = rng.pick([InputValidation.maximumIdentifierLength, InputValidation.maximumIdentifierLength + 1, 2_000 + rng.below(8_000)])
            return ProbeId(text: marker + String(repeating: rng.pick(["9", "a", "é", "/"]), count: max(0, length - marker.utf8.count)),
                           marker: marker)
        default:
            return ProbeId(text: rng.pick(ordinaryIds), marker: nil)
        }
    }

    // MARK: - Amounts

    /// The amounts the request-rule tests listed by hand, first in every run (`NaN` makes a NaN).
    static let listedAmounts = [
        ProbeAmount(text: "5", currency: "ZZZ"), ProbeAmount(text: "5", currency: "eur"), ProbeAmount(text: "1e127", currency: "EUR"),
        ProbeAmount(text: "-10", currency: "EUR"), ProbeAmount(text: "0", currency: "EUR"), ProbeAmount(text: "10.005", currency: "EUR"),
        ProbeAmount(text: "1.000000000000000000000000000001", currency: "EUR"), ProbeAmount(text: "NaN", currency: "EUR"),
        ProbeAmount(text: "1.5", currency: "XAF"), ProbeAmount(text: "5", currency: "USD"), ProbeAmount(text: "10.50", currency: "EUR"),
    ]

    /// Case `index`'s amount: the listed ones first, then drawn, in the sandboxes' account
    /// currency (`accountCurrency`) most often, else another, a lower-case or an unknown one;
    /// huge, at the ceiling, negative, zero, with more decimals than the currency has, or ordinary.
    static func amount(index: Int, _ rng: inout SplitMix, accountCurrency: String) -> ProbeAmount {
        if index < listedAmounts.count { return listedAmounts[index] }
        let currency = rng.pick([accountCurrency, accountCurrency, accountCurrency, accountCurrency.lowercased(), "ZZZ", "XAU", "",
                                  "EURO", "USD", "XAF", "BHD", "JPY"])
        let digits = Money.minorUnits(of: currency)
        let ordinary = "\(1 + rng.below(500))" + (digits > 0 && rng.below(2) == 0 ? "." + fraction(rng.below(digits) + 1, &rng) : "")
        let text = rng.pick([
            "1e127", "1e12", "100000000000", "100000000000.01", "99999999999", "-10", "-0.01", "0", "0.00",
            "\(1 + rng.below(100))." + fraction(digits + 1 + rng.below(3), &rng), "1." + String(repeating: "0", count: 29) + "1",
            ordinary, ordinary, ordinary, ordinary,
        ])
        return ProbeAmount(text: text, currency: currency)
    }

    /// `count` decimal digits ending in a non-zero one (so they are all significant).
    private static func fraction(_ count: Int, _ rng: inout SplitMix) -> String {
        String((0..<max(0, count - 1)).map { _ in Character(String(rng.below(10))) }) + String(1 + rng.below(9))
    }

    // MARK: - Secrets

    /// The secrets the echo test listed by hand, first in every run: its passwords and the
    /// recorded tokens.
    static let listedSecrets = VendorEchoProbe.Secrets(password: #"PW-"echo"/7f3a&x y"#, newPassword: #"NewPW-"echo"/9b2c&z w"#)

    /// Case `index`'s secrets: the listed ones first, then passwords and two tokens drawn.
    static func secrets(index: Int, _ rng: inout SplitMix) -> VendorEchoProbe.Secrets {
        if index == 0 { return listedSecrets }
        return VendorEchoProbe.Secrets(password: secret(&rng, prefix: "PW-"), newPassword: secret(&rng, prefix: "NewPW-"),
                                       tokens: [secret(&rng, prefix: "tok-"), secret(&rng, prefix: "tok-")])
    }

    /// A secret as a user or a vendor may make one: `prefix` and 6 to 21 pieces, with quotes,
    /// `&`, spaces, `/`, `%`, `+`, backslashes and non-ASCII letters among plain ones.
    private static func secret(_ rng: inout SplitMix, prefix: String) -> String {
        let pieces = ["a", "Z", "7", "q", "\"", "&", " ", "/", "%", "+", "=", "\\", "'", "é", "ß", "ü", "日", "🙂", "İ", "ﬁ"]
        return prefix + (0..<(6 + rng.below(16))).map { _ in rng.pick(pieces) }.joined()
    }
}
