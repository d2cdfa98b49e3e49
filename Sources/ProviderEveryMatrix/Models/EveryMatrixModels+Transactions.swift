import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// `GET …/transactions/banking` or `/wagering`: `{pagination {next, previous}, transactions}`.
    package struct TransactionPage<Item: Decodable & Sendable>: Decodable, Sendable {
        package let pagination: Pagination?
        package let transactions: [Item]
    }

    /// `next` is `null` on the last page.
    package struct Pagination: Decodable, Sendable {
        package let next: String?
    }

    /// A deposit, withdrawal or other money movement. `transId` is a number; `type` 0 deposit,
    /// 1 withdrawal, 2–12 transfers and adjustments, 13–14 system.
    package struct BankingTransaction: Decodable, Sendable {
        package let transId: FlexibleString
        package let created: String?
        package let status: String?
        package let type: Int
        package let currency: String
        package let realAmount: Decimal
        package let externalReference: String?
    }

    /// A stake, win or cancel. `transId` is a string, `transType` `"1"` bet, `"2"` win, `"3"`
    /// cancel, `"4"`/`"5"` batch debit/credit; amounts are signed.
    package struct WageringTransaction: Decodable, Sendable {
        package let transId: FlexibleString
        package let transType: FlexibleString
        package let totalAmount: Decimal
        package let balance: Decimal?
        package let ins: String?
        package let roundId: String?
        package let currencyCode: String
    }
}
