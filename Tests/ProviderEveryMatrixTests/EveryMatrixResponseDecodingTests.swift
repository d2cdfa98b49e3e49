import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) @testable import ProviderEveryMatrix

/// The `decode` tool's table: recorded bodies become domain values; a broken body names the key.
@Suite struct EveryMatrixResponseDecodingTests {
    /// Each decode entry's recorded answers: a file of `SandboxFixtures/everymatrix/`, or a step of
    /// `player-api-flow.json` (`#<step>`). The vendor's names do not follow the entries', so the
    /// pairing is written here, and the test below fails when the table gains an entry it lacks.
    static let recorded: [String: [String]] = [
        "login": ["#Login"], "details": ["#FULL USER PROFILE DETAILS"], "balance": ["#Get balance", "#GET USER WALLET DETAILS"],
        "bet": ["api/place-bet-v2.json"], "odds-boosts": ["api/odds-boost-wallets.json", "api/odds-boost-wallets-none.json"],
        "booking": ["api/booking-code-retrieve.json"], "bets": ["api/bets-open-bets.json", "api/bets-settled-bets.json"],
        "limits": ["api/limits-monetary.json"], "registration-config": ["api/registration-config.json"],
        "transactions-banking": ["api/transactions-banking.json"], "transactions-wagering": ["api/transactions-wagering.json"],
        "favorites": ["api/favorites.json", "api/favorites-add.json", "api/favorites-remove.json"],
        "granted-bonuses": ["api/bonus-granted.json"], "available-bonuses": ["api/bonus-applicable.json"],
        "aggregator": ["popular-live-matches-football.json", "live-matches-tennis.json", "match-details-tennis.json",
                       "custom-matches-prelive-football.json", "next-matches-all-sports.json", "tournaments-football.json"],
        "casino-categories": ["casino/categories-lobby1.json"],
        "casino-category-games": ["casino/category-games-video-slots-page1.json", "casino/category-games-video-slots-last-page.json"],
        "casino-games": ["casino/game-details.json", "casino/game-details-not-found.json", "casino/search-games-book.json",
                         "casino/search-games-no-results.json", "casino/recommended-games.json"],
        "casino-played-games": ["casino/last-played.json", "casino/last-played-empty.json", "casino/most-played.json"],
        "recommended-events": ["recsys/recommendations-single-recorded.json", "recsys/recommendations-single.json"],
        "recommended-combination": ["recsys/recommendations-combo-documented.json", "recsys/recommendations-combo.json"],
        // The vendor references hold no recorded cashier or payment-status answer (PlayerAPITests
        // writes them inline, in the documented shape).
        "cashier": [], "payment-status": [],
    ]

    @Test func everyEntryDecodesItsRecordedAnswers() throws {
        #expect(Set(EveryMatrixProvider.decodableResponses) == Set(Self.recorded.keys),
                "pair each entry of Sources/ProviderEveryMatrix/EveryMatrixResponseDecoding.swift with its fixtures in EveryMatrixResponseDecodingTests.recorded")
        for (name, sources) in Self.recorded {
            for source in sources {
                let data = try source.hasPrefix("#") ? Fixture.playerResponse(String(source.dropFirst())) : Fixture.data(source)
                #expect(throws: Never.self, "\(name) ← \(source)") { try EveryMatrixProvider.decodeResponse(name, from: data) }
            }
        }
        let wallet = try #require(EveryMatrixProvider.decodeResponse("balance", from: Fixture.playerResponse("Get balance")) as? UserWallet)
        #expect(!wallet.balances.isEmpty)
        let session = try #require(EveryMatrixProvider.decodeResponse("login", from: Fixture.playerResponse("Login")) as? UserSession)
        #expect(session.userId == "7014240")
        let events = try #require(EveryMatrixProvider.decodeResponse("aggregator", from: Fixture.data("popular-live-matches-football.json")) as? [Event])
        #expect(events.count == 8)
    }

    @Test func aBrokenBodyNamesTheCodingPath() {
        // A missing or other error is recorded by #expect(throws:) itself.
        let error = #expect(throws: ServiceProviderError.self) {
            try EveryMatrixProvider.decodeResponse("login", from: Data(#"{"userId":7}"#.utf8))
        }
        guard let error else { return }
        guard case .decoding(_, let path, _) = error else { Issue.record("\(error)"); return }
        #expect(path == "sessionId")
    }
}
