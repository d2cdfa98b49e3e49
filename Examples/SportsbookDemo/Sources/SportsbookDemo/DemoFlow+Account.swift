import Foundation
import ServicesProvider
import AppModels

/// The demo's cashout and responsible-gaming steps, each shown only where the provider offers it.
extension DemoFlow {
    /// The bet's live cashout value (the first offer of the value stream), then a partial cashout
    /// of half the stake where allowed, else the whole bet.
    func cashout(_ bet: Bet) async throws(ServiceProviderError) {
        guard client.supports(.cashoutOfferUpdates) else { return }
        section("Cashout (live value, up to \(counted(Int(liveWait), "second")))")
        guard case .success(let offer?) = await firstValue(of: client.betting.cashoutOffers(betIds: [bet.id]), within: liveWait) else {
            return line("No cashout value arrived.")
        }
        line("Bet \(bet.id) is worth \(mapper.text(for: offer.amount)) now" + (offer.status == .belowMinimum ? " (below the minimum)" : ""))
        guard offer.status == .available else { return }
        let result: CashoutResult
        if offer.allowsPartial, client.supports(.partialCashout), let remaining = offer.remainingStake {
            let half = Money(amount: remaining.amount / 2, currency: remaining.currency)
            line("Cashing out half the stake (\(mapper.text(for: half)))")
            result = try await client.betting.cashout(offer, partialStake: half)
        } else {
            result = try await client.betting.cashout(offer)
        }
        switch result {
        case .completed(let payout): line("Cashed out: \(mapper.text(for: payout))")
        case .partiallyCompleted(let payout, let remaining):
            line("Cashed out \(mapper.text(for: payout))" + (remaining.map { "; \(mapper.text(for: $0)) stays on the bet" } ?? ""))
        case .reoffered(let newOffer): line("The value moved to \(mapper.text(for: newOffer.amount)): not cashed out")
        case .suspended: line("Cashout is suspended right now")
        case .pending: line("Cashout accepted, to be confirmed")
        }
    }

    /// The user's limits, then their deposit limit lowered by a tenth (a lower limit applies at
    /// once), or a weekly one set when there is none.
    func limits() async throws(ServiceProviderError) {
        guard client.supports(.limits) else { return }
        section("Responsible gaming")
        let limits = try await client.responsibleGaming.limits()
        if limits.isEmpty { line("No limits set.") }
        for limit in limits {
            line("\(limit.period) \(limit.kind) limit: \(mapper.text(for: limit.amount))"
                 + (limit.pendingChanges.isEmpty ? "" : " (\(counted(limit.pendingChanges.count, "change")) pending)"))
        }
        if let deposit = limits.first(where: { $0.kind == .deposit }), client.supports(.changeLimit) {
            var lower = deposit.amount.amount * 9 / 10
            var rounded = Decimal()
            NSDecimalRound(&rounded, &lower, 2, .down)
            let changed = try await client.responsibleGaming.changeLimit(id: deposit.id, amount: Money(amount: rounded, currency: deposit.amount.currency),
                                                                         skipCoolOff: false)
            line("Lowered the \(changed.period) deposit limit to \(mapper.text(for: changed.amount))")
        } else if limits.isEmpty, client.supports(.setLimit) {
            let currency = try await client.wallet.balance().primary?.currency ?? "EUR"
            let set = try await client.responsibleGaming.setLimit(
                GamblingLimitRequest(kind: .deposit, period: .weekly, amount: Money(amount: 500, currency: currency)))
            line("Set a \(set.period) deposit limit of \(mapper.text(for: set.amount))")
        }
    }
}

extension DemoFlow {
    /// The user's bonuses: those granted, then those on offer.
    func bonuses() async throws(ServiceProviderError) {
        guard client.supports(.grantedBonuses) || client.supports(.availableBonuses) else { return }
        section("Bonuses")
        if client.supports(.grantedBonuses) {
            let granted = try await client.bonuses.grantedBonuses()
            if granted.isEmpty { line("No bonus granted.") }
            for bonus in granted.prefix(3) {
                let value = (bonus.remaining ?? bonus.amount).map { ", \(mapper.text(for: $0))" } ?? ""
                line("\(bonus.name): \(bonus.status)" + value)
            }
        }
        if client.supports(.availableBonuses) {
            let available = try await client.bonuses.availableBonuses()
            line("On offer: " + (available.isEmpty ? "none" : available.prefix(3).map(\.name).joined(separator: ", ")))
        }
    }
}
