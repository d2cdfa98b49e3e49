import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Passes one amount into every public method that moves or stakes money, on one provider: a
/// call either refuses it (`.validation`; or `.invalidRequest`, `.notSupported` for a call the
/// provider cannot make) having sent nothing, or the amount
/// is a valid one (an active ISO currency written as ISO writes it, positive, at most
/// `Money.maximumAmount`, no more decimals than the currency has) and went out with its exact
/// digits, in the account's currency or naming its own.
enum AmountProbe {
    /// The methods that take an amount; slips use the subject's pick.
    static func calls(_ amount: ProbeAmount) -> [ProbeCall] {
        let money = amount.money
        @Sendable func slip(_ subject: ProbeSubject) -> BetSlip {
            BetSlip(selections: [subject.pick ?? BetSelection(eventId: "1", marketId: "1", outcomeId: "1", odds: Odds(decimal: 2))],
                    type: .single, stakePerBet: money)
        }
        return [
            ProbeCall("betting.potentialReturn(_:)") { _ = try await $0.client.betting.potentialReturn(slip($0)) },
            ProbeCall("betting.placeBet(_:)") { _ = try await $0.client.betting.placeBet(BetPlacementRequest(slip: slip($0))) },
            ProbeCall("betting.bettingOptions(_:)") { _ = try await $0.client.betting.bettingOptions(slip($0)) },
            ProbeCall("betting.specialOffer(for:)") { _ = try await $0.client.betting.specialOffer(for: slip($0)) },
            ProbeCall("betting.updateBet(id:to:)") { _ = try await $0.client.betting.updateBet(id: "5013", to: slip($0)) },
            ProbeCall("betting.betBuilderQuote(selections:stake:)") {
                _ = try await $0.client.betting.betBuilderQuote(selections: slip($0).selections, stake: money)
            },
            ProbeCall("betting.cashout(_:)") { _ = try await $0.client.betting.cashout(CashoutOffer(betId: "98765432.10", amount: money)) },
            ProbeCall("betting.cashout(_:partialStake:)") {
                let euros = Money(amount: 1_000, currency: ProbeProvider.accountCurrency)
                let offer = CashoutOffer(betId: "98765432.10", amount: euros, allowsPartial: true, remainingStake: euros)
                _ = try await $0.client.betting.cashout(offer, partialStake: money)
            },
            ProbeCall("payments.deposit(_:)") { _ = try await $0.client.payments.deposit(DepositRequest(methodId: "card", amount: money)) },
            ProbeCall("payments.withdraw(_:)") { _ = try await $0.client.payments.withdraw(WithdrawalRequest(methodId: "card", amount: money)) },
            ProbeCall("payments.continueDeposit(_:)") {
                _ = try await $0.client.payments.continueDeposit(DepositContinuation(paymentId: "1", amount: money, methodType: "paypal"))
            },
            ProbeCall("payments.topUp(_:)") { _ = try await $0.client.payments.topUp(money) },
            ProbeCall("responsibleGaming.setLimit(_:)") {
                _ = try await $0.client.responsibleGaming.setLimit(GamblingLimitRequest(kind: .deposit, period: .weekly, amount: money))
            },
            ProbeCall("responsibleGaming.changeLimit(id:amount:skipCoolOff:)") {
                _ = try await $0.client.responsibleGaming.changeLimit(id: $0.limit?.id ?? "1", amount: money, skipCoolOff: false)
            },
        ]
    }

    /// Whether `amount` may be sent at all, judged from its text (not by `Money.validate`, which
    /// the probe holds the providers to): an active ISO 4217 code as ISO writes it, a number
    /// above zero and at most the ceiling, with no more significant decimals than the currency's.
    static func isSendable(_ amount: ProbeAmount) -> Bool {
        guard let digits = Money.iso4217MinorUnits(of: amount.currency),
              let value = Decimal(string: amount.text, locale: Locale(identifier: "en_US_POSIX")), !value.isNaN,
              value > 0, value <= Money.maximumAmount else { return false }
        guard !amount.text.lowercased().contains("e") else { return true }
        let fraction = amount.text.split(separator: ".", maxSplits: 1).dropFirst().first ?? ""
        return fraction.reversed().drop { $0 == "0" }.count <= digits
    }

    /// The calls where a zero stake means "no stake": they ask for the slip's options without one.
    static let zeroMeansNoStake: Set<String> = ["betting.bettingOptions(_:)"]

    /// The currency a vendor reads an amount in when the request names none: a limit's own for
    /// its change, else the account's.
    static func readCurrency(of call: String, on subject: ProbeSubject) -> String {
        call.hasPrefix("responsibleGaming.changeLimit") ? subject.limit?.amount.currency ?? ProbeProvider.accountCurrency : ProbeProvider.accountCurrency
    }

    /// The rule's breaches in what one call sent with `amount`. An amount that is not one must be
    /// refused before anything but a read (`GET`) is sent; a valid one, where a request carries
    /// its value, goes with its exact digits (no number within 1% of it that is not it) and, when
    /// not in `readCurrency` (``readCurrency(of:on:)``), with its currency named.
    static func findings(_ record: ProbeCallRecord, amount: ProbeAmount, readCurrency: String) -> [String] {
        var findings: [String] = []
        if record.timedOut { findings.append("\(record.name): did not end") }
        let value = amount.money.amount
        if value == 0 && zeroMeansNoStake.contains(record.name) { return findings }
        let writes = record.requests.filter { $0.method != "GET" }.map(\.summary) + record.live.filter { $0.contains(" ") }
        guard isSendable(amount) else {
            if !record.wasRefused {
                findings.append("\(record.name): an amount that is not one was not refused (\(String(describing: record.error))): "
                                + "\(record.requests.map(\.summary))")
            } else if !writes.isEmpty {
                findings.append("\(record.name): refused (\(String(describing: record.error))) after sending \(writes)")
            }
            return findings
        }
        let numbers = record.requests.flatMap(\.numbers) + record.live.flatMap { SentRequest.jsonNumbers(in: Data($0.utf8)) }
        let decimals = numbers.compactMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) }
        for near in decimals where near != value && abs(near - value) <= value / 100 {
            findings.append("\(record.name): \(amount.text) \(amount.currency) went as \(near), not its exact digits")
        }
        if amount.currency != readCurrency, decimals.contains(value) {
            let texts = record.requests.flatMap(\.texts) + record.live
            if !texts.contains(where: { $0 == amount.currency || $0.contains("\"\(amount.currency)\"") }) {
                findings.append("\(record.name): \(amount.text) \(amount.currency) sent without naming its currency, to be read in \(readCurrency)")
            }
        }
        return findings
    }
}
