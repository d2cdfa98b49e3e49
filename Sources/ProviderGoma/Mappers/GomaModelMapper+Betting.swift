import Foundation
@_spi(ProviderKit) import ServicesProvider

extension GomaModelMapper {
    /// The vendor's ticket type for a slip: `single`, `multiple`; system bets have no known wire
    /// form, so a system slip is `.notSupported(feature: .systemBets, …)`.
    static func ticketType(_ type: BetType, provider: String) throws(ServiceProviderError) -> String {
        switch type {
        case .single: return "single"
        case .multiple: return "multiple"
        case .system: throw .notSupported(feature: .systemBets, provider: provider)
        }
    }

    /// `single`, `multiple`, or a system type such as `system_2` / `system-2/3` (the size is the
    /// first number).
    static func betType(_ raw: String) throws(ServiceProviderError) -> BetType {
        switch raw.lowercased() {
        case "single": return .single
        case "multiple": return .multiple
        case let other where other.hasPrefix("system"):
            let digits = other.drop { !$0.isNumber }.prefix { $0.isNumber }
            if let size = Int(digits), size > 0 { return .system(size: size) }
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
        Bet(id: String(ticket.id),
            reference: reference,
            type: try betType(ticket.type),
            status: betStatus(ticket.status),
            stake: Money(amount: ticket.stake, currency: currency),
            potentialReturn: Money(amount: ticket.possibleWinnings, currency: currency),
            payout: ticket.winnings.map { Money(amount: $0.value, currency: currency) },
            totalOdds: ticket.odds.map { Odds(decimal: $0.value) },
            placedAt: ticket.createdAt,
            legs: ticket.selections.map(betLeg),
            shareCode: ticket.shareId)
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
                      eventResult: result)
    }

    static func potentialReturn(_ calculation: GomaModels.TicketCalculation, slip: BetSlip) -> PotentialReturn {
        let currency = slip.stakePerBet.currency
        return PotentialReturn(numberOfBets: slip.numberOfBets,
                               totalStake: Money(amount: calculation.totalStake.value, currency: currency),
                               potentialReturn: Money(amount: calculation.possibleWinnings.value, currency: currency),
                               totalOdds: Odds(decimal: calculation.odds.value))
    }
}
