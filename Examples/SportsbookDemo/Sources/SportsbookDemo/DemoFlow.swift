import Foundation
import ServicesProvider
import AppModels

/// The whole app journey over any provider: sign in, wallet, live board, live changes, an event
/// page, a search, a favourite, the pre-live list, place a bet and cash it out, my bets, limits, sign out.
/// Provider-agnostic: it only talks to `Client`, and shows a step only where it is offered.
struct DemoFlow {
    let client: Client
    let credentials: LoginCredentials
    let mapper: ServiceProviderModelMapper
    let liveChangeLimit: Int
    let liveWait: TimeInterval

    func run() async throws(ServiceProviderError) {
        let observedSessionEvents = Task { () -> [SessionEvent] in
            var events: [SessionEvent] = []
            for await event in client.sessionEvents {
                events.append(event)
                if event == .loggedOut || event == .expired { break }
            }
            return events
        }

        section("Provider")
        line("\(client.provider.name) — \(client.capabilities.count) features: \(client.capabilities.map(\.rawValue).sorted().joined(separator: ", "))")

        section("Sign in")
        line("Signed in before: \(await client.isSignedIn)")
        let session = try await client.account.login(credentials)
        line("Signed in as user \(session.userId)\(session.username.map { " (\($0))" } ?? "")")
        if !session.isReady { line("Before playing: \(session.pendingActions.map { "\($0)" }.joined(separator: ", "))") }

        section("Wallet")
        let wallet = try await client.wallet.balance()
        printWallet(wallet)

        section("Live board")
        let board = try await liveBoard()
        if board.isEmpty { line("No events right now.") }
        for event in board.prefix(6) { printEvent(event) }

        if client.supports(.liveChanges) {
            section("Live changes (up to \(liveChangeLimit), \(Int(liveWait)) s)")
            let changes = try await firstLiveChanges()
            // A stream opens with the current events as `eventAdded`; the changes follow.
            let opening = changes.prefix { if case .eventAdded = $0 { return true } else { return false } }
            if !opening.isEmpty { line("(stream opened with \(opening.count) events)") }
            let updates = changes.dropFirst(opening.count)
            if updates.isEmpty { line("No change arrived.") }
            for change in updates { line(describe(change)) }
            // The SDK's reducer turns the changes back into the board.
            var board = LiveEventList()
            board.apply(changes)
            line("(board after the changes: \(board.events.count) events)")
        }

        try await eventPage(board.first)
        // A search for the first listed team: every provider has it in its own catalogue.
        try await search(board.first?.participants.first?.name ?? "Arsenal")
        try await favourite(board.first)
        try await upcoming()

        section("Place a bet")
        let currency = wallet.primary?.currency ?? "EUR"
        if let selection = firstOpenSelection(in: board) {
            let slip = BetSlip(selections: [selection], type: .single, stakePerBet: Money(amount: 1, currency: currency))
            if client.supports(.potentialReturn) {
                let potential = try await client.betting.potentialReturn(slip)
                let summary = mapper.betSlipSummary(slip, potentialReturn: potential)
                line("\(summary.typeText): stake \(summary.totalStakeText), returns up to \(summary.potentialReturnText)")
            }
            // Accept better odds if they move before the bet lands (every provider takes this policy).
            let bet = try await client.betting.placeBet(BetPlacementRequest(slip: slip, oddsChangePolicy: .acceptHigher))
            printTicket(mapper.betTicket(bet))
            try await cashout(bet)
        } else {
            line("No open outcome to bet on.")
        }
        try await systemBet(from: board, currency: currency)

        section("My bets")
        let bets = try await client.betting.bets(BetHistoryQuery(filter: .open))
        if bets.items.isEmpty { line("No open bets.") }
        for bet in bets.items.prefix(5) { printTicket(mapper.betTicket(bet)) }

        section("Wallet after betting")
        printWallet(try await client.wallet.balance())

        try await bonuses()
        try await limits()

        section("Sign out")
        try await client.account.logout()
        line("Signed out.")
        let events = await observedSessionEvents.value
        line("Session events: \(events.map { "\($0)" }.joined(separator: ", "))")
    }

    // MARK: - Steps

    private func liveBoard() async throws(ServiceProviderError) -> [Event] {
        if client.supports(.liveEvents) {
            let first = await firstValue(of: client.events.liveEvents(sport: .football), within: liveWait)
            switch first {
            case .success(let events?) where !events.isEmpty: return events
            case .failure(let error): throw error
            default: break
            }
        }
        guard client.supports(.events) else { return [] }
        // Some vendors list events per competition only: take the first one when they have them.
        var competitionId: String?
        if client.supports(.competitions) {
            competitionId = try await client.events.competitions(sport: .football).first?.id
        }
        let live = try await client.events.events(EventQuery(sport: .football, timing: .live, competitionId: competitionId))
        if !live.items.isEmpty { return live.items }
        return try await client.events.events(EventQuery(sport: .football, timing: .all, competitionId: competitionId)).items
    }

    private func firstLiveChanges() async throws(ServiceProviderError) -> [EventChange] {
        let limit = liveChangeLimit
        return try await read(client.events.liveChanges(sport: .football), for: liveWait, into: []) { changes, change in
            changes.append(change)
            return changes.filter({ if case .eventAdded = $0 { return false } else { return true } }).count >= limit
        }.get()
    }

    func firstValue<T: Sendable>(of stream: LiveStream<T>, within seconds: TimeInterval) async -> Result<T?, ServiceProviderError> {
        await read(stream, for: seconds, into: nil) { first, value in
            first = value
            return true
        }
    }

    /// Reads `stream` in a task, folding each element into `initial` until `add` says it is
    /// done, the stream ends, or `seconds` pass (the reader is then cancelled and keeps what it has).
    func read<Element: Sendable, Output: Sendable>(
        _ stream: LiveStream<Element>, for seconds: TimeInterval, into initial: Output,
        _ add: @escaping @Sendable (inout Output, Element) -> Bool
    ) async -> Result<Output, ServiceProviderError> {
        let reader = Task { () -> Result<Output, ServiceProviderError> in
            var output = initial
            do throws(ServiceProviderError) {
                for try await element in stream {
                    if add(&output, element) { break }
                }
            } catch {
                // A LiveStream's error is already a ServiceProviderError.
                return error == .cancelled ? .success(output) : .failure(error)
            }
            return .success(output)
        }
        let timer = Task {
            try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
            reader.cancel()
        }
        defer { timer.cancel() }
        return await reader.value
    }

    private func firstOpenSelection(in events: [Event]) -> BetSelection? {
        events.lazy.compactMap(firstOpenSelection(in:)).first
    }

    // MARK: - Printing

    func section(_ title: String) { print("\n== \(title) ==") }
    func line(_ text: String) { print("  \(text)") }

    private func printWallet(_ wallet: UserWallet) {
        let summary = mapper.walletSummary(wallet)
        for balance in [summary.primary].compactMap({ $0 }) + summary.others {
            var parts = ["total \(balance.total)"]
            if let withdrawable = balance.withdrawable { parts.append("withdrawable \(withdrawable)") }
            if let bonus = balance.bonus { parts.append("bonus \(bonus)") }
            if let freeBet = balance.freeBet { parts.append("free bets \(freeBet)") }
            line("\(balance.currency): " + parts.joined(separator: ", "))
        }
    }

    func printEvent(_ event: Event) {
        let item = mapper.eventItem(event)
        var header = item.title
        if let score = item.score { header += "  \(score.main)" }
        if let time = item.matchTimeText { header += "  \(time)" }
        header += "  [\(item.statusText)]"
        line(header)
        if let market = item.markets.first {
            let odds = market.outcomes.map { "\($0.name) \($0.oddsText)" }.joined(separator: " | ")
            line("    \(market.title): \(odds)")
        }
    }

    func printTicket(_ ticket: BetTicket) {
        line("Bet \(ticket.id): \(ticket.typeText), stake \(ticket.stakeText), \(ticket.statusText)"
             + (ticket.potentialReturnText.map { ", returns up to \($0)" } ?? ""))
        // A placement answer may carry ids only (no names): show what there is.
        for leg in ticket.legs where !leg.eventName.isEmpty { line("    \(leg.eventName): \(leg.selectionText) @ \(leg.oddsText)") }
    }

    func describe(_ change: EventChange) -> String {
        switch change {
        case .oddsChanged(let eventId, _, let outcomeId, let odds): return "odds: outcome \(outcomeId) of event \(eventId) → \(mapper.text(for: odds))"
        case .outcomeStatusChanged(let eventId, _, let outcomeId, let status): return "outcome \(outcomeId) of event \(eventId) is now \(status)"
        case .scoreChanged(let eventId, let score): return "score: event \(eventId) → \(mapper.scoreText(score).main)"
        case .statusChanged(let eventId, let status): return "status: event \(eventId) → \(mapper.statusText(status))"
        case .matchTimeChanged(let eventId, let time): return "time: event \(eventId) → \(mapper.matchTimeText(time))"
        case .marketAdded(let eventId, let market): return "market added to event \(eventId): \(mapper.marketTitle(market))"
        case .marketRemoved(let eventId, let marketId): return "market \(marketId) removed from event \(eventId)"
        case .marketStatusChanged(let eventId, let marketId, let isAvailable, _):
            return "market \(marketId) of event \(eventId) is now " + (isAvailable ? "open" : "suspended")
        case .eventAdded(let event): return "event added: \(mapper.title(of: event))"
        case .eventRemoved(let eventId): return "event removed: \(eventId)"
        }
    }
}
