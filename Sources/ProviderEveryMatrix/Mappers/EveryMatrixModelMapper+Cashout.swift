import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// The vendor's "no value yet" code (current odds not found): not an offer.
    static let cashoutCodeNoValue = 103
    /// The vendor's "below the minimum cashout" code: an offer, marked.
    static let cashoutCodeBelowMinimum = 105

    /// The offer in one event of the cashout value stream, or `nil` when it carries none: `PING`,
    /// `AUTOCASHOUT_RULE`, a `CASHOUT_VALUE` without a value (code 103), or a payload that does not
    /// decode (the reference drops those too). The stream carries no currency: `currency` is the
    /// user's.
    static func cashoutOffer(from event: ServerSentEvent, currency: String) -> CashoutOffer? {
        guard let message = try? JSONDecoder().decode(EveryMatrixModels.CashoutStreamMessage.self, from: Data(event.data.utf8)) else {
            return nil
        }
        return cashoutOffer(message, currency: currency)
    }

    /// A `CASHOUT_VALUE` that has a value, as an offer, and one below the minimum (code 105) even
    /// without a value (then its amount is zero: there is nothing to accept); partial cashout
    /// counts as allowed unless the settings (or the top-level flag) say `false`.
    static func cashoutOffer(_ message: EveryMatrixModels.CashoutStreamMessage, currency: String) -> CashoutOffer? {
        let code = message.details?.code
        guard message.messageType == "CASHOUT_VALUE", let betId = message.betId, code != cashoutCodeNoValue,
              let value = message.cashoutValue ?? (code == cashoutCodeBelowMinimum ? 0 : nil) else { return nil }
        let status: CashoutOfferStatus
        switch code {
        case nil, 100: status = .available
        case cashoutCodeBelowMinimum: status = .belowMinimum
        case let other?: status = .unknown(String(other))
        }
        let partial = message.cashoutValueSettings?.partialCashOutEnabled ?? message.partialCashOutEnabled
        return CashoutOffer(betId: betId, amount: Money(amount: value, currency: currency), allowsPartial: partial != false,
                            remainingStake: message.stake.map { Money(amount: $0, currency: currency) },
                            potentialWinning: message.currentPossibleWinning.map { Money(amount: $0, currency: currency) },
                            status: status)
    }

    /// The cashout body: the whole remaining stake when `partial` is `nil`, else that stake and
    /// its prorated value.
    static func cashoutRequest(_ offer: CashoutOffer, partial: (stake: Money, value: Money)?, operatorId: String, language: String)
        -> EveryMatrixModels.CashoutRequest {
        EveryMatrixModels.CashoutRequest(betId: offer.betId, cashoutValue: partial?.value.amount ?? offer.amount.amount,
                                         cashoutType: partial == nil ? "FULL" : "PARTIAL", cashoutChangeAcceptance: "WITHIN_THRESHOLD",
                                         operatorId: operatorId, language: language, partialCashoutStake: partial?.stake.amount)
    }

    /// A cashout answer: pending while the vendor says so, else done (in part, for a partial one).
    static func cashoutResult(_ response: EveryMatrixModels.CashoutResponse, offer: CashoutOffer, partialStake: Money?)
        throws(ServiceProviderError) -> CashoutResult {
        guard response.success != false else { throw .betRejected(message: "The cashout was not accepted.") }
        if response.pendingCashOut == true { return .pending }
        let currency = offer.amount.currency
        guard let paid = response.cashoutPayout ?? response.cashoutValue else {
            throw .invalidResponse(message: "A cashout answer without a payout.")
        }
        let payout = Money(amount: paid, currency: currency)
        guard let partialStake else { return .completed(payout: payout) }
        let remaining = offer.remainingStake.map { Money(amount: $0.amount - partialStake.amount, currency: currency) }
        return .partiallyCompleted(payout: payout, remainingStake: remaining)
    }
}
