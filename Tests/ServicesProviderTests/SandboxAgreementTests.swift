import Foundation
import Testing
import ServicesProvider
import ServicesProviderTesting

/// The three sandboxes agree with each other, as an app sees them through `Client` (no branch
/// on the provider beyond capability checks): every event a list returns opens with its
/// details; search answers what the text names; a slip's potential return is its stake times
/// its odds; a placed bet comes back, and is listed, with the slip's own selections; and one
/// rule says which credentials fail (Docs/Testing.md, "Sandbox credentials").
@Suite struct SandboxAgreementTests {
    static let stake = Money(amount: 2, currency: "EUR")

    // MARK: - Lists and details

    @Test(arguments: Sandbox.allCases) func everyListedEventOpensWithItsDetails(sandbox: Sandbox) async throws {
        let client = sandbox.client()
        try #require(client.supports(.eventDetails))
        let listed = try await Self.listedEvents(client)
        #expect(listed.count >= 3, "\(sandbox) lists too few events to check")
        for (list, event) in listed {
            do {
                let details = try await client.events.event(id: event.id)
                #expect(details.id == event.id, "\(list): \(event.id) opened as \(details.id)")
            } catch {
                Issue.record("\(sandbox) \(list): event \(event.id) has no details (\(error))")
            }
        }
    }

    @Test(arguments: Sandbox.allCases) func searchAnswersWhatTheTextNames(sandbox: Sandbox) async throws {
        let client = sandbox.client()
        guard client.supports(.search) else { return }
        let listed = try await Self.listedEvents(client)
        // As the demo does: the first listed team.
        let homes = listed.compactMap { $0.event.home?.name }
        let team = try #require(homes.first)
        let found = try await client.events.search(team, limit: 20)
        #expect(!found.isEmpty, "\(sandbox): nothing found for \(team)")
        for event in found {
            let names = event.participants.map(\.name) + [event.competition?.name].compactMap { $0 }
            #expect(names.contains { $0.range(of: team, options: [.caseInsensitive, .diacriticInsensitive]) != nil },
                    "\(sandbox): \(names) found for \(team)")
            if client.supports(.eventDetails) {
                let details = try await client.events.event(id: event.id)
                #expect(details.id == event.id)
            }
        }
        #expect(try await client.events.search("Nothing Is Called This", limit: 20).isEmpty, "\(sandbox) finds a text no event has")
    }

    // MARK: - Returns

    @Test(arguments: Sandbox.allCases) func potentialReturnIsStakeTimesOdds(sandbox: Sandbox) async throws {
        let client = sandbox.client()
        guard client.supports(.potentialReturn) else { return }
        _ = try await client.account.login(LoginCredentials(username: "agreement", password: "any-password"))
        let picks = try await Self.picks(client, count: 3)
        let odds = picks.map(\.selection.odds.decimal)

        let single = try await client.betting.potentialReturn(BetSlip(selections: [picks[0].selection], type: .single, stakePerBet: Self.stake))
        #expect(Self.minor(single.potentialReturn.amount) == Self.minor(Self.stake.amount * odds[0]), "\(sandbox) single")

        let multiple = try await client.betting.potentialReturn(
            BetSlip(selections: picks.prefix(2).map(\.selection), type: .multiple, stakePerBet: Self.stake))
        #expect(Self.minor(multiple.potentialReturn.amount) == Self.minor(Self.stake.amount * odds[0] * odds[1]), "\(sandbox) multiple")

        guard client.supports(.systemBets) else { return }
        let system = try await client.betting.potentialReturn(BetSlip(selections: picks.map(\.selection), type: .system(size: 2), stakePerBet: Self.stake))
        let pairs = [(0, 1), (0, 2), (1, 2)].map { odds[$0.0] * odds[$0.1] }
        #expect(Self.minor(system.potentialReturn.amount) == Self.minor(Self.stake.amount * pairs.reduce(0, +)), "\(sandbox) system 2/3")
        #expect(system.numberOfBets == 3)
    }

    // MARK: - Placing

    @Test(arguments: Sandbox.allCases) func aPlacedBetHasTheSlipsOwnSelections(sandbox: Sandbox) async throws {
        let client = sandbox.client()
        try #require(client.supports(.placeBet))
        _ = try await client.account.login(LoginCredentials(username: "agreement", password: "any-password"))
        let picks = try await Self.picks(client, count: 2)
        let slip = BetSlip(selections: picks.map(\.selection), type: .multiple, stakePerBet: Self.stake)

        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, oddsChangePolicy: .acceptAny))
        #expect(bet.legs.map(\.eventId) == picks.map(\.selection.eventId), "\(sandbox): placed legs")
        for (leg, pick) in zip(bet.legs, picks) {
            #expect(leg.outcomeId == nil || leg.outcomeId == pick.selection.outcomeId)
            #expect(leg.eventName != "Sandbox event")
            // Named by the vendor, or else from the slip: a confirmation always names each leg.
            #expect(!leg.eventName.isEmpty && !leg.marketName.isEmpty && !leg.outcomeName.isEmpty, "\(sandbox): \(leg)")
        }
        let odds = picks.map(\.selection.odds.decimal).reduce(1, *)
        let combined = try #require(bet.totalOdds, "\(sandbox): a placed multiple without its combined odds")
        #expect(Self.minor(combined.decimal) == Self.minor(odds), "\(sandbox): combined odds \(combined.decimal) for \(odds)")
        if let potential = bet.potentialReturn {
            #expect(Self.minor(potential.amount) == Self.minor(Self.stake.amount * odds), "\(sandbox): placed return")
        }

        guard client.supports(.betHistory) else { return }
        let open = try await client.betting.bets(BetHistoryQuery(filter: .open))
        let listed = try #require(open.items.first { $0.id == bet.id }, "\(sandbox): the placed bet is not in the open bets")
        #expect(listed.type == .multiple)
        #expect(listed.legs.map(\.eventId) == picks.map(\.selection.eventId), "\(sandbox): listed legs")
        for (leg, pick) in zip(listed.legs, picks) {
            #expect(leg.outcomeId == nil || leg.outcomeId == pick.selection.outcomeId)
            if let home = pick.event.home?.name {
                #expect(leg.eventName.contains(home), "\(sandbox): leg \(leg.eventName) for \(home)")
            }
            #expect(leg.marketName == pick.market.name, "\(sandbox): market \(leg.marketName)")
            #expect(leg.outcomeName == pick.outcome.name, "\(sandbox): outcome \(leg.outcomeName)")
        }
    }

    @Test(arguments: Sandbox.allCases) func aPlacedSystemIsListedAsASystem(sandbox: Sandbox) async throws {
        let client = sandbox.client()
        guard client.supports(.systemBets), client.supports(.betHistory) else { return }
        _ = try await client.account.login(LoginCredentials(username: "agreement", password: "any-password"))
        let picks = try await Self.picks(client, count: 3)
        let slip = BetSlip(selections: picks.map(\.selection), type: .system(size: 2), stakePerBet: Self.stake)
        let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, oddsChangePolicy: .acceptAny))
        let open = try await client.betting.bets(BetHistoryQuery(filter: .open))
        let listed = try #require(open.items.first { $0.id == bet.id })
        #expect(listed.type == .system(size: 2), "\(sandbox): listed as \(listed.type)")
        #expect(listed.legs.map(\.eventId) == picks.map(\.selection.eventId))
    }

    // MARK: - Credentials

    @Test(arguments: Sandbox.allCases) func oneRuleForCredentials(sandbox: Sandbox) async throws {
        let client = sandbox.client()
        try #require(client.supports(.login))
        await #expect(throws: ServiceProviderError.invalidCredentials) {
            _ = try await client.account.login(LoginCredentials(username: "anyone", password: "wrong-password"))
        }
        #expect(await client.isSignedIn == false)
        _ = try await client.account.login(LoginCredentials(username: "anyone", password: "wrong"))
        #expect(await client.isSignedIn)
    }

    // MARK: - Helpers

    /// Every event of every list the provider offers, named by its list: events per competition
    /// (or without one, where the provider lists without), the first live snapshot, the first
    /// page of popular and upcoming events.
    static func listedEvents(_ client: Client) async throws -> [(list: String, event: Event)] {
        var listed: [(String, Event)] = []
        if client.supports(.events) {
            listed += try await eventsOfEveryCompetition(client).map { ("events", $0) }
            if client.supports(.competitions) {
                for competition in try await client.events.competitions(sport: .football).prefix(3) {
                    let page = try await client.events.list(EventQuery(sport: .football, competitionId: competition.id))
                    listed += page.items.map { ("events of \(competition.id)", $0) }
                }
            }
        }
        if client.supports(.liveEvents) {
            var live = client.events.liveEvents(sport: .football).makeAsyncIterator()
            listed += (try await live.next() ?? []).map { ("live", $0) }
        }
        if client.supports(.popularEvents) {
            var pages = client.events.popularEvents(sport: .football).snapshots.makeAsyncIterator()
            listed += (try await pages.next()?.events ?? []).map { ("popular", $0) }
        }
        if client.supports(.upcomingEvents) {
            var pages = client.events.upcomingEvents(sport: .football).snapshots.makeAsyncIterator()
            listed += (try await pages.next()?.events ?? []).map { ("upcoming", $0) }
        }
        return listed
    }

    /// `events` without a competition; none where the provider lists per competition only
    /// (it says so with `.invalidRequest`; its competitions are listed one by one).
    static func eventsOfEveryCompetition(_ client: Client) async throws -> [Event] {
        do {
            return try await client.events.list(EventQuery(sport: .football)).items
        } catch {
            if case .invalidRequest = error { return [] }
            throw error
        }
    }

    /// A pick: an open outcome of an upcoming event's details, as an app puts it on a slip.
    struct Pick {
        let event: Event
        let market: Market
        let outcome: Outcome
        /// As an app makes it, with the names its ticket shows.
        var selection: BetSelection {
            BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds, priceId: outcome.priceId,
                         names: BetSelectionNames(eventName: event.participants.map(\.name).joined(separator: " v "), marketName: market.name,
                                                  outcomeName: outcome.name))
        }
    }

    /// The first open outcome of `count` different listed events (upcoming first), from their details.
    static func picks(_ client: Client, count: Int) async throws -> [Pick] {
        let listed = try await listedEvents(client).map(\.event)
        let ordered = listed.filter { !$0.isLive } + listed.filter(\.isLive)
        var picks: [Pick] = []
        var seen = Set<String>()
        for listedEvent in ordered where picks.count < count && seen.insert(listedEvent.id).inserted {
            let event = client.supports(.eventDetails) ? try await client.events.event(id: listedEvent.id) : listedEvent
            let found = event.markets.lazy.filter(\.isAvailable).compactMap { market in
                market.outcomes.first { $0.status == .open && $0.odds.decimal > 1 }.map { Pick(event: event, market: market, outcome: $0) }
            }.first
            if let found { picks.append(found) }
        }
        try #require(picks.count == count, "only \(picks.count) events with an open outcome")
        return picks
    }

    /// An amount rounded to the currency's minor unit (cents).
    static func minor(_ value: Decimal) -> Decimal {
        var value = value
        var result = Decimal()
        NSDecimalRound(&result, &value, 2, .plain)
        return result
    }
}
