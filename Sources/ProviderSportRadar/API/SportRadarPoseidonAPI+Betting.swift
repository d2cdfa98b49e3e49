import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The bet slip's further calls: allowed bet types (system bets), a held slip's confirmation,
/// partial cashout, the bet builder, special offers and the odds-change settings.
extension SportRadarPoseidonAPI {
    /// `POST /api/betting/fo/allowedBetTypesWithCalculation` (no auth): a calculation, safe to repeat.
    static func allowedBetTypes(_ body: SportRadarModels.AllowedBetTypesRequest) -> Request<[SportRadarModels.AllowedBetType]> {
        Request(.post, "/api/betting/fo/allowedBetTypesWithCalculation", body: .json(body), idempotent: true)
    }

    /// `PUT /api/betting/fo/betslip/{idFOBetSlip}/confirm`, with `Accept-Language` beside the
    /// betting headers. Never retried: placing twice must not be possible.
    static func confirmBetslip(id: String, language: String) -> Request<SportRadarModels.BetSlipStatus> {
        Request(.put, "/api/betting/fo/betslip/\(id)/confirm", headers: ["Accept-Language": language],
                body: .json(SportRadarModels.ConfirmBetslipRequest()), authorization: launchToken, idempotent: false)
    }

    /// `POST /api/betting/fo/betslip/{idFOBetSlip}/reject` with `{}`; the answer's body is ignored.
    static func rejectBetslip(id: String, language: String) -> Request<Void> {
        Request(.post, "/api/betting/fo/betslip/\(id)/reject", headers: ["Accept-Language": language],
                body: .json(SportRadarModels.RejectBetslipRequest()), authorization: launchToken)
    }

    /// `POST /api/cashout/fo/cashout/{betId}` for part of the stake. Never retried.
    static func partialCashout(betId: String, expectedValue: Decimal, stakeValue: Decimal) -> Request<SportRadarModels.CashoutResponse> {
        Request(.post, "/api/cashout/fo/cashout/\(betId)",
                body: .json(SportRadarModels.CashoutRequest(expectedValue: expectedValue, stakeValue: stakeValue)), authorization: launchToken)
    }

    /// `POST /api/custom-bet/v1/calculate` (no auth). Not retried: the vendor answers a
    /// combination it does not allow with 401, 500 or 503, and asking again changes nothing.
    static func customBetCalculate(_ body: SportRadarModels.CustomBetCalculateRequest) -> Request<SportRadarModels.CustomBetCalculateResponse> {
        Request(.post, "/api/custom-bet/v1/calculate", body: .json(body))
    }

    /// `POST /api/custom-bet/v1/placecustombet`, answered like a bet slip. Never retried.
    static func placeCustomBet(_ body: SportRadarModels.CustomBetPlaceRequest) -> Request<SportRadarModels.PlaceBetsResponse> {
        Request(.post, "/api/custom-bet/v1/placecustombet", body: .json(body), authorization: launchToken)
    }

    /// `POST /api/special-offer-calculator/v1/calculateSpecialOffers`: a calculation, safe to repeat.
    static func specialOffers(_ body: SportRadarModels.SpecialOffersRequest) -> Request<[SportRadarModels.SpecialOffer]> {
        Request(.post, "/api/special-offer-calculator/v1/calculateSpecialOffers", body: .json(body), authorization: launchToken,
                idempotent: true)
    }

    /// `GET /api/betting/fo/attribute/getAll`: the account's bet-slip settings.
    static var betslipSettings: Request<[SportRadarModels.BetslipSetting]> {
        Request("/api/betting/fo/attribute/getAll", authorization: launchToken)
    }

    /// `POST /api/betting/fo/attribute/update` with one setting; the answer is a bare boolean.
    /// Writing the same value again is harmless, so it is safe to repeat.
    static func updateBetslipSetting(_ setting: SportRadarModels.BetslipSetting) -> Request<Bool> {
        Request(.post, "/api/betting/fo/attribute/update", body: .json(setting), authorization: launchToken, idempotent: true)
    }
}
