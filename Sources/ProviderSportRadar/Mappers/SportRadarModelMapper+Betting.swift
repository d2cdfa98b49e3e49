import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// The betting API's bet type for a slip's bets: `S` single, `D` double, `T` treble, and
    /// `A<n>` for larger accumulators. System bets have no mapping yet:
    /// `.notSupported(feature: .systemBets, …)`.
    static func betTypeCode(_ type: BetType, legs: Int) throws(ServiceProviderError) -> String {
        switch type {
        case .single: return "S"
        case .multiple:
            switch legs {
            case 2: return "D"
            case 3: return "T"
            default: return "A\(legs)"
            }
        case .system:
            throw .notSupported(feature: .systemBets, provider: SportRadarProvider.vendorName)
        }
    }

    /// A slip's legs; the odds must carry their quoted fraction, since the vendor prices fractionally.
    static func betLeg(_ selection: BetSelection) throws(ServiceProviderError) -> SportRadarModels.BetLegRequest {
        guard let fraction = selection.odds.quotedFraction ?? selection.odds.fractional else {
            throw .invalidRequest(message: "The odds of \(selection.outcomeId) cannot be sent as a fraction.")
        }
        return SportRadarModels.BetLegRequest(idFOSelection: selection.outcomeId, priceDown: String(fraction.denominator),
                                        priceUp: String(fraction.numerator))
    }

    /// The tickets a slip makes: one per selection for singles, one for a multiple.
    static func tickets(_ slip: BetSlip) throws(ServiceProviderError) -> [SportRadarModels.BetTicket] {
        let legs = try slip.selections.map { selection throws(ServiceProviderError) in try betLeg(selection) }
        switch slip.type {
        case .single:
            return legs.map { SportRadarModels.BetTicket(betLegs: [$0], idFOBetType: "S", winStake: slip.stakePerBet.amount) }
        default:
            return [SportRadarModels.BetTicket(betLegs: legs, idFOBetType: try betTypeCode(slip.type, legs: legs.count),
                                         winStake: slip.stakePerBet.amount)]
        }
    }

    /// A potential return.
    static func potentialReturn(_ response: SportRadarModels.PotentialReturnResponse, currency: String) -> PotentialReturn {
        PotentialReturn(numberOfBets: response.unitCount, totalStake: Money(amount: decimal(response.totalStake), currency: currency),
                        potentialReturn: Money(amount: decimal(response.potentialReturn), currency: currency),
                        totalOdds: response.totalOdd.map { Odds(decimal: decimal($0)) })
    }

    /// A placed slip: state 2 placed; state 1 with detailed state 66 or 10 awaits the user's
    /// confirmation; any other state is a rejection ("wager limit" in the text = a limit).
    static func placedBet(_ response: SportRadarModels.PlaceBetsResponse, request: BetPlacementRequest,
                          slip: BetSlip) throws(ServiceProviderError) -> Bet {
        let status: BetStatus
        switch (response.status.state, response.status.detailedState) {
        case (2, _): status = .open
        case (1, 66), (1, 10): status = .pendingConfirmation
        default:
            let text = response.status.statusText
            if text?.lowercased().contains("wager limit") == true { throw .limitExceeded(message: text) }
            throw .betRejected(message: text)
        }
        let currency = slip.stakePerBet.currency
        let placed = response.bets?.first
        let betId = placed.map { formattedId($0.idFoBet, fractionDigits: 2) } ?? String(response.idFOBetSlip)
        let legs = slip.selections.map { selection in
            BetLeg(eventId: selection.eventId, eventName: "", marketName: "", outcomeName: "", odds: selection.odds, status: status)
        }
        return Bet(id: betId, reference: request.reference, type: slip.type, status: status,
                   stake: Money(amount: response.totalStake.map(decimal) ?? slip.totalStake.amount, currency: currency),
                   potentialReturn: placed?.potentialReturn.map { Money(amount: decimal($0), currency: currency) },
                   legs: legs, slipId: String(response.idFOBetSlip))
    }

    /// A bet or leg state (case-insensitive).
    static func betStatus(_ raw: String) -> BetStatus {
        switch raw.lowercased() {
        case "attempted": return .pendingConfirmation
        case "opened", "open", "pending": return .open
        case "won": return .won
        case "lost": return .lost
        case "void": return .void
        case "drawn": return .push
        case "cashed out": return .cashedOut
        case "cancelled": return .cancelled
        default: return .unknown(raw)
        }
    }

    /// A settled bet's status: the result says won/lost; `Closed`/`Settled` alone do not.
    static func historyStatus(_ row: SportRadarModels.BetHistoryRow) -> BetStatus {
        switch row.betState.lowercased() {
        case "settled", "closed":
            if let result = row.betResult, result != "NotSpecified" { return betStatus(result) }
            return betStatus(row.betState)
        default:
            return betStatus(row.betState)
        }
    }

    /// Bets from history rows (one row per leg), grouped by bet id in first-seen order.
    static func bets(_ rows: [SportRadarModels.BetHistoryRow], currency: String) throws(ServiceProviderError) -> [Bet] {
        var order: [String] = []
        var groups: [String: [SportRadarModels.BetHistoryRow]] = [:]
        for row in rows {
            let id = formattedId(row.idFOBet, fractionDigits: 2)
            if groups[id] == nil { order.append(id) }
            groups[id, default: []].append(row)
        }
        return try order.map { id throws(ServiceProviderError) in
            let legs = (groups[id] ?? []).sorted { ($0.legOrder ?? 0) < ($1.legOrder ?? 0) }
            guard let first = legs.first else { throw .invalidResponse(message: "Empty bet group") }
            let mappedLegs = try legs.map { row throws(ServiceProviderError) -> BetLeg in
                guard let odds = odds(up: row.ownPriceUp, down: row.ownPriceDown) else {
                    throw .decoding(type: "BetHistoryRow", codingPath: "ownPriceUp", debugDescription: "Not a fraction")
                }
                return BetLeg(eventId: formattedId(row.idFOEvent, fractionDigits: 1), eventName: row.eventName ?? "",
                              marketName: row.marketName ?? "", outcomeName: row.selectionName ?? "", odds: odds,
                              status: betStatus(row.betLegStatus ?? row.betState),
                              eventStartDate: row.tsEventTime.flatMap(SportRadarDates.poseidon), eventResult: row.eventResult)
            }
            let status = historyStatus(first)
            let type: BetType = legs.count > 1 ? .multiple : .single
            return Bet(id: id, type: type, status: status, stake: Money(amount: decimal(first.totalStake), currency: currency),
                       potentialReturn: first.potentialReturn.map { Money(amount: decimal($0), currency: currency) },
                       payout: status.isSettled ? first.totalReturn.map { Money(amount: decimal($0), currency: currency) } : nil,
                       totalOdds: first.totalMultiBetOdds.map { Odds(decimal: decimal($0)) },
                       placedAt: first.tsAttempted.flatMap(SportRadarDates.poseidon), legs: mappedLegs,
                       slipId: first.idFOBetslip.map(String.init))
        }
    }

    /// A cashout offer.
    static func cashoutOffer(_ response: SportRadarModels.CalculateCashoutResponse, betId: String, currency: String) -> CashoutOffer {
        CashoutOffer(betId: betId, amount: Money(amount: decimal(response.cashoutValue), currency: currency),
                     allowsPartial: response.partialCashoutAvailable ?? false)
    }

    /// A cashout result: -1 done, 1 re-offer, anything else suspended; a `message` is a refusal.
    static func cashoutResult(_ response: SportRadarModels.CashoutResponse, offer: CashoutOffer) throws(ServiceProviderError) -> CashoutResult {
        if let message = response.message, !message.isEmpty { throw .betRejected(message: message) }
        switch response.cashoutResult {
        case -1:
            return .completed(payout: offer.amount)
        case 1:
            guard let value = response.cashoutReoffer else { return .suspended }
            return .reoffered(CashoutOffer(betId: offer.betId, amount: Money(amount: decimal(value), currency: offer.amount.currency),
                                           allowsPartial: offer.allowsPartial))
        default:
            return .suspended
        }
    }
}
