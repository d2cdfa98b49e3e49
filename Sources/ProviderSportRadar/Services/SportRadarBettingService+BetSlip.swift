import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The full bet slip: allowed types (system bets), a held slip's confirmation, partial cashout,
/// the bet builder, special offers and the saved odds-change choice.
extension SportRadarBettingService {
    /// The vendor's allowed types for the slip's legs (no auth, betting headers). A zero stake
    /// asks without one; the vendor is always asked without a stake.
    func bettingOptions(_ slip: BetSlip) async throws(ServiceProviderError) -> BettingOptions {
        try slip.validateSelections(maximumSelections: Self.maximumSelections)
        if slip.stakePerBet.amount != 0 { try await runtime.validate(slip.stakePerBet, field: "stake") }
        return SportRadarModelMapper.bettingOptions(try await allowedBetTypes(slip), slip: slip)
    }

    /// A system slip's type code from the vendor's allowed types; `nil` for any other slip.
    func systemCode(for slip: BetSlip) async throws(ServiceProviderError) -> String? {
        guard case .system(let size) = slip.type else { return nil }
        guard let code = SportRadarModelMapper.systemCode(try await allowedBetTypes(slip), slip: slip) else {
            throw .invalidRequest(message: "The bookmaker offers no system of \(size) for these selections.")
        }
        return code
    }

    private func allowedBetTypes(_ slip: BetSlip) async throws(ServiceProviderError) -> [SportRadarModels.AllowedBetType] {
        let body = SportRadarModels.AllowedBetTypesRequest(betLegs: try SportRadarModelMapper.betLegs(slip.selections))
        return try await runtime.executor(.betting).send(SportRadarPoseidonAPI.allowedBetTypes(body))
    }

    /// `PUT …/betslip/{id}/confirm`: only state 2 is placed.
    func confirmPendingBet(_ bet: Bet) async throws(ServiceProviderError) -> Bet {
        let id = try heldSlipId(of: bet)
        let status = try await runtime.executor(.betting).send(SportRadarPoseidonAPI.confirmBetslip(id: id, language: runtime.configuration.language))
        return try SportRadarModelMapper.confirmedBet(status, pending: bet)
    }

    /// `POST …/betslip/{id}/reject`; only transport and HTTP errors fail.
    func rejectPendingBet(_ bet: Bet) async throws(ServiceProviderError) {
        let id = try heldSlipId(of: bet)
        try await runtime.executor(.betting).send(SportRadarPoseidonAPI.rejectBetslip(id: id, language: runtime.configuration.language))
    }

    private func heldSlipId(of bet: Bet) throws(ServiceProviderError) -> String {
        guard bet.status == .pendingConfirmation, let id = bet.slipId else {
            throw .invalidRequest(message: "The bet is not waiting for confirmation.")
        }
        try InputValidation.identifier(id, field: "slipId")
        return id
    }

    /// Asks the value of the part (`calculate` with `stakeValue`), then cashes that value out.
    func cashout(_ offer: CashoutOffer, partialStake: Money) async throws(ServiceProviderError) -> CashoutResult {
        try offer.validate(partialStake: partialStake)
        try await runtime.validate(partialStake, field: "partialStake")
        let betting = runtime.executor(.betting)
        let quote = try await betting.send(SportRadarPoseidonAPI.calculateCashout(betId: offer.betId, partialStake: partialStake.amount))
        guard quote.partialCashoutAvailable == true else { throw .invalidRequest(message: "This bet cannot be cashed out in part.") }
        let value = Money(amount: SportRadarModelMapper.decimal(quote.cashoutValue), currency: offer.amount.currency)
        let response = try await betting.send(SportRadarPoseidonAPI.partialCashout(betId: offer.betId, expectedValue: value.amount,
                                                                                    stakeValue: partialStake.amount))
        return try SportRadarModelMapper.partialCashoutResult(response, offer: offer, partialStake: partialStake, value: value)
    }

    /// `POST /api/custom-bet/v1/calculate`; the vendor's 401, 500 and 503 there all mean the
    /// selections cannot be combined.
    func betBuilderQuote(selections: [BetSelection], stake: Money) async throws(ServiceProviderError) -> BetBuilderQuote {
        try await validateBetBuilder(selections: selections, stake: stake)
        let body = SportRadarModels.CustomBetCalculateRequest(idFOSelections: selections.map(\.outcomeId), stakeAmount: stake.amount)
        do {
            let response = try await runtime.executor(.betting).send(SportRadarPoseidonAPI.customBetCalculate(body))
            return SportRadarModelMapper.betBuilderQuote(response, selections: selections, stake: stake)
        } catch {
            switch error {
            case .unauthorized, .server(status: 500, _), .server(status: 503, _):
                throw .betRejected(message: "These selections cannot be combined.")
            default: throw error
            }
        }
    }

    /// `POST /api/custom-bet/v1/placecustombet` (never retried; once per reference on the
    /// device). Always with auto-acceptance and no free bet, as the vendor's client does; a held
    /// bet is recognised only by detailed state 66 here.
    func placeBetBuilder(_ quote: BetBuilderQuote, reference: String) async throws(ServiceProviderError) -> Bet {
        try await validateBetBuilder(selections: quote.selections, stake: quote.stake)
        let odds = try quote.odds.decimal(maximumFractionDigits: SportRadarModelMapper.decimalOddsFractionDigits, field: "odds")
        try InputValidation.identifier(reference, field: "reference")
        let body = SportRadarModels.CustomBetPlaceRequest(idFOSelections: quote.selections.map(\.outcomeId), stakeAmount: quote.stake.amount,
                                                          calculatedOdds: odds)
        let slip = BetSlip(selections: quote.selections, type: .multiple, stakePerBet: quote.stake)
        let betting = runtime.executor(.betting)
        return try await runtime.placements.place(BetPlacementRequest(slip: slip, reference: reference)) { () throws(ServiceProviderError) -> Bet in
            try await betting.send(SportRadarPoseidonAPI.placeCustomBet(body)) { response throws(ServiceProviderError) in
                try SportRadarModelMapper.placedBet(response, reference: reference, slip: slip, confirmable: [66], totalOdds: quote.odds)
            }
        }
    }

    /// Two or more valid selections (of one event, which the vendor checks), at most
    /// ``maximumSelections``, and a valid stake in the account's currency.
    private func validateBetBuilder(selections: [BetSelection], stake: Money) async throws(ServiceProviderError) {
        guard selections.count >= 2 else { throw .invalidRequest(message: "A bet builder combines at least two selections.") }
        try await validate(BetSlip(selections: selections, type: .single, stakePerBet: stake))
    }

    /// `POST …/calculateSpecialOffers` for the slip's type code.
    func specialOffer(for slip: BetSlip) async throws(ServiceProviderError) -> SlipSpecialOffer {
        try await validate(slip)
        let code: String
        switch slip.type {
        case .single: code = "S"
        case .multiple: code = SportRadarModelMapper.multipleCode(legs: slip.selections.count)
        case .system: code = try await systemCode(for: slip) ?? ""
        }
        let body = try SportRadarModelMapper.specialOffersRequest(slip, betType: code)
        let offers = try await runtime.executor(.betting).send(SportRadarPoseidonAPI.specialOffers(body))
        return try SportRadarModelMapper.specialOffer(offers, currency: slip.stakePerBet.currency)
    }

    /// `GET …/attribute/getAll`.
    func oddsChangePolicy() async throws(ServiceProviderError) -> OddsChangePolicy {
        try SportRadarModelMapper.oddsChangePolicy(try await runtime.executor(.betting).send(SportRadarPoseidonAPI.betslipSettings))
    }

    /// Writes both split settings (in running, then pre-match), as the vendor's client does; an
    /// answer of `false` is `.invalidResponse`.
    func setOddsChangePolicy(_ policy: OddsChangePolicy) async throws(ServiceProviderError) {
        for setting in try SportRadarModelMapper.oddsChangeSettings(policy) {
            guard try await runtime.executor(.betting).send(SportRadarPoseidonAPI.updateBetslipSetting(setting)) else {
                throw .invalidResponse(message: "The bookmaker did not save the odds-change setting.")
            }
        }
    }
}
