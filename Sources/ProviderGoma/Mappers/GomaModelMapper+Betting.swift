import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModelMapper {
    /// The vendor's ticket type for a single or a multiple. A system's type is the vendor's own
    /// code, which only allowed-types gives (`GomaBettingService.ticketType(for:)` asks it), so
    /// here a system slip is `.invalidRequest`.
    static func ticketType(_ type: BetType, provider: String) throws(ServiceProviderError) -> String {
        switch type {
        case .single: return "single"
        case .multiple: return "multiple"
        case .system: throw .invalidRequest(message: "A system bet's type is the bookmaker's code for the slip, from its allowed types.")
        }
    }

    /// `single`, `multiple`, or a system type such as `system_2_3` / `system_2` (read by
    /// ``GomaSystemCode/combination(code:label:)``, the one guess of what a code means).
    static func betType(_ raw: String) throws(ServiceProviderError) -> BetType {
        switch raw.lowercased() {
        case "single": return .single
        case "multiple": return .multiple
        case let other where other.hasPrefix("system"):
            if let combination = GomaSystemCode.combination(code: other) { return .system(size: combination.size) }
            fallthrough
        default:
            throw .decoding(type: "GomaModels.Ticket", codingPath: "type", debugDescription: "Unknown ticket type: \(raw)")
        }
    }

    /// `pending`, `win`, `lost`, `push`; anything else is kept as unknown. The vendor's `push` is a
    /// void (the stake comes back as `winnings`; the reference's push ticket is on a postponed
    /// event), so it is `.void`, the status `BetHistoryQuery.settledStatus` filters it by.
    static func betStatus(_ raw: String) -> BetStatus {
        switch raw.lowercased() {
        case "pending": return .open
        case "win", "won": return .won
        case "lost", "lose": return .lost
        case "push": return .void
        default: return .unknown(raw)
        }
    }

    static func bet(_ ticket: GomaModels.Ticket, currency: String, reference: String? = nil) throws(ServiceProviderError) -> Bet {
        let type = try betType(ticket.type)
        return Bet(id: String(ticket.id),
                   reference: reference,
                   type: type,
                   status: betStatus(ticket.status),
                   stake: Money(amount: totalStake(ticket, type: type), currency: currency),
                   potentialReturn: Money(amount: ticket.possibleWinnings.value, currency: currency),
                   payout: ticket.winnings.map { Money(amount: $0.value, currency: currency) },
                   totalOdds: ticket.odds.map { Odds(decimal: $0.value) },
                   placedAt: ticket.createdAt,
                   legs: ticket.selections.map(betLeg),
                   shareCode: ticket.shareId)
    }

    /// A ticket's total stake (``Bet/stake``). A GUESS from the vendor reference: a system
    /// ticket's `stake` is per combination, as place-bet sends it, so its total is `stake` ×
    /// C(n, k), the domain's ``BetSlip/totalStake`` rule (3 doubles of 10 = 30.00, as calculate's
    /// `total_stake` says); singles and multiples keep `stake` as sent. A system ticket without its
    /// selections keeps `stake` too (the count is unknown).
    static func totalStake(_ ticket: GomaModels.Ticket, type: BetType) -> Decimal {
        guard case .system(let size) = type, !ticket.selections.isEmpty,
              let lines = BetSlip.combinations(ticket.selections.count, size), lines > 0 else { return ticket.stake.value }
        return ticket.stake.value * Decimal(lines)
    }

    static func betLeg(_ selection: GomaModels.TicketSelection) -> BetLeg {
        let event = selection.event
        var result: String?
        if let event {
            let status = eventStatus(status: event.status, isLive: event.isLive?.value ?? false)
            if case .ended = status,
               let score = score(status: event.status, statusValue: status, home: event.homeScore, away: event.awayScore,
                                 ft: event.ftScore, et: event.etScore, ht: event.htScore) {
                result = "\(score.home):\(score.away)"
            }
        }
        return BetLeg(eventId: String(selection.sportEventId),
                      eventName: event.map { "\($0.homeTeam) v \($0.awayTeam)" } ?? "",
                      marketName: selection.outcome?.market?.name ?? "",
                      outcomeName: selection.outcome?.name ?? "",
                      odds: Odds(decimal: selection.odd.value),
                      status: betStatus(selection.status),
                      eventStartDate: event?.dateTime,
                      eventResult: result,
                      outcomeId: String(selection.outcomeId))
    }

    static func potentialReturn(_ calculation: GomaModels.TicketCalculation, slip: BetSlip) -> PotentialReturn {
        let currency = slip.stakePerBet.currency
        return PotentialReturn(numberOfBets: slip.numberOfBets,
                               totalStake: Money(amount: calculation.totalStake.value, currency: currency),
                               potentialReturn: Money(amount: calculation.possibleWinnings.value, currency: currency),
                               totalOdds: Odds(decimal: calculation.odds.value))
    }
}
