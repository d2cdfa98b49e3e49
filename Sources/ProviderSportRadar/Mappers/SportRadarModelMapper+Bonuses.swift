import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// Plans of this type are claimed by typing their code (`redeemBonusCode`), so the vendor's
    /// app does not list them among the plans to opt in to; neither does the SDK.
    static let codedBonusPlanType = "CODED"
    /// Joins a bet's slip id and bet id into the win boost's game transaction id
    /// (`<idFOBetSlip>_<bet id>`): the one place to change if the vendor's separator differs.
    static let gameTransactionSeparator = "_"

    /// A granted bonus. Amounts come from the vendor's text; a free-bet bonus (`externalFreeBet`
    /// on the sportsbook) is a `.freeBet` of that amount, anything else bonus money.
    static func grantedBonus(_ bonus: SportRadarModels.GrantedBonus, currency: String) throws(ServiceProviderError) -> GrantedBonus {
        func money(_ text: String?, _ field: String) throws(ServiceProviderError) -> Money? {
            guard let text else { return nil }
            guard let value = Money(string: text, currency: currency) else {
                throw .decoding(type: "GrantedBonus", codingPath: field, debugDescription: "Not an amount: \(text)")
            }
            return value
        }
        let kind: BonusKind
        let amount: Money?
        if let freeBet = bonus.externalFreeBet, let value = freeBet.amount {
            kind = .freeBet
            amount = Money(double: value, currency: currency)
        } else {
            kind = .bonusMoney
            amount = try money(bonus.amount, "amount")
        }
        var wagering: BonusWagering?
        if let required = try money(bonus.wagerRequirement, "wagerRequirement") {
            let wagered = try money(bonus.amountWagered, "amountWagered")?.amount ?? 0
            wagering = BonusWagering(required: required, remaining: Money(amount: max(0, required.amount - wagered), currency: currency))
        }
        return GrantedBonus(id: String(bonus.id), name: bonus.bonusPlanName ?? "", kind: kind, status: bonusStatus(bonus.status),
                            amount: amount, wagering: wagering, grantedAt: bonus.triggerDate.flatMap(SportRadarDates.transactionDate),
                            expiresAt: bonus.expiryDate.flatMap(SportRadarDates.transactionDate))
    }

    /// A granted bonus's status: `QUEUED` and `OPTED_IN` wait; `RELEASED` (turned into real
    /// money) and `SPENT` are done; `CANCELED` (one L) was given up.
    static func bonusStatus(_ raw: String) -> BonusStatus {
        switch raw.uppercased() {
        case "ACTIVE": return .active
        case "QUEUED", "OPTED_IN": return .pending
        case "EXPIRED": return .expired
        case "CANCELED", "CANCELLED": return .forfeited
        case "RELEASED", "SPENT": return .completed
        default: return .unknown(raw)
        }
    }

    /// The plans the user may opt in to, without `CODED` ones. The plan's type stays raw: the
    /// vendor's values other than `CODED` are not documented.
    static func availableBonuses(_ response: SportRadarModels.EligibleOptInBonusPlansResponse, currency: String) -> [AvailableBonus] {
        response.optInBonusPlans.filter { $0.bonusPlanType?.uppercased() != codedBonusPlanType }.map { plan in
            AvailableBonus(id: plan.optInId, kind: .unknown(plan.bonusPlanType ?? ""), name: plan.bonusPlanName ?? "",
                           description: plan.description.flatMap { $0.isEmpty ? nil : $0 }, imageURL: httpsURL(plan.imageUrl),
                           startsAt: plan.startDate.flatMap(SportRadarDates.transactionDate),
                           endsAt: plan.endDate.flatMap(SportRadarDates.transactionDate), isSelectable: true,
                           amount: plan.bonusAmount.map { Money(double: $0, currency: currency) })
        }
    }

    /// An absolute `https` address, or `nil`.
    static func httpsURL(_ raw: String?) -> URL? {
        guard let raw, let url = URL(string: raw), url.scheme?.lowercased() == "https", url.host != nil else { return nil }
        return url
    }

    /// The win boost's game transaction id of a placed bet: `<slip id>_<bet id>`, the bet id's
    /// trailing fraction zeros dropped (`98765432.10` → `98765432.1`; `98765432.00` → `98765432`).
    static func gameTransactionId(_ bet: Bet) throws(ServiceProviderError) -> String {
        guard let slipId = bet.slipId else {
            throw .invalidRequest(message: "The bet \(bet.id) has no slip id: use a bet from placement or the bet history.")
        }
        try InputValidation.identifier(slipId, field: "slipId")
        try InputValidation.identifier(bet.id, field: "betId")
        var betId = Substring(bet.id)
        if betId.contains(".") {
            while betId.hasSuffix("0") { betId = betId.dropLast() }
            if betId.hasSuffix(".") { betId = betId.dropLast() }
        }
        return slipId + gameTransactionSeparator + betId
    }

    /// A win boost; `betId` is the bet its game transaction names.
    static func winBoost(_ entry: SportRadarModels.WinBoostEntry, betId: String?, currency: String) -> WinBoost {
        WinBoost(id: entry.winBoostId?.value, betId: betId, status: winBoostStatus(entry.status), message: entry.message,
                 wheel: entry.configuration.map { configuration in
                     WinBoostWheel(id: configuration.id.value, title: configuration.title, tiers: configuration.tiers.map(winBoostTier))
                 },
                 awardedTier: entry.awardedTier.map(winBoostTier),
                 boostAmount: entry.boostAmount.map { Money(double: $0, currency: currency) })
    }

    /// A wheel tier.
    static func winBoostTier(_ tier: SportRadarModels.WinBoostTier) -> WinBoostTier {
        WinBoostTier(name: tier.name, multiplier: decimal(tier.boostMultiplier), chance: tier.chance.map(decimal))
    }

    /// A boost after the user's answer: the accept call's status and awarded tier over the offer.
    static func answeredWinBoost(_ response: SportRadarModels.WinBoostAcceptResponse, offer: WinBoost) -> WinBoost {
        var boost = offer
        boost.status = winBoostStatus(response.status)
        boost.awardedTier = response.awardedTier.map(winBoostTier) ?? offer.awardedTier
        return boost
    }

    /// A win-boost status.
    static func winBoostStatus(_ raw: String) -> WinBoostStatus {
        switch raw.uppercased() {
        case "ELIGIBLE": return .eligible
        case "NOT_ELIGIBLE": return .notEligible
        case "TIMED_OUT": return .timedOut
        case "ACCEPTED": return .accepted
        case "REJECTED": return .rejected
        case "AWARDED": return .awarded
        default: return .unknown(raw)
        }
    }
}
