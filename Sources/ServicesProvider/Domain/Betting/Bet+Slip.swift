import Foundation

extension Bet {
    /// The bet just placed, completed from the slip it was placed with so a confirmation can
    /// always be shown: a leg without names takes its selection's ``BetSelection/names`` (matched
    /// by outcome id, else by position when the counts agree), a leg without an outcome id takes
    /// its selection's, a bet the vendor answered without legs gets one per selection, and a
    /// single or a multiple without combined odds gets the product of its legs' odds. What the
    /// vendor said is never replaced.
    @_spi(ProviderKit) public func completed(from slip: BetSlip) -> Bet {
        var bet = self
        if bet.legs.isEmpty {
            bet.legs = slip.selections.map { selection in
                BetLeg(eventId: selection.eventId, eventName: "", marketName: "", outcomeName: "", odds: selection.odds,
                       status: bet.status, outcomeId: selection.outcomeId)
            }
        }
        let byPosition = bet.legs.count == slip.selections.count
        for index in bet.legs.indices {
            let leg = bet.legs[index]
            let match = leg.outcomeId.flatMap { id in slip.selections.first { $0.outcomeId == id } }
                ?? (byPosition ? slip.selections[index] : nil)
            guard let selection = match else { continue }
            bet.legs[index] = leg.completed(from: selection)
        }
        if bet.totalOdds == nil, !bet.legs.isEmpty {
            switch bet.type {
            case .multiple:
                bet.totalOdds = Odds(decimal: bet.legs.reduce(Decimal(1)) { $0 * $1.odds.decimal })
            case .single where bet.legs.count == 1:
                bet.totalOdds = bet.legs[0].odds
            case .single, .system:
                break  // several bets: no one combined price
            }
        }
        return bet
    }
}

extension BetLeg {
    /// The leg with what it lacks taken from the selection it was placed from.
    fileprivate func completed(from selection: BetSelection) -> BetLeg {
        var leg = self
        if leg.outcomeId == nil { leg.outcomeId = selection.outcomeId }
        if leg.eventId.isEmpty { leg.eventId = selection.eventId }
        if let names = selection.names {
            if leg.eventName.isEmpty { leg.eventName = names.eventName }
            if leg.marketName.isEmpty { leg.marketName = names.marketName }
            if leg.outcomeName.isEmpty { leg.outcomeName = names.outcomeName }
        }
        return leg
    }
}
