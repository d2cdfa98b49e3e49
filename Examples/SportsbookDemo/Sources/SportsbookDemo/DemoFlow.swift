import Foundation
import ServicesProvider
import AppModels

/// The whole app journey over any provider: sign in, wallet, consents, home page, casino lobby, live board, live changes,
/// an event page, a search, a favourite, the pre-live list, place a bet and cash it out, my bets (and which can be cashed
/// out), limits, customer support, sign out.
/// Provider-agnostic: it only talks to `Client`, and shows a step only where it is offered.
struct DemoFlow {
    let client: Client
    let credentials: LoginCredentials
    let mapper: ServiceProviderModelMapper
    let liveChangeLimit: Int
    let liveWait: TimeInterval

    func run() async throws(ServiceProviderError) {
        // Made before signing in, so it opens with the state before the journey.
        let sessionEvents = client.sessionEvents
        let observedSessionEvents = Task { () -> [SessionEvent] in
            var events: [SessionEvent] = []
            for await event in sessionEvents {
                events.append(event)
                if event == .loggedOut || event == .expired { break }
            }
            return events
        }

        section("Provider")
        line("\(client.provider.name) — \(counted(client.capabilities.count, "feature")): \(client.capabilities.map(\.rawValue).sorted().joined(separator: ", "))")

        // The home page is filtered by the session: read it signed out, show it signed in.
        let signedOutHome = client.supports(.homeLayout) ? try await client.content.homeLayout() : nil

        section("Sign in")
        line(await client.isSignedIn ? "Already signed in." : "Not signed in yet.")
        let session = try await client.account.login(credentials)
        line("Signed in as user \(session.userId)\(session.username.map { " (\($0))" } ?? "").")
        if !session.isReady { line("Before playing: \(session.pendingActions.map { "\($0)" }.joined(separator: ", "))") }

        section("Wallet")
        let wallet = try await client.wallet.balance()
        printWallet(wallet)
        try await consents()

        try await homePage(signedOut: signedOutHome)
        try await casinoLobby()
        try await recommendations()
        try await social()
        try await chat()
        try await offline()

        section("Live board")
        let board = try await liveBoard()
        let shown = board.prefix(6)
        line(board.isEmpty ? "No events right now."
             : counted(board.count, "event") + (shown.count < board.count ? ", the first \(shown.count):" : ":"))
        for event in shown { printEvent(event) }

        if client.supports(.liveChanges) {
            section("Live changes (up to \(liveChangeLimit), \(counted(Int(liveWait), "second")))")
            let changes = try await firstLiveChanges()
            // A stream opens with the current events as `eventAdded`; the changes follow.
            let opening = changes.prefix { if case .eventAdded = $0 { return true } else { return false } }
            // The board the demo keeps with the SDK's reducer: each change is told against it
            // (names, not ids), then applied.
            var board = LiveEventList()
            board.apply(opening)
            if !opening.isEmpty {
                line("The stream opened with \(counted(board.events.count, "event")): "
                     + board.events.map { mapper.title(of: $0) }.joined(separator: ", ") + ".")
            }
            let updates = changes.dropFirst(opening.count)
            if updates.isEmpty { line("No change arrived.") }
            for change in updates {
                line(describe(change, on: board))
                board.apply(change)
            }
            line("The board now holds \(counted(board.events.count, "event")).")
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
        try await cashable(bets.items)

        section("Wallet after betting")
        printWallet(try await client.wallet.balance())

        try await bonuses()
        try await limits()
        try await support()

        section("Sign out")
        try await client.account.logout()
        line("Signed out.")
        // What an app hears on `sessionEvents`, as it would tell the user.
        let events = await observedSessionEvents.value
        line("Session events: " + events.map(sentence).joined(separator: " "))
    }

    // MARK: - Steps

    private func liveBoard() async throws(ServiceProviderError) -> [Event] {
        if client.supports(.liveEvents) {
            let first = await firstValue(of: client.events.liveEvents(sport: .football), within: liveWait)
            switch first {
            case .success(let events?) where !events.isEmpty: return Array(events)
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
        let live = try await client.events.list(EventQuery(sport: .football, timing: .live, competitionId: competitionId))
        if !live.items.isEmpty { return live.items }
        return try await client.events.list(EventQuery(sport: .football, timing: .all, competitionId: competitionId)).items
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

    /// A session event as a sentence ("Signed in as 321.", "Signed out.").
    func sentence(_ event: SessionEvent) -> String {
        switch event {
        case .current(let userId?): return "Already signed in as \(userId)."
        case .current(nil): return "Not signed in."
        case .loggedIn(let userId): return userId.map { "Signed in as \($0)." } ?? "Signed in."
        case .refreshed: return "Session renewed."
        case .expired: return "Session expired."
        case .loggedOut: return "Signed out."
        }
    }

    /// A live change told by name, from `board` as it was before the change
    /// ("Finland v Andorra: Finland 1.80 → 1.85"); an id only where the board does not know it.
    func describe(_ change: EventChange, on board: LiveEventList) -> String {
        let event = board[id: change.eventId]
        let title = event.map { mapper.title(of: $0) } ?? "Event \(change.eventId)"
        func outcome(_ id: String) -> Outcome? {
            event?.markets.lazy.flatMap(\.outcomes).first { $0.id == id }
        }
        func market(_ id: String) -> String {
            event?.markets.first { $0.id == id }.map { mapper.marketTitle($0) } ?? "market \(id)"
        }
        switch change {
        case .oddsChanged(_, _, let outcomeId, let odds):
            let known = outcome(outcomeId)
            let before = known.map { "\(mapper.text(for: $0.odds)) → " } ?? ""
            return "\(title): \(known?.name ?? "outcome \(outcomeId)") \(before)\(mapper.text(for: odds))"
        case .outcomeStatusChanged(_, _, let outcomeId, let status):
            return "\(title): \(outcome(outcomeId)?.name ?? "outcome \(outcomeId)") is now \(status)"
        case .scoreChanged(_, let score): return "\(title): score \(mapper.scoreText(score).main)"
        case .statusChanged(_, let status): return "\(title): \(mapper.statusText(status))"
        case .matchTimeChanged(_, let time): return "\(title): clock at \(mapper.matchTimeText(time))"
        case .marketAdded(_, let added): return "\(title): market \(mapper.marketTitle(added)) added"
        case .marketRemoved(_, let marketId): return "\(title): \(market(marketId)) removed"
        case .marketStatusChanged(_, let marketId, let isAvailable, _):
            return "\(title): \(market(marketId)) " + (isAvailable ? "open again" : "suspended")
        case .eventAdded(let added): return "\(mapper.title(of: added)): added"
        case .eventRemoved: return "\(title): removed"
        }
    }
}
