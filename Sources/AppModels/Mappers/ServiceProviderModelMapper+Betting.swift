import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// A placed bet for the "My bets" list.
    public func betTicket(_ bet: Bet) -> BetTicket {
        BetTicket(id: bet.id,
                  typeText: typeText(bet.type, selections: bet.legs.count),
                  statusText: statusText(bet.status),
                  isSettled: bet.status.isSettled,
                  stakeText: text(for: bet.stake),
                  potentialReturnText: bet.potentialReturn.map(text(for:)),
                  payoutText: bet.payout.map(text(for:)),
                  totalOddsText: bet.totalOdds.map(text(for:)),
                  placedAtText: bet.placedAt.map(dateTimeText),
                  legs: bet.legs.map(betTicketLeg))
    }

    /// One leg of a ticket.
    public func betTicketLeg(_ leg: BetLeg) -> BetTicketLeg {
        BetTicketLeg(eventName: leg.eventName,
                     selectionText: [leg.marketName, leg.outcomeName].filter { !$0.isEmpty }.joined(separator: ": "),
                     oddsText: text(for: leg.odds),
                     statusText: statusText(leg.status),
                     kickoffText: leg.eventStartDate.map(absoluteText),
                     resultText: leg.eventResult)
    }

    /// A slip's summary from the provider's potential-return answer (an estimate marked `≈`).
    public func betSlipSummary(_ slip: BetSlip, potentialReturn: PotentialReturn) -> BetSlipSummary {
        BetSlipSummary(typeText: typeText(slip.type, selections: slip.selections.count),
                       numberOfBets: potentialReturn.numberOfBets,
                       totalStakeText: text(for: potentialReturn.totalStake),
                       potentialReturnText: (potentialReturn.isEstimate ? "≈ " : "") + text(for: potentialReturn.potentialReturn),
                       totalOddsText: potentialReturn.totalOdds.map(text(for:)), isEstimate: potentialReturn.isEstimate)
    }

    /// `Single`, `Multiple`, `System 2/3`.
    public func typeText(_ type: BetType, selections: Int) -> String {
        switch type {
        case .single: return phrases.single
        case .multiple: return phrases.multiple
        case .system(let size): return phrases.system(size, of: selections)
        }
    }

    /// A bet's or leg's status as words. An unknown vendor status shows its raw value.
    public func statusText(_ status: BetStatus) -> String {
        switch status {
        case .open: return phrases.betOpen
        case .pendingConfirmation: return phrases.betPending
        case .won: return phrases.betWon
        case .lost: return phrases.betLost
        case .void: return phrases.betVoid
        case .push: return phrases.betPush
        case .cashedOut: return phrases.betCashedOut
        case .cancelled: return phrases.betCancelled
        case .unknown(let raw): return raw
        }
    }
}
