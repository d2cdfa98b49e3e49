import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// The betting API's bet type for a multiple of `legs` legs: `D` double, `T` treble, and
    /// `A<n>` for larger accumulators.
    static func multipleCode(legs: Int) -> String {
        switch legs {
        case 2: return "D"
        case 3: return "T"
        default: return "A\(legs)"
        }
    }

    /// The largest numerator or denominator of a price sent (`priceUp`, `priceDown`). The
    /// references give no range; the betting answers carry prices as JSON integers, so the SDK
    /// keeps both within a 32-bit signed integer, the narrowest a server may read them into.
    static let maximumPriceTerm = Int(Int32.max)
    /// The decimal places of decimal odds sent (a bet builder's `calculatedOdds`). The references
    /// give none; the vendor answers decimal odds as JSON doubles, and 10 places of odds below
    /// 100,000 are at most 15 significant digits, which a double holds exactly.
    static let decimalOddsFractionDigits = 10

    /// A leg of the selection at `index`: the vendor prices fractionally, so the odds go as their
    /// exact fraction (``Odds/fraction(maximumTerm:field:)``: the vendor's quoted one, else the
    /// decimal's in lowest terms); odds no such fraction holds are `.validation` on
    /// `selections[index].odds`, never an approximation (1.001 is 1/1000, not 0/1).
    static func betLeg(_ selection: BetSelection, index: Int) throws(ServiceProviderError) -> SportRadarModels.BetLegRequest {
        let fraction = try selection.odds.fraction(maximumTerm: maximumPriceTerm, field: "selections[\(index)].odds")
        return SportRadarModels.BetLegRequest(idFOSelection: selection.outcomeId, priceDown: String(fraction.denominator),
                                        priceUp: String(fraction.numerator))
    }

    /// The tickets a slip makes: one per selection for singles, one for a multiple or a system
    /// (whose type code comes from the vendor's allowed types: `systemCode`).
    static func tickets(_ slip: BetSlip, systemCode: String? = nil) throws(ServiceProviderError) -> [SportRadarModels.BetTicket] {
        let legs = try betLegs(slip.selections)
        let code: String
        switch slip.type {
        case .single:
            return legs.map { SportRadarModels.BetTicket(betLegs: [$0], idFOBetType: "S", winStake: slip.stakePerBet.amount) }
        case .multiple:
            code = multipleCode(legs: legs.count)
        case .system(let size):
            guard let systemCode else { throw .invalidRequest(message: "No bet type of the bookmaker is a system of \(size).") }
            code = systemCode
        }
        return [SportRadarModels.BetTicket(betLegs: legs, idFOBetType: code, winStake: slip.stakePerBet.amount)]
    }

    /// Every selection's leg, in order.
    static func betLegs(_ selections: [BetSelection]) throws(ServiceProviderError) -> [SportRadarModels.BetLegRequest] {
        try selections.enumerated().map { index, selection throws(ServiceProviderError) in try betLeg(selection, index: index) }
    }

    /// A potential return.
    static func potentialReturn(_ response: SportRadarModels.PotentialReturnResponse, currency: String) -> PotentialReturn {
        PotentialReturn(numberOfBets: response.unitCount, totalStake: Money(amount: decimal(response.totalStake), currency: currency),
                        potentialReturn: Money(amount: decimal(response.potentialReturn), currency: currency),
                        totalOdds: response.totalOdd.map { Odds(decimal: decimal($0)) })
    }

    /// A placed slip: state 2 placed; state 1 with a detailed state in `confirmable` (66 or 10
    /// for a bet slip) awaits the user's confirmation, and the bet carries the slip's id to
    /// confirm it with; any other state is a refusal (``slipRefusal(_:)``).
    static func placedBet(_ response: SportRadarModels.PlaceBetsResponse, request: BetPlacementRequest,
                          slip: BetSlip) throws(ServiceProviderError) -> Bet {
        try placedBet(response, reference: request.reference, slip: slip)
    }

    /// ``placedBet(_:request:slip:)`` for any placement: the bet builder recognises only 66.
    static func placedBet(_ response: SportRadarModels.PlaceBetsResponse, reference: String, slip: BetSlip,
                          confirmable: Set<Int> = [66, 10], totalOdds: Odds? = nil) throws(ServiceProviderError) -> Bet {
        let status: BetStatus
        switch (response.status.state, response.status.detailedState) {
        case (2, _): status = .open
        case (1, let detailed?) where confirmable.contains(detailed): status = .pendingConfirmation
        default: throw slipRefusal(response.status)
        }
        let currency = slip.stakePerBet.currency
        let placed = response.bets?.first
        let betId = placed.map { formattedId($0.idFoBet, fractionDigits: 2) } ?? String(response.idFOBetSlip)
        let legs = slip.selections.map { selection in
            BetLeg(eventId: selection.eventId, eventName: "", marketName: "", outcomeName: "", odds: selection.odds, status: status,
                   outcomeId: selection.outcomeId)
        }
        return Bet(id: betId, reference: reference, type: slip.type, status: status,
                   stake: Money(amount: response.totalStake.map(decimal) ?? slip.totalStake.amount, currency: currency),
                   potentialReturn: placed?.potentialReturn.map { Money(amount: decimal($0), currency: currency) },
                   totalOdds: totalOdds, legs: legs, slipId: String(response.idFOBetSlip))
    }

    /// The error of a slip that was not placed: "wager limit" in the text is a limit, anything
    /// else a rejection with the vendor's text.
    static func slipRefusal(_ status: SportRadarModels.BetSlipStatus) -> ServiceProviderError {
        let text = status.statusText
        if text?.lowercased().contains("wager limit") == true { return .limitExceeded(message: text) }
        return .betRejected(message: text)
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
            let type = historyBetType(name: first.betTypeName, legs: legs.count)
            return Bet(id: id, type: type, status: status, stake: Money(amount: decimal(first.totalStake), currency: currency),
                       potentialReturn: first.potentialReturn.map { Money(amount: decimal($0), currency: currency) },
                       payout: status.isSettled ? first.totalReturn.map { Money(amount: decimal($0), currency: currency) } : nil,
                       totalOdds: first.totalMultiBetOdds.map { Odds(decimal: decimal($0)) },
                       placedAt: first.tsAttempted.flatMap(SportRadarDates.poseidon), legs: mappedLegs,
                       slipId: first.idFOBetslip.map(String.init))
        }
    }

    /// A history bet's type, from its `betTypeName` and its number of legs: one leg is a single;
    /// an "every k-fold" name (``SportRadarBetTypeCodes/historyFoldSizes``) over more than k legs
    /// is the system of k (a "System 2/3" is listed as `Doubles` over three legs), over k legs the
    /// accumulator. Any other name (`Accumulator`, a full cover such as `Trixie`, which no
    /// ``BetType`` expresses) is read as the accumulator, as before.
    static func historyBetType(name: String?, legs: Int) -> BetType {
        guard legs > 1 else { return .single }
        let key = (name ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        guard let size = SportRadarBetTypeCodes.historyFoldSizes[key], size >= 2, size < legs else { return .multiple }
        return .system(size: size)
    }

    /// The bets the bookmaker would cash out now, their ids formatted as history bet ids are
    /// (``formattedId(_:fractionDigits:)``, two decimals), so the two compare exactly.
    static func cashableBetIds(_ ids: [Double]) -> Set<String> {
        Set(ids.map { formattedId($0, fractionDigits: 2) })
    }

    /// A cashout offer.
    static func cashoutOffer(_ response: SportRadarModels.CalculateCashoutResponse, betId: String, currency: String) -> CashoutOffer {
        CashoutOffer(betId: betId, amount: Money(amount: decimal(response.cashoutValue), currency: currency),
                     allowsPartial: response.partialCashoutAvailable ?? false)
    }

    /// A cashout result: -1 done, 1 re-offer, anything else suspended; a `message` is a refusal.
    static func cashoutResult(_ response: SportRadarModels.CashoutResponse, offer: CashoutOffer) throws(ServiceProviderError) -> CashoutResult {
        if let message = response.message, !message.isEmpty { throw .betRejected(message: message) }
        guard let result = response.cashoutResult else { throw .invalidResponse(message: "A cashout answer without a result.") }
        switch result {
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
