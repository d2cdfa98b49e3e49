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

    /// An Omega amount text in either grouping style: `1,234.50` and `1.234,50` are both
    /// 1234.50. With both separators, the last one is the decimal mark; with commas only, a
    /// single comma not followed by exactly three digits is the decimal mark (`2,50`); with points
    /// only, several points are grouping (`1.234.567`). `nil` for anything else.
    static func formattedAmount(_ text: String) -> Decimal? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let commas = trimmed.filter { $0 == "," }.count
        let points = trimmed.filter { $0 == "." }.count
        var plain: String
        if commas > 0, points > 0 {
            let decimalIsComma = (trimmed.lastIndex(of: ",") ?? trimmed.startIndex) > (trimmed.lastIndex(of: ".") ?? trimmed.startIndex)
            plain = decimalIsComma ? trimmed.replacingOccurrences(of: ".", with: "").replacingOccurrences(of: ",", with: ".")
                                   : trimmed.replacingOccurrences(of: ",", with: "")
        } else if commas == 1, let comma = trimmed.lastIndex(of: ","), trimmed[trimmed.index(after: comma)...].count != 3 {
            plain = trimmed.replacingOccurrences(of: ",", with: ".")
        } else if points > 1 {
            plain = trimmed.replacingOccurrences(of: ".", with: "")
        } else {
            plain = trimmed.replacingOccurrences(of: ",", with: "")
        }
        if plain.hasPrefix(".") { plain = "0" + plain }
        return Decimal(vendorText: plain)
    }

    /// Pending withdrawals; `paymentId` (an int here) becomes the id ``Withdrawal`` uses elsewhere.
    static func pendingWithdrawals(_ response: SportRadarModels.PendingWithdrawalsResponse, currency: String) throws(ServiceProviderError) -> [Withdrawal] {
        try (response.withdrawals ?? []).map { row throws(ServiceProviderError) in
            guard let amount = formattedAmount(row.amount) else {
                throw .decoding(type: "PendingWithdrawal", codingPath: "amount", debugDescription: "Not an amount: \(row.amount)")
            }
            return Withdrawal(id: String(row.paymentId), status: paymentStatus(row.status), amount: Money(amount: amount, currency: currency))
        }
    }

    /// Saved payout accounts (`BANK` is a bank account).
    static func payoutAccounts(_ response: SportRadarModels.PaymentInformationResponse) -> [PayoutAccount] {
        (response.data ?? []).map { entry in
            var details: [String: String] = [:]
            for detail in entry.details ?? [] { details[detail.key] = detail.value }
            return PayoutAccount(id: String(entry.id), kind: entry.type == "BANK" ? .bankAccount : .unknown(entry.type),
                                 description: entry.description, details: details)
        }
    }

    /// The `type` and the `fields` JSON text of addPaymentInformation (the vendor's client sends only `IBAN`).
    static func paymentInformationQuery(_ account: NewPayoutAccount) throws(ServiceProviderError) -> (type: String, fields: String) {
        switch account {
        case .bankAccount(let iban):
            let compact = iban.replacingOccurrences(of: " ", with: "").uppercased()
            guard let data = try? JSONSerialization.data(withJSONObject: ["IBAN": compact], options: [.sortedKeys]) else {
                throw .invalidRequest(message: "The bank details could not be encoded.")
            }
            return ("BANK", String(decoding: data, as: UTF8.self))
        }
    }

    /// updatePayment's answer: `RedirectShopper` with its page, or `Authorised`; any other
    /// `resultCode` is `.vendor(code:)`.
    static func depositContinuation(_ response: SportRadarModels.UpdatePaymentResponse) throws(ServiceProviderError) -> DepositContinuationResult {
        switch response.resultCode {
        case "Authorised": return .authorised
        case "RedirectShopper":
            guard let url = response.action?.url.flatMap(URL.init(string:)) else {
                throw .invalidResponse(message: "The payment asks for a redirect but gives no page.")
            }
            return .redirect(url)
        default: throw .vendor(code: response.resultCode, message: nil)
        }
    }
}
