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

    /// A listed bet (`open-bets`, `settled-bets`) with its own selections.
    static func bet(_ bet: EveryMatrixModels.Bet) throws(ServiceProviderError) -> Bet {
        let money = { (amount: Decimal) in Money(amount: amount, currency: bet.currency) }
        let legs = bet.selections.map { selection in
            BetLeg(eventId: selection.eventId, eventName: selection.eventName ?? "", marketName: selection.marketName ?? "",
                   outcomeName: selection.betName ?? "", odds: Odds(decimal: selection.priceValue),
                   status: betStatus(selection.status), eventStartDate: date(selection.eventDate), outcomeId: selection.outcomeId)
        }
        return Bet(id: bet.id, type: try betType(bet.type), status: betStatus(bet.status), stake: money(bet.amount),
                   potentialReturn: bet.maxWinning.map(money), payout: bet.overallBetReturns.map(money),
                   totalOdds: bet.totalPriceValue.map { Odds(decimal: $0) }, placedAt: date(bet.placedDate), legs: legs,
                   remainingStake: bet.betRemainingStake.map(money))
    }

    /// A list of bets, in the vendor's order; one bet with an unknown type fails the list.
    static func bets(_ raw: [EveryMatrixModels.Bet]) throws(ServiceProviderError) -> [Bet] {
        var bets: [Bet] = []
        bets.reserveCapacity(raw.count)
        for item in raw { bets.append(try bet(item)) }
        return bets
    }

    /// The `betStatus` filter of `settled-bets`: the vendor documents `WON` and `CASHED_OUT`.
    static func settledBetStatus(_ status: BetStatus?) throws(ServiceProviderError) -> String? {
        switch status {
        case nil: return nil
        case .won?: return "WON"
        case .cashedOut?: return "CASHED_OUT"
        case let other?: throw .invalidRequest(message: "EveryMatrix filters settled bets by won or cashed out only, not \(other).")
        }
    }

    /// The vendor's odds-change acceptance; it has no "refuse every change".
    static func oddsValidationType(_ policy: OddsChangePolicy) throws(ServiceProviderError) -> String {
        switch policy {
        case .acceptAny: return "ACCEPT_ANY"
        case .acceptHigher: return "ACCEPT_HIGHER"
        case .acceptNone:
            throw .invalidRequest(message: "EveryMatrix cannot refuse every odds change: place the bet with acceptHigher or acceptAny.")
        }
    }

    /// A stake as the place-bet body writes it: exactly two decimals (`"10.00"`, `"2000.00"`).
    /// A stake with a third decimal that is not zero cannot be sent and is refused, never rounded.
    static func amountText(_ amount: Decimal) throws(ServiceProviderError) -> String {
        var value = amount
        var cents = Decimal()
        NSDecimalRound(&cents, &value, 2, .plain)
        guard cents == amount, cents >= 0 else { throw .validation(fields: [.init(field: "stake", code: "TOO_MANY_DECIMALS", message: "EveryMatrix takes stakes with at most two decimals.")]) }
        let parts = cents.description.split(separator: ".", omittingEmptySubsequences: false)
        let fraction = parts.count > 1 ? String(parts[1]) : ""
        return "\(parts[0]).\(fraction.padding(toLength: 2, withPad: "0", startingAt: 0))"
    }

    /// The price ids of selections (EveryMatrix bets on betting offers); a selection without one
    /// is refused with `.invalidRequest`.
    static func priceIds(_ selections: [BetSelection]) throws(ServiceProviderError) -> [String] {
        var ids: [String] = []
        for (index, selection) in selections.enumerated() {
            guard let priceId = selection.priceId else {
                throw .invalidRequest(message: "selections[\(index)] has no priceId: EveryMatrix bets on the price (Outcome.priceId).")
            }
            ids.append(priceId)
        }
        return ids
    }

    /// The v2 place-bet body for a validated request of a single or a multiple (`type`, from
    /// ``placementType(_:)``), checked once, before the session is leased: each selection's price
    /// id, the stake's two decimals, the odds policy and the operator id. The user's fields are
    /// written by ``EveryMatrixModels/PlaceBetRequest/signed(by:)`` from the lease that signs it.
    static func placeBetBody(_ request: BetPlacementRequest, type: String, operatorId: String) throws(ServiceProviderError) -> EveryMatrixModels.PlaceBetRequest {
        guard let operatorNumber = Int(operatorId) else { throw .invalidRequest(message: "The operator id '\(operatorId)' is not a number.") }
        let slip = request.slip
        let priceIds = try priceIds(slip.selections)
        return EveryMatrixModels.PlaceBetRequest(
            ucsOperatorId: operatorNumber, userId: "", username: "", currency: slip.stakePerBet.currency, type: type,
            selections: zip(priceIds, try priceValues(slip.selections)).map { .init(bettingOfferId: $0, priceValue: $1) },
            amount: try amountText(slip.stakePerBet.amount), oddsValidationType: try oddsValidationType(request.oddsChangePolicy),
            terminalType: "DESKTOP", ubsWalletId: request.oddsBoostId)
    }

    /// The vendor's placement type of a slip: `nil` for a system bet, whose placement the vendor
    /// does not document.
    static func placementType(_ type: BetType) -> String? {
        switch type {
        case .single: return "SINGLE"
        case .multiple: return "MULTIPLE"
        case .system: return nil
        }
    }

    /// The session attribute holding the login name, which the place-bet body repeats.
    static let usernameAttribute = "username"

    /// A refused placement: `106` no funds, `121` a wager limit, anything else a rejected bet.
    static func placementRefusal(code: String?, message: String?) -> ServiceProviderError {
        switch code {
        case "106": return .insufficientFunds(message: message)
        case "121": return .limitExceeded(message: message)
        default: return .betRejected(message: message)
        }
    }

    /// A placed bet from the v2 answer, with the selections the vendor took (their names are not
    /// in the answer; the bet's listing in `bets(_:)` has them).
    static func placedBet(_ answer: EveryMatrixModels.PlaceBetResponse, reference: String) throws(ServiceProviderError) -> Bet {
        guard let placed = answer.response else { throw .invalidResponse(message: "The place-bet answer has no response.") }
        guard answer.successful != false, placed.success != false, let betId = placed.betId else {
            throw placementRefusal(code: placed.errorCode, message: placed.errorMessage)
        }
        guard let currency = placed.currency, let amount = placed.amount else {
            throw .invalidResponse(message: "The placed bet has no stake or currency.")
        }
        let money = { (value: Decimal) in Money(amount: value, currency: currency) }
        let legs = (placed.selections ?? []).map { selection in
            BetLeg(eventId: selection.eventId ?? "", eventName: "", marketName: "", outcomeName: "", odds: Odds(decimal: selection.priceValue),
                   status: .open, outcomeId: selection.outcomeId)
        }
        return Bet(id: betId, reference: reference, type: try betType(placed.type ?? "SINGLE"), status: .open, stake: money(amount),
                   potentialReturn: placed.maxWinning.map(money), totalOdds: placed.totalPriceValue.map { Odds(decimal: $0) },
                   placedAt: date(placed.placedDate), legs: legs, remainingStake: money(amount))
    }

    /// The decimal places an EveryMatrix price carries: the aggregator's own odds hold up to seven
    /// (`1.6451613`, recorded), and the vendor compares the price sent with its own.
    static let priceFractionDigits = 7

    /// Each selection's odds as the vendor's price holds them, or the `.validation` error of the
    /// first that would change (``Odds/decimal(maximumFractionDigits:field:)``).
    static func priceValues(_ selections: [BetSelection]) throws(ServiceProviderError) -> [Decimal] {
        var values: [Decimal] = []
        for (index, selection) in selections.enumerated() {
            values.append(try selection.odds.decimal(maximumFractionDigits: priceFractionDigits, field: "selections[\(index)].odds"))
        }
        return values
    }

    /// The kwargs of `/sports#bettingOptionsV2` for a slip; a zero stake is sent as `null`.
    static func bettingOptionsRequest(_ slip: BetSlip, language: String) throws(ServiceProviderError) -> EveryMatrixModels.BettingOptionsRequest {
        let type: String
        switch slip.type {
        case .single: type = "SINGLE"
        case .multiple: type = "MULTIPLE"
        case .system: type = "SYSTEM"
        }
        let priceIds = try priceIds(slip.selections)
        return EveryMatrixModels.BettingOptionsRequest(
            type: type, selections: zip(priceIds, try priceValues(slip.selections)).map { .init(bettingOfferId: $0, priceValue: $1) },
            stakeAmount: slip.stakePerBet.amount == 0 ? nil : slip.stakePerBet.amount, lang: language)
    }

    /// A slip's options; the forbidden combinations are the slip's own selections (matched by price id, then outcome id).
    static func bettingOptions(_ options: EveryMatrixModels.BettingOptions, slip: BetSlip) -> BettingOptions {
        let money = { (value: Decimal) in Money(amount: value, currency: slip.stakePerBet.currency) }
        let forbidden: [[BetSelection]] = (options.forbiddenCombinations ?? []).compactMap { combination in
            let members = (combination.selections ?? []).compactMap { entry in
                slip.selections.first { entry.bettingOfferId != nil && $0.priceId == entry.bettingOfferId }
                    ?? slip.selections.first { entry.outcomeId != nil && $0.outcomeId == entry.outcomeId }
            }
            return members.isEmpty ? nil : members
        }
        return BettingOptions(isAccepted: options.success ?? false,
                              allowedTypes: BettingOptions.allowedTypes(for: slip.selections, forbidden: forbidden),
                              minimumStake: options.minStake.map(money), maximumStake: options.maxStake.map(money),
                              totalOdds: options.priceValueFactor.map { Odds(decimal: $0) },
                              maximumWinning: options.maxWinningAndTaxes?.maxWinning.map(money), forbiddenCombinations: forbidden,
                              freeBetCount: options.freeBets?.count ?? 0, oddsBoostCount: options.oddsBoosts?.count ?? 0)
    }

    /// The odds-boost body for a slip: one combination of all its selections.
    static func oddsBoostRequest(_ slip: BetSlip) -> EveryMatrixModels.OddsBoostWalletsRequest {
        EveryMatrixModels.OddsBoostWalletsRequest(
            stakeCurrency: slip.stakePerBet.currency, stakeAmount: slip.stakePerBet.amount,
            combination: [.init(selection: slip.selections.map {
                .init(outcomeId: $0.outcomeId, eventId: $0.eventId, marketId: $0.marketId, odds: $0.odds.decimal)
            })])
    }

    /// The user's odds boosts, caps in the slip's currency.
    static func oddsBoosts(_ wallets: EveryMatrixModels.OddsBoostWallets, currency: String) -> [OddsBoostOffer] {
        func tier(_ stair: EveryMatrixModels.Wallet.Stair) -> OddsBoostTier {
            OddsBoostTier(minimumSelections: stair.minSelectionNumber, percentage: stair.percentage,
                          cap: stair.capAmount?[currency].map { Money(amount: $0, currency: currency) })
        }
        return wallets.items.map { wallet in
            let configuration = wallet.extension?.bonus?.wallet
            return OddsBoostOffer(id: wallet.id.value, eligibleEventIds: wallet.oddsBoost?.eligibleEventID ?? [],
                                  currentTier: wallet.oddsBoost?.currentStair.map(tier), nextTier: wallet.oddsBoost?.nextStair.map(tier),
                                  tiers: (configuration?.oddsBoost?.sportsBoostStairs ?? []).map(tier).sorted { $0.minimumSelections < $1.minimumSelections },
                                  expiresAt: date(configuration?.expiryTime))
        }
    }

    /// The selection a one-off `/bettingOffers/{id}` dump holds for that offer, at its current
    /// odds; `nil` when the dump does not hold it (no longer offered).
    static func selection(offerId: String, in store: AggregatorView) -> BetSelection? {
        for event in events(in: store) {
            for market in event.markets {
                if let outcome = market.outcomes.first(where: { $0.priceId == offerId }) {
                    return BetSelection(eventId: event.id, marketId: market.id, outcomeId: outcome.id, odds: outcome.odds, priceId: offerId)
                }
            }
        }
        return nil
    }
}

extension EveryMatrixModels.PlaceBetRequest {
    /// The body with the user's id and login name from the lease that signs it; `.unauthorized`
    /// for a session from before login names were kept (sign in again).
    func signed(by user: SessionUser) throws(ServiceProviderError) -> Self {
        guard let username = user.attributes[EveryMatrixModelMapper.usernameAttribute] else { throw .unauthorized }
        var body = self
        body.userId = user.id
        body.username = username
        return body
    }
}
