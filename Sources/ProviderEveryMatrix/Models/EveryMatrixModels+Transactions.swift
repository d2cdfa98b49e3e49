import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// `GET …/transactions/banking` or `/wagering`: `{pagination {next, previous}, transactions}`.
    struct TransactionPage<Item: Decodable & Sendable>: Decodable, Sendable {
        let pagination: Pagination?
        let transactions: [Item]
    }

    /// `next` is `null` on the last page.
    struct Pagination: Decodable, Sendable {
        let next: String?
    }

    /// A deposit, withdrawal or other money movement. `transId` is a number; `type` 0 deposit,
    /// 1 withdrawal, 2–12 transfers and adjustments, 13–14 system.
    struct BankingTransaction: Decodable, Sendable {
        let transId: FlexibleString
        let created: String?
        let status: String?
        let type: Int
        let currency: String
        let realAmount: Decimal
        let externalReference: String?
    }

    /// A stake, win or cancel. `transId` is a string, `transType` `"1"` bet, `"2"` win, `"3"`
    /// cancel, `"4"`/`"5"` batch debit/credit; amounts are signed.
    struct WageringTransaction: Decodable, Sendable {
        let transId: FlexibleString
        let transType: FlexibleString
        let totalAmount: Decimal
        let balance: Decimal?
        let ins: String?
        let roundId: String?
        let currencyCode: String
    }
}
