import Foundation
import Testing
import ServicesProvider
import ServicesProviderTesting
@testable import AppModels

/// The score text of a recorded tennis match (the sandbox answers its recorded overview): the
/// sets, then the game being played, never the finished games' points as sets.
@Suite struct RecordedTennisScoreTextTests {
    @Test func setsThenTheCurrentGame() async throws {
        let client = Client(provider: EveryMatrixSandbox.makeProvider())
        let event = try await client.events.event(id: "287259481896947712")
        let score = try #require(event.score)
        #expect(english.scoreText(score) == ScoreText(main: "1 - 0", periods: "6-3, 0-0", currentGame: "A-40"))
        #expect(french.scoreText(score) == ScoreText(main: "1 - 0", periods: "6-3, 0-0", currentGame: "A-40"))
    }
}
