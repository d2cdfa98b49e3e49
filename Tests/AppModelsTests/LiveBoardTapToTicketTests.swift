import Foundation
import Testing
import ServicesProvider
import ServicesProviderTesting
@testable import AppModels

/// The journey an app builds on every sandbox: a tap on an odds button of the live board puts
/// the outcome on the slip as it is (`OutcomeItem.selection`), and the bet `placeBet` returns
/// renders a whole ticket: each leg's event, market and outcome named, and the combined odds.
@MainActor @Suite struct LiveBoardTapToTicketTests {
    static let stake = Money(amount: 2, currency: "EUR")

    /// A row's first odds button that can be tapped, with the row it is on.
    struct Tap {
        let row: LiveBoardRow
        let outcome: OutcomeItem
    }

    /// The first selectable odds button of `count` rows, once the board shows them (at most 10 s).
    static func taps(on board: LiveBoard, count: Int) async throws -> [Tap] {
        for _ in 0..<1_000 {
            let taps = board.rows.compactMap { row in
                row.item.markets.lazy.flatMap(\.outcomes).first { $0.isSelectable }.map { Tap(row: row, outcome: $0) }
            }
            if taps.count >= count { return Array(taps.prefix(count)) }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        Issue.record("the board showed fewer than \(count) rows with an odds button to tap: \(board.rows.map { ($0.id, $0.item.markets.map { $0.outcomes.map(\.isSelectable) }) })")
        return []
    }

    /// A board over the live list as it opens (an `eventAdded` per event), the stream then kept
    /// open. Each sandbox replays its recorded updates right after the list, and SportRadar's
    /// last ones suspend the main market: a board over every change can be left with no button
    /// to tap before a test looks at it (3 runs in 5 failed so under `--no-parallel`).
    static func openingBoard(_ client: Client) -> LiveBoard {
        let changes = client.events.liveChanges(sport: .football)
        let opening = LiveStream<EventChange> { continuation in
            let forward = Task {
                for try await change in changes {
                    guard case .eventAdded = change else { return }
                    continuation.yield(change)
                }
            }
            continuation.onTermination { forward.cancel() }
        }
        return LiveBoard(changes: opening, mapper: english)
    }

    @Test(arguments: Sandbox.allCases) func aTapOnTheLiveBoardPlacesABetWhoseTicketNamesIt(sandbox: Sandbox) async throws {
        let client = sandbox.client()
        try #require(client.supports(.liveEvents) && client.supports(.placeBet), "\(sandbox) has no live board or no betting")
        _ = try await client.account.login(LoginCredentials(username: "agreement", password: "any-password"))
        let board = Self.openingBoard(client)
        let tap = try #require(try await Self.taps(on: board, count: 1).first)

        // Every odds button of the board carries what its tap puts on the slip.
        for row in board.rows {
            for item in row.item.markets.flatMap(\.outcomes) {
                let selection = try #require(item.selection, "\(sandbox): an odds button without its selection")
                let market = try #require(row.event.markets.first { $0.id == selection.marketId })
                let outcome = try #require(market.outcomes.first { $0.id == selection.outcomeId })
                #expect(selection.eventId == row.id && outcome.id == item.id)
                #expect(selection.odds == outcome.odds && selection.priceId == outcome.priceId)
                #expect(selection.names == BetSelectionNames(eventName: english.title(of: row.event), marketName: market.name,
                                                             outcomeName: outcome.name))
            }
        }

        let selection = try #require(tap.outcome.selection)
        let bet = try await client.betting.placeBet(BetPlacementRequest(
            slip: BetSlip(selections: [selection], type: .single, stakePerBet: Self.stake), oddsChangePolicy: .acceptAny))
        let ticket = english.betTicket(bet)
        let names = try #require(selection.names)
        #expect(ticket.legs.first?.eventName == names.eventName, "\(sandbox): \(ticket.legs)")
        #expect(ticket.legs.first?.selectionText == "\(names.marketName): \(names.outcomeName)", "\(sandbox): \(ticket.legs)")
        #expect(ticket.totalOddsText == english.text(for: selection.odds), "\(sandbox): a single without its odds")
    }

    @Test(arguments: Sandbox.allCases) func everyProviderAnswersASlipsReturn(sandbox: Sandbox) async throws {
        let client = sandbox.client()
        try #require(client.supports(.potentialReturn), "\(sandbox) has no potential return")
        _ = try await client.account.login(LoginCredentials(username: "agreement", password: "any-password"))
        let board = Self.openingBoard(client)
        let taps = try await Self.taps(on: board, count: 1)
        let selection = try #require(taps.first?.outcome.selection)
        let slip = BetSlip(selections: [selection], type: .single, stakePerBet: Self.stake)
        let potential = try await client.betting.potentialReturn(slip)
        let summary = english.betSlipSummary(slip, potentialReturn: potential)
        #expect(summary.isEstimate == potential.isEstimate)
        #expect(summary.potentialReturnText.hasPrefix("≈ ") == potential.isEstimate, "\(sandbox): \(summary.potentialReturnText)")
        let expected = Self.stake.amount * selection.odds.decimal
        #expect(abs(NSDecimalNumber(decimal: potential.potentialReturn.amount - expected).doubleValue) < 0.01,
                "\(sandbox): \(potential.potentialReturn.amount) for \(expected)")
    }
}
