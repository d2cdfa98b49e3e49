import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModelMapper {
    /// The deposit method the vendor's client uses (the drop-in covers cards and wallets).
    static let dropInDepositMethod = "ADYEN_ALL"

    /// Deposit methods: only the drop-in is offered to the app.
    static func depositMethods(_ response: SportRadarModels.DepositMethodsResponse) -> [PaymentMethod] {
        response.depositMethods.filter { $0.code == dropInDepositMethod }.map { method in
            let names = method.methods?.map(\.name) ?? []
            return PaymentMethod(id: method.code, name: names.isEmpty ? method.code : names.joined(separator: ", "))
        }
    }

    /// A deposit: the cashier page and the payment-service session.
    static func cashierSession(_ response: SportRadarModels.ProcessDepositResponse) -> CashierSession {
        CashierSession(url: response.continueUrl.flatMap(URL.init(string:)), paymentId: response.paymentId,
                       sessionToken: response.sessionData, status: .pending)
    }

    /// A payment status text.
    static func paymentStatus(_ raw: String) -> PaymentStatus {
        switch raw.uppercased() {
        case "PENDING", "PROCESSING", "INITIATED": return .pending
        case "COMPLETED", "SUCCESS", "APPROVED": return .completed
        case "FAILED", "ERROR": return .failed
        case "CANCELLED", "CANCELED": return .cancelled
        case "REJECTED", "DECLINED": return .rejected
        default: return .unknown(raw)
        }
    }

    /// A payment's status.
    static func paymentStatus(_ response: SportRadarModels.PaymentStatusResponse, requestedId: String) -> PaymentStatusResponse {
        PaymentStatusResponse(paymentId: response.paymentId ?? requestedId, status: paymentStatus(response.paymentStatus))
    }

    /// Withdrawal methods with their limits (text only, e.g. `"10,000.00"`).
    static func withdrawalMethods(_ response: SportRadarModels.WithdrawalMethodsResponse, currency: String) -> [PaymentMethod] {
        response.withdrawalMethods.map { method in
            PaymentMethod(id: method.code, name: method.paymentMethod ?? method.code,
                          minimum: method.minimumWithdrawal.flatMap { Money(string: $0, currency: currency) },
                          maximum: method.maximumWithdrawal.flatMap { Money(string: $0, currency: currency) })
        }
    }

    /// Transaction types: vendor code ↔ kind, and whether money leaves the account.
    static let transactionKinds: [(code: String, kind: TransactionKind, outgoing: Bool)] = [
        ("DEPOSIT", .deposit, false), ("WITHDRAWAL", .withdrawal, true), ("CRE_BONUS", .bonus, false),
        ("EXP_BONUS", .bonusExpired, true), ("BONUS_REL", .bonusReleased, false), ("DP_CANCEL", .depositCancelled, true),
        ("WD_CANCEL", .withdrawalCancelled, false), ("GAME_BET", .bet, true), ("GAME_WIN", .win, false),
        ("CASH_OUT", .cashout, false), ("REFUND", .refund, false), ("PRODUC_BON", .bonus, false),
        ("MAN_ADJUST", .adjustment, false), ("WD_REJECT", .withdrawalRejected, false), ("ESC_XFER", .escrow, true),
        ("ESC_XFER_SIMPLE", .escrow, true), ("DP_RBACK", .depositCancelled, true),
    ]

    /// The vendor codes to filter on for the given kinds.
    static func transactionTypeCodes(for kinds: [TransactionKind]) -> [String] {
        kinds.flatMap { kind -> [String] in
            if case .unknown(let raw) = kind { return [raw] }
            return transactionKinds.filter { $0.kind == kind }.map(\.code)
        }
    }

    /// One transaction; the sign comes from the type, and `BONUS_REL` moves `amountReal`.
    static func transaction(_ detail: SportRadarModels.TransactionDetail) throws(ServiceProviderError) -> Transaction {
        guard let date = SportRadarDates.transactionDate(detail.dateTime) else {
            throw .decoding(type: "TransactionDetail", codingPath: "dateTime", debugDescription: "Unknown date format: \(detail.dateTime)")
        }
        let entry = transactionKinds.first { $0.code == detail.tranType }
        let kind = entry?.kind ?? .unknown(detail.tranType)
        let magnitude = decimal(detail.tranType == "BONUS_REL" ? (detail.amountReal ?? detail.amount) : detail.amount)
        let signed = (entry?.outgoing ?? false) ? -magnitude : magnitude
        let reference = detail.paymentId.map(String.init) ?? detail.gameTranId ?? detail.reference
        return Transaction(id: String(detail.id), date: date, kind: kind, amount: Money(amount: signed, currency: detail.currency),
                           balanceAfter: detail.postBalance.map { Money(amount: decimal($0), currency: detail.currency) },
                           reference: reference)
    }
}
