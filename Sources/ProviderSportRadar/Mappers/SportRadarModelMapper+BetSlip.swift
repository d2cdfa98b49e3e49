import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The vendor's bet-type codes, in one place. Only `S` and `T` are evidenced; `D` (and the
/// full covers `TRX`, `PAT` of the fixtures) are invented, so a code found wrong is one line here.
enum SportRadarBetTypeCodes {
    /// The codes of singles.
    static let singles: Set<String> = ["S", "C1"]
    /// The codes of "every k-fold" bets by size k. Only needed where two sizes make as many bets
    /// (five legs: ten doubles, ten trebles); otherwise the number of bets tells the size.
    static let foldSizes: [String: Int] = ["D": 2, "T": 3]
    /// The history's `betTypeName`s of "every k-fold" bets, lowercased, by size k: the history
    /// rows carry the type's name, not its code or its number of bets. Evidenced: `Single` and
    /// `Treble` (history), `Singles`, `Doubles` and `Treble` (the allowed types' names); the other
    /// forms are their singular or plural.
    static let historyFoldSizes: [String: Int] = ["single": 1, "singles": 1, "double": 2, "doubles": 2, "treble": 3, "trebles": 3]
    /// What the special-offer calculator is sent as the sport when the sport is not known (the
    /// vendor's client does the same): a selection names no sport.
    static let unknownSport = "SPORT"
    /// The odds-change settings: the split pair (in running, pre-match) and the legacy single one.
    static let oddsChangeInRunning = SportRadarModels.BetslipSetting(id: 667, name: "oddsChangeInRunning", value: "")
    static let oddsChangePreMatch = SportRadarModels.BetslipSetting(id: 668, name: "oddsChangePreMatch", value: "")
    static let legacyOddsChangeId = 648
}

extension SportRadarModelMapper {
    /// The domain type of one allowed bet type for `slip`'s selections: `S`/`C1` singles, one
    /// bet an accumulator, else the system of the size k whose C(n, k) bets the entry makes (the
    /// fold code decides between two such sizes). `nil` for a type no `BetType` expresses: a full
    /// cover (trixie, patent: bets of several sizes) or an unknown size.
    static func betType(_ entry: SportRadarModels.AllowedBetType, slip: BetSlip) -> BetType? {
        if SportRadarBetTypeCodes.singles.contains(entry.idFOBetType) { return .single }
        if entry.unitCount == 1 { return .multiple }
        let count = slip.selections.count
        guard count > 2 else { return nil }
        let sizes = (2..<count).filter { size in
            var system = slip
            system.type = .system(size: size)
            return system.numberOfBets == entry.unitCount
        }
        if sizes.count == 1, let size = sizes.first { return .system(size: size) }
        if let size = SportRadarBetTypeCodes.foldSizes[entry.idFOBetType], sizes.contains(size) { return .system(size: size) }
        return nil
    }

    /// The vendor's code for the slip's system size, from its allowed types; `nil` when none matches.
    static func systemCode(_ entries: [SportRadarModels.AllowedBetType], slip: BetSlip) -> String? {
        entries.first { betType($0, slip: slip) == slip.type }?.idFOBetType
    }

    /// What the bookmaker allows for a slip: the types its answer maps to, in its order. The
    /// amounts of the answer (calculated for no stake) are not read: what they mean is not documented.
    static func bettingOptions(_ entries: [SportRadarModels.AllowedBetType], slip: BetSlip) -> BettingOptions {
        var types: [BetType] = []
        for entry in entries {
            if let type = betType(entry, slip: slip), !types.contains(type) { types.append(type) }
        }
        return BettingOptions(isAccepted: types.contains(slip.type), allowedTypes: types)
    }

    /// A confirmed slip: state 2 placed (the bet, now open); anything else a refusal.
    static func confirmedBet(_ status: SportRadarModels.BetSlipStatus, pending bet: Bet) throws(ServiceProviderError) -> Bet {
        guard status.state == 2 else { throw slipRefusal(status) }
        var placed = bet
        placed.status = .open
        placed.legs = bet.legs.map { leg in
            var leg = leg
            leg.status = .open
            return leg
        }
        return placed
    }

    /// A partial cashout's result: done is `.partiallyCompleted` with the value asked for and what
    /// stays riding (when the offer knows its stake); a re-offer is `.cashoutValueChanged` (the
    /// next partial cashout asks the value again).
    static func partialCashoutResult(_ response: SportRadarModels.CashoutResponse, offer: CashoutOffer, partialStake: Money,
                                     value: Money) throws(ServiceProviderError) -> CashoutResult {
        let part = CashoutOffer(betId: offer.betId, amount: value, allowsPartial: true)
        switch try cashoutResult(response, offer: part) {
        case .completed(let payout):
            let remaining = offer.remainingStake.map { Money(amount: $0.amount - partialStake.amount, currency: $0.currency) }
            return .partiallyCompleted(payout: payout, remainingStake: remaining)
        case .reoffered: throw .cashoutValueChanged
        case let other: return other
        }
    }

    /// A bet-builder quote: the vendor's decimal odds and return.
    static func betBuilderQuote(_ response: SportRadarModels.CustomBetCalculateResponse, selections: [BetSelection],
                                stake: Money) -> BetBuilderQuote {
        BetBuilderQuote(selections: selections, stake: stake, odds: Odds(decimal: decimal(response.calculatedOdds)),
                        potentialReturn: Money(amount: decimal(response.potentialReturn), currency: stake.currency))
    }

    /// The special-offer body: each leg with its market and event ids (the vendor's client sends
    /// names there, against its own example) and the unknown-sport value.
    static func specialOffersRequest(_ slip: BetSlip, betType: String) throws(ServiceProviderError) -> SportRadarModels.SpecialOffersRequest {
        let legs = try slip.selections.enumerated().map { index, selection throws(ServiceProviderError) in
            let leg = try betLeg(selection, index: index)
            return SportRadarModels.SpecialOfferLeg(idFOPriceType: leg.idFOPriceType, idFOSelection: leg.idFOSelection, priceDown: leg.priceDown,
                                                    priceUp: leg.priceUp, idFOSport: SportRadarBetTypeCodes.unknownSport,
                                                    idFOMarket: selection.marketId, idFOEvent: selection.eventId)
        }
        return SportRadarModels.SpecialOffersRequest(betLegs: legs, idFOBetType: betType, wunitstake: slip.stakePerBet.amount)
    }

    /// The first special offer (the only one the vendor's client uses); none is `.notFound`.
    static func specialOffer(_ offers: [SportRadarModels.SpecialOffer], currency: String) throws(ServiceProviderError) -> SlipSpecialOffer {
        guard let offer = offers.first else { throw .notFound }
        return SlipSpecialOffer(id: formattedId(offer.idFoSOOffer, fractionDigits: 1),
                                cashReturn: Money(amount: decimal(offer.soReturn ?? 0), currency: currency),
                                freeBetReturn: Money(amount: decimal(offer.soFreeReturn ?? 0), currency: currency))
    }

    /// The saved odds-change choice: the split pair when both are there (the stricter when they
    /// differ), else the legacy setting; none saved is `.notFound`.
    static func oddsChangePolicy(_ settings: [SportRadarModels.BetslipSetting]) throws(ServiceProviderError) -> OddsChangePolicy {
        func value(_ id: Int) throws(ServiceProviderError) -> OddsChangePolicy? {
            guard let setting = settings.first(where: { $0.id == id }) else { return nil }
            switch setting.value.lowercased() {
            case "none": return .acceptNone
            case "higher": return .acceptHigher
            default: throw .invalidResponse(message: "Unknown odds-change setting \(setting.value).")
            }
        }
        if let inRunning = try value(SportRadarBetTypeCodes.oddsChangeInRunning.id),
           let preMatch = try value(SportRadarBetTypeCodes.oddsChangePreMatch.id) {
            return inRunning == preMatch ? inRunning : .acceptNone
        }
        guard let legacy = try value(SportRadarBetTypeCodes.legacyOddsChangeId) else { throw .notFound }
        return legacy
    }

    /// The settings that save a policy: the same value in both split settings. The vendor has no
    /// "accept any change", so `.acceptAny` is refused rather than stored as something stricter.
    static func oddsChangeSettings(_ policy: OddsChangePolicy) throws(ServiceProviderError) -> [SportRadarModels.BetslipSetting] {
        let value: String
        switch policy {
        case .acceptNone: value = "none"
        case .acceptHigher: value = "higher"
        case .acceptAny:
            throw .invalidRequest(message: "The bookmaker saves only \"accept no change\" or \"accept higher odds\".")
        }
        return [SportRadarBetTypeCodes.oddsChangeInRunning, SportRadarBetTypeCodes.oddsChangePreMatch].map {
            SportRadarModels.BetslipSetting(id: $0.id, name: $0.name, value: value)
        }
    }
}
