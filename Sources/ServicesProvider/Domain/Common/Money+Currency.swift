import Foundation

/// The ISO 4217 currencies an amount the app sends may be in, with their minor units, and the
/// ceiling on such an amount. ``Money/validate(field:)`` refuses any other code; AppModels formats
/// money with the same minor units.
extension Money {
    /// The number of minor-unit digits of an active ISO 4217 currency, looked up exactly as ISO
    /// writes the code (upper case): `2` for `EUR`, `0` for `JPY` or `XAF`, `3` for `BHD`, `4` for
    /// `CLF`. `nil` for anything else: a lower-case code (`eur`), a code ISO never assigned
    /// (`ZZZ`), a withdrawn one (`HRK`), and the codes that name no money with a minor unit
    /// (precious metals `XAU`…, bond units `XBA`…, `XDR`, `XSU`, `XUA`, testing `XTS`, none `XXX`).
    public static func iso4217MinorUnits(of code: String) -> Int? {
        currencyTable[code]
    }

    /// The number of minor-unit digits to show or round an amount in `currency` with, whatever
    /// its case (a vendor may write `eur`): the ISO 4217 table's
    /// (``iso4217MinorUnits(of:)``), and 2, ISO's usual value, for a code the table does not
    /// hold. Amounts the app sends are checked strictly instead (``validate(field:)``).
    public static func minorUnits(of currency: String) -> Int {
        currencyTable[currency] ?? currencyTable[currency.uppercased()] ?? 2
    }

    /// The largest amount, in major units, the app may send in any currency: 10^11 (one hundred
    /// billion). It is a bound on digits, not a business limit (the vendor's stake, payment and
    /// limit rules still apply): one ceiling for every currency, since a round 10^9 is only about
    /// ten thousand euros in Lebanese pounds and less in Iranian rials, where a real deposit limit
    /// could reach it; and low enough that an accepted amount, with at most four minor-unit digits,
    /// is at most 10^15 minor units, which a `Double` and a 64-bit integer hold exactly (vendors
    /// answer amounts as JSON doubles, so they read them as such). `1e127` is refused rather
    /// than sent as 128 digits.
    public static let maximumAmount: Decimal = 100_000_000_000

    /// Active ISO 4217 codes (list one) by minor-unit digits: Debian's iso-codes 4.15 list without
    /// the codes that have no minor unit and without `HRK` (withdrawn in 2023 for the euro), plus
    /// `ZWG` (2024) and `XCG` (2025), which it predates. Of a currency in transition both codes are
    /// kept (`ANG` and `XCG`, `SLL` and `SLE`, `ZWL` and `ZWG`).
    private static let currencyTable: [String: Int] = {
        let groups: [(digits: Int, codes: String)] = [
            (0, "BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF"),
            (2, """
                AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN BZD \
                CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL \
                GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD \
                LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN \
                PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL \
                THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD XCG YER ZAR ZMW ZWG ZWL
                """),
            (3, "BHD IQD JOD KWD LYD OMR TND"),
            (4, "CLF UYW"),
        ]
        var table: [String: Int] = [:]
        table.reserveCapacity(170)
        for group in groups {
            for code in group.codes.split(separator: " ") { table[String(code)] = group.digits }
        }
        return table
    }()
}
