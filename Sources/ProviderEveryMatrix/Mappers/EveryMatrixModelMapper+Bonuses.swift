import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// A granted bonus. Amounts are in the bonus's `currency`; the wagering requirement only when
    /// the vendor states one in a currency.
    static func grantedBonus(_ bonus: EveryMatrixModels.GrantedBonus) -> GrantedBonus {
        func money(_ amount: Decimal?, _ currency: String?) -> Money? {
            guard let amount, let currency = nonEmpty(currency) ?? nonEmpty(bonus.currency) else { return nil }
            return Money(amount: amount, currency: currency)
        }
        var wagering: BonusWagering?
        if let required = money(bonus.initialWagerRequirementAmount, bonus.initialWagerRequirementCurrency),
           let remaining = money(bonus.remainingWagerRequirementAmount, bonus.remainingWagerRequirementCurrency) {
            wagering = BonusWagering(required: required, remaining: remaining)
        }
        return GrantedBonus(id: bonus.id, bonusId: nonEmpty(bonus.bonusId), name: bonus.name ?? "", description: nonEmpty(bonus.description),
                            kind: bonusKind(bonus.type), status: bonusStatus(bonus.status),
                            amount: money(bonus.amount, bonus.currency), remaining: money(bonus.remainingAmount, bonus.currency),
                            wagering: wagering, grantedAt: date(bonus.grantedDate), expiresAt: date(bonus.expiryDate),
                            code: nonEmpty(bonus.bonusCode), imageURL: assetURL(bonus.assets))
    }

    /// A bonus the user can obtain.
    static func availableBonus(_ bonus: EveryMatrixModels.ApplicableBonus) -> AvailableBonus {
        let minimums = (bonus.trigger?.method?.deposit?.minimumAmount ?? [:])
            .sorted { $0.key < $1.key }
            .map { Money(amount: $0.value, currency: $0.key) }
        let presentation = bonus.presentation
        return AvailableBonus(id: bonus.id, code: nonEmpty(bonus.code), kind: bonusKind(bonus.type), name: presentation?.name?.content ?? "",
                              description: nonEmpty(presentation?.description?.content),
                              pageURL: nonEmpty(presentation?.url?.content).flatMap(URL.init(string:)),
                              imageURL: assetURL(presentation?.assets?.content), startsAt: date(bonus.trigger?.startTime),
                              endsAt: date(bonus.trigger?.endTime), minimumDeposits: minimums, isSelectable: bonus.selectable ?? false)
    }

    /// The vendor's bonus type; unknown types stay raw.
    static func bonusKind(_ raw: String?) -> BonusKind {
        switch raw?.lowercased() {
        case "freebet": return .freeBet
        case "oddsboost": return .oddsBoost
        default: return .unknown(raw ?? "")
        }
    }

    /// The vendor's granted-bonus status; unknown statuses stay raw.
    static func bonusStatus(_ raw: String?) -> BonusStatus {
        switch raw?.lowercased() {
        case "active": return .active
        case "completed": return .completed
        case "expired": return .expired
        case "forfeited": return .forfeited
        default: return .unknown(raw ?? "")
        }
    }

    /// An asset address: the vendor's are protocol-relative (`//host/path`) and get `https:`;
    /// anything but an absolute `https`/`http` address is dropped.
    static func assetURL(_ raw: String?) -> URL? {
        guard let raw = nonEmpty(raw) else { return nil }
        let absolute = raw.hasPrefix("//") ? "https:" + raw : raw
        guard let url = URL(string: absolute), let scheme = url.scheme?.lowercased(), scheme == "https" || scheme == "http",
              url.host != nil else { return nil }
        return url
    }
}
