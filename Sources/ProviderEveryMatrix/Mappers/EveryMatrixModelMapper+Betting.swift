import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// A bet status; unknown statuses stay raw.
    static func betStatus(_ raw: String) -> BetStatus {
        switch raw.uppercased() {
        case "OPEN", "PENDING": return .open
        case "WON", "WIN": return .won
        case "LOST", "LOSS": return .lost
        case "VOID": return .void
        case "PUSH": return .push
        case "CASHED_OUT", "CASHOUT": return .cashedOut
        case "CANCELLED", "CANCELED": return .cancelled
        default: return .unknown(raw)
        }
    }

    /// A bet type; unknown types are a decoding problem, not a silent single.
    static func betType(_ raw: String) throws(ServiceProviderError) -> BetType {
        switch raw.uppercased() {
        case "SINGLE": return .single
        case "MULTIPLE", "COMBO", "ACCUMULATOR": return .multiple
        default:
            if raw.uppercased().hasPrefix("SYSTEM_"), let size = Int(raw.dropFirst(7)) { return .system(size: size) }
            throw .invalidResponse(message: "Unknown bet type '\(raw)'.")
        }
    }

    /// The vendor's bet type code for a slip.
    static func betTypeCode(_ type: BetType) -> (String, Int?) {
        switch type {
        case .single: return ("SINGLE", nil)
        case .multiple: return ("MULTIPLE", nil)
        case .system(let size): return ("SYSTEM_\(size)", size)
        }
    }

    /// A bet.
    static func bet(_ bet: EveryMatrixModels.Bet) throws(ServiceProviderError) -> Bet {
        let legs = bet.selections.map { selection in
            BetLeg(eventId: selection.eventId, eventName: selection.eventName, marketName: selection.marketName,
                   outcomeName: selection.outcomeName, odds: Odds(decimal: selection.priceValue),
                   status: betStatus(selection.status), eventStartDate: date(selection.eventDate))
        }
        return Bet(id: bet.id, reference: bet.requestId, type: try betType(bet.type), status: betStatus(bet.status),
                   stake: Money(amount: bet.amount, currency: bet.currency),
                   potentialReturn: bet.potentialWinning.map { Money(amount: $0, currency: bet.currency) },
                   payout: bet.payout.map { Money(amount: $0, currency: bet.currency) },
                   totalOdds: bet.totalOdds.map { Odds(decimal: $0) }, placedAt: date(bet.placedDate), legs: legs)
    }

    /// A list of bets, in the vendor's order; one bet with an unknown type fails the list.
    static func bets(_ raw: [EveryMatrixModels.Bet]) throws(ServiceProviderError) -> [Bet] {
        var bets: [Bet] = []
        bets.reserveCapacity(raw.count)
        for item in raw { bets.append(try bet(item)) }
        return bets
    }

    /// The place-bet body.
    static func placeBetRequest(_ request: BetPlacementRequest) -> EveryMatrixModels.PlaceBetRequest {
        let (type, size) = betTypeCode(request.slip.type)
        let validation: String
        switch request.oddsChangePolicy {
        case .acceptNone: validation = "ACCEPT_NONE"
        case .acceptHigher: validation = "ACCEPT_HIGHER"
        case .acceptAny: validation = "ACCEPT_ANY"
        }
        return EveryMatrixModels.PlaceBetRequest(
            requestId: request.reference, type: type, systemSize: size, stakeAmount: request.slip.stakePerBet.amount,
            currency: request.slip.stakePerBet.currency, oddsValidationType: validation, terminalType: "MOBILE",
            selections: request.slip.selections.map {
                .init(eventId: $0.eventId, marketId: $0.marketId, outcomeId: $0.outcomeId, odds: $0.odds.decimal)
            })
    }
}
