import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// Banking types 13 and 14 are the vendor's system movements: hidden, as the reference does.
    static let hiddenBankingTypes: Set<Int> = [13, 14]

    /// Banking movements. An item whose `created` date cannot be read at all is left out (a
    /// missing fraction of a second is read, unlike the reference, which drops such items).
    static func transactions(_ raw: [EveryMatrixModels.BankingTransaction]) -> [Transaction] {
        raw.compactMap { item in
            guard !hiddenBankingTypes.contains(item.type), let created = date(item.created) else { return nil }
            return Transaction(id: item.transId.value, date: created, kind: bankingKind(item.type),
                               amount: Money(amount: item.realAmount, currency: item.currency),
                               reference: nonEmpty(item.externalReference), status: item.status.map(bankingStatus))
        }
    }

    /// Stakes, wins and cancels. An item whose `ins` date cannot be read at all is left out.
    static func transactions(_ raw: [EveryMatrixModels.WageringTransaction]) -> [Transaction] {
        raw.compactMap { item in
            guard let inserted = date(item.ins) else { return nil }
            return Transaction(id: item.transId.value, date: inserted, kind: wageringKind(item.transType.value),
                               amount: Money(amount: item.totalAmount, currency: item.currencyCode),
                               balanceAfter: item.balance.map { Money(amount: $0, currency: item.currencyCode) },
                               reference: nonEmpty(item.roundId))
        }
    }

    /// 0 deposit, 1 withdrawal; the transfers and adjustments 2–12 are not told apart by the
    /// vendor's documentation, so they (and any other number) stay `unknown` with the number.
    static func bankingKind(_ type: Int) -> TransactionKind {
        switch type {
        case 0: return .deposit
        case 1: return .withdrawal
        default: return .unknown(String(type))
        }
    }

    /// `"1"` bet, `"2"` win, `"3"` cancel (the stake given back: a refund); else `unknown`.
    static func wageringKind(_ type: String) -> TransactionKind {
        switch type {
        case "1": return .bet
        case "2": return .win
        case "3": return .refund
        default: return .unknown(type)
        }
    }

    /// The documented statuses: `Success` completed, `Pending…` pending, `RollBack` cancelled
    /// (the money went back); any other is `unknown` with the vendor's word.
    static func bankingStatus(_ raw: String) -> PaymentStatus {
        let lowered = raw.lowercased()
        if lowered == "success" { return .completed }
        if lowered.hasPrefix("pending") { return .pending }
        if lowered == "rollback" { return .cancelled }
        return .unknown(raw)
    }

    /// A day as the transaction calls want it: `yyyy-MM-dd` in UTC.
    static func day(from date: Date) -> String {
        String(string(from: date).prefix(10))
    }
}
