import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// A cashier answer as a web-view session.
    static func cashierSession(_ response: EveryMatrixModels.CashierResponse) throws(ServiceProviderError) -> CashierSession {
        guard let raw = response.CashierInfo?.Url, let url = URL(string: raw) else {
            throw .invalidResponse(message: "The cashier answer has no URL (\(response.ResponseCode ?? "no code")).")
        }
        return CashierSession(url: url, paymentId: response.PaymentId?.value, status: .pending)
    }

    /// A payment status. Unknown statuses stay `.unknown(raw)`, never silently pending.
    static func paymentStatus(_ raw: String) -> PaymentStatus {
        switch raw.lowercased() {
        case "pending", "pendingnotification", "pendingapproval", "processing": return .pending
        case "success", "succeeded", "completed": return .completed
        case "failed", "failure", "error": return .failed
        case "cancelled", "canceled": return .cancelled
        case "rejected", "declined": return .rejected
        default: return .unknown(raw)
        }
    }

    /// A payment status answer.
    static func paymentStatusResponse(_ status: EveryMatrixModels.PaymentStatus, paymentId: String) -> PaymentStatusResponse {
        var amount: Money?
        if let value = status.amount, let currency = status.currency { amount = Money(amount: value, currency: currency) }
        return PaymentStatusResponse(paymentId: paymentId, status: paymentStatus(status.status),
                                     transactionId: status.transactionId?.value, amount: amount)
    }
}
