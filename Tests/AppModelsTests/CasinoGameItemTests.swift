import Foundation
import Testing
import AppModels
import ServicesProvider

/// A lobby tile in two languages: the payout rate in the locale's own percent, the badge.
@Suite struct CasinoGameItemTests {
    let game = CasinoGame(id: "34795", name: "Lara Jones is Cleopatra", studio: "SpearheadStudios",
                          thumbnailURL: URL(string: "https://static.example.com/t.jpg"), iconURL: URL(string: "https://static.example.com/i.png"),
                          launchURL: URL(fileURLWithPath: "/start"), isNew: true, theoreticalPayout: Decimal(string: "0.9646"))

    func mapper(_ locale: String) -> ServiceProviderModelMapper {
        ServiceProviderModelMapper(preferences: DisplayPreferences(locale: Locale(identifier: locale), timeZone: TimeZone(secondsFromGMT: 0)!))
    }

    @Test func aTileReadsInTheDisplayLanguage() {
        #expect(mapper("en_GB").casinoGameItem(game) == CasinoGameItem(id: "34795", title: "Lara Jones is Cleopatra", studioText: "SpearheadStudios",
                                                                       imageURL: URL(string: "https://static.example.com/t.jpg"),
                                                                       payoutText: "RTP 96.46%", badgeText: "New"))
        let french = mapper("fr_FR").casinoGameItem(game)
        #expect(french.payoutText == "TRJ 96,46 %")
        #expect(french.badgeText == "Nouveau")
    }

    @Test func aTileWithoutRateOrBadgeOrThumbnail() {
        var plain = game
        plain.isNew = false
        plain.theoreticalPayout = nil
        plain.thumbnailURL = nil
        let item = mapper("pt_BR").casinoGameItem(plain)
        #expect(item.payoutText == nil && item.badgeText == nil)
        #expect(item.imageURL == URL(string: "https://static.example.com/i.png"), "the icon stands in for a missing thumbnail")
    }
}
