import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderGoma

/// The `decode` tool's table: recorded bodies become domain values; a broken body names the key.
@Suite struct GomaResponseDecodingTests {
    @Test func everyListedResponseDecodesItsFixture() throws {
        let fixtures = ["login": "auth-login.json", "wallet": "wallet.json", "sports": "sports.json", "events-live": "events-live.json",
                        "events-upcoming": "events-upcoming.json", "events-trending": "events-trending.json", "events-ended": "events-ended.json",
                        "event-details": "event-details.json", "event-markets": "event-markets.json",
                        "place-bet": "place-bet.json", "my-tickets": "my-tickets.json", "home-template": "home-template.json",
                        "banners": "banners.json", "boosted-odds-banners": "boosted-odds-banners.json", "carousel-events": "carousel-events.json",
                        "hero-cards": "hero-cards.json", "pro-choices": "pro-choices.json", "stories": "stories.json", "news": "news.json",
                        "regions": "regions.json", "competitions": "competitions.json", "competition-details": "competition-details.json",
                        "competition-events": "competition-events.json", "competitions-featured": "competitions-featured.json",
                        "user-settings": "user-settings.json", "wallet-deposit": "wallet-deposit.json",
                        "search": "search.json", "favorites": "favorites.json", "events-highlights": "events-highlights.json",
                        "ticket-details": "ticket-details.json", "ticket-qrcode": "ticket-qrcode.json", "ticket-delete": "ticket-delete.json",
                        "promotions": "promotions.json", "promotion-details": "promotion-details.json"]
        #expect(GomaProvider.decodableResponses == fixtures.keys.sorted())
        for (name, file) in fixtures {
            #expect(throws: Never.self, "\(name)") { try GomaProvider.decodeResponse(name, from: Fixture.data(file)) }
        }
        let wallet = try #require(GomaProvider.decodeResponse("wallet", from: Fixture.data("wallet.json")) as? UserWallet)
        #expect(wallet.primary?.total == Money(amount: Decimal(string: "125.5")!, currency: "EUR"))
    }

    @Test func aBrokenBodyNamesTheCodingPath() throws {
        let body = Data(#"[{"id":1,"name":"Futebol"},{"id":2}]"#.utf8)
        let error = #expect(throws: ServiceProviderError.self) { try GomaProvider.decodeResponse("sports", from: body) }
        if case .decoding(_, let path, _)? = error {
            #expect(path == "[1].name")
        } else if let error {
            Issue.record("\(error)")
        }
    }

    @Test func anUnknownResponseNameListsTheKnownOnes() {
        let error = #expect(throws: ServiceProviderError.self) { try GomaProvider.decodeResponse("nope", from: Data()) }
        if case .invalidRequest(let message)? = error {
            #expect(message.contains("wallet"), "\(message)")
        } else if let error {
            Issue.record("\(error)")
        }
    }
}
