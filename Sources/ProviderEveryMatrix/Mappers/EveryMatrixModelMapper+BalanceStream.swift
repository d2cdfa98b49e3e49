import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The user's balances kept up to date from the information stream: the snapshot of
/// `GET /v2/player/{id}/balance`, then each posting's new wallet balances (`afterAmount` per
/// `Real`/`Bonus` wallet). Each posting counts once (the server sends it as `BALANCE_UPDATE` and
/// `BALANCE_UPDATE_V2`, and a reconnect may send it again).
struct EveryMatrixBalanceLedger {
    private struct Totals {
        var total: Decimal
        var real: Decimal?
        var bonus: Decimal?
        var withdrawable: Decimal?
    }

    private var currencies: [String]
    private var totals: [String: Totals]
    private var appliedPostings: Set<String> = []

    /// Starts from the balance snapshot.
    init(snapshot: EveryMatrixModels.Balance) {
        currencies = EveryMatrixModelMapper.userWallet(snapshot).balances.map(\.currency)
        var totals: [String: Totals] = [:]
        for currency in currencies {
            totals[currency] = Totals(total: snapshot.totalAmount[currency] ?? 0, real: snapshot.totalRealAmount?[currency],
                                      bonus: snapshot.totalBonusAmount?[currency], withdrawable: snapshot.totalWithdrawableAmount?[currency])
        }
        self.totals = totals
    }

    /// Applies a posting; `false` (and nothing changes) when it was applied before.
    mutating func apply(_ update: EveryMatrixModels.BalanceUpdate) -> Bool {
        guard appliedPostings.insert(update.postingId).inserted else { return false }
        for (wallet, change) in update.balanceChange.sorted(by: { $0.key < $1.key }) {
            let currency = change.afterAmountCurrency ?? update.currency
            if totals[currency] == nil {
                currencies.append(currency)
                totals[currency] = Totals(total: 0)
            }
            guard var entry = totals[currency] else { continue }
            switch wallet {
            case "Real":
                entry.total += change.afterAmount - (entry.real ?? entry.total - (entry.bonus ?? 0))
                entry.real = change.afterAmount
                // What may be withdrawn is real money: never more than the real wallet holds.
                entry.withdrawable = entry.withdrawable.map { min($0, change.afterAmount) }
            case "Bonus":
                entry.total += change.afterAmount - (entry.bonus ?? 0)
                entry.bonus = change.afterAmount
            default:
                continue // A wallet the snapshot does not split out: the next snapshot has it.
            }
            totals[currency] = entry
        }
        return true
    }

    /// The balances now, in the snapshot's order (a currency first seen in the stream last).
    var wallet: UserWallet {
        UserWallet(balances: currencies.compactMap { currency in
            totals[currency].map { entry in
                WalletBalance(currency: currency, total: Money(amount: entry.total, currency: currency),
                              withdrawable: entry.withdrawable.map { Money(amount: $0, currency: currency) },
                              bonus: entry.bonus.map { Money(amount: $0, currency: currency) })
            }
        })
    }
}

extension EveryMatrixModelMapper {
    /// One event of the information stream, or `nil` when its payload does not decode (skipped).
    static func informationUpdate(from event: ServerSentEvent) -> EveryMatrixModels.InformationUpdate? {
        try? JSONDecoder().decode(EveryMatrixModels.InformationUpdate.self, from: Data(event.data.utf8))
    }
}
