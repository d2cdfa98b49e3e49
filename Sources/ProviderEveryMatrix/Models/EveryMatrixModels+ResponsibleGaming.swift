import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// `GET /v1/player/{userId}/limits/monetary`, in any of its three shapes: `{limits: […]}`,
    /// `{data: {limits: […]}}` or `{data: {limit: {…}}}`.
    struct MonetaryLimits: Decodable, Sendable {
        let limits: [MonetaryLimit]

        private enum CodingKeys: String, CodingKey { case limits, limit, data }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let limits = try container.decodeIfPresent([MonetaryLimit].self, forKey: .limits) {
                self.limits = limits
            } else if container.contains(.data) {
                let data = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .data)
                if let limits = try data.decodeIfPresent([MonetaryLimit].self, forKey: .limits) {
                    self.limits = limits
                } else {
                    self.limits = try data.decodeIfPresent(MonetaryLimit.self, forKey: .limit).map { [$0] } ?? []
                }
            } else {
                throw DecodingError.keyNotFound(CodingKeys.limits, .init(codingPath: container.codingPath,
                                                                         debugDescription: "Neither limits nor data.limits nor data.limit."))
            }
        }
    }

    /// The answer of setting or changing a limit: `{limit: {…}}`.
    struct MonetaryLimitAnswer: Decodable, Sendable {
        let limit: MonetaryLimit
    }

    /// One monetary limit. `period` (`Daily`, `Weekly`, `Monthly`) and `type` (`Deposit`,
    /// `Wagering`) are the vendor's words.
    struct MonetaryLimit: Decodable, Sendable {
        let id: String
        let amount: Decimal
        let currency: String
        let period: String
        let type: String
        let schedules: [LimitSchedule]?
        let effectiveDate: String?
        let expiryDate: String?
    }

    /// A scheduled change of a limit (a raise waiting for its cool-off).
    struct LimitSchedule: Decodable, Sendable {
        let id: String?
        let applyAt: String?
        let updateStatus: String?
        let updateAmount: Decimal?
    }

    /// Body of `POST …/limits/monetary`.
    struct SetLimitRequest: Encodable, Sendable {
        let amount: Decimal
        let currency: String
        let period: String
        let type: String
        let products: [String]
        let walletTypes: [String]
    }

    /// Body of `PUT …/limits/monetary/{limitId}`.
    struct UpdateLimitRequest: Encodable, Sendable {
        let amount: Decimal
        let skipCoolOff: Bool
    }

    /// An empty object, the answer of removing a limit and of the session-limit calls.
    struct EmptyAnswer: Decodable, Sendable {}

    /// Body of `PUT …/limits/session`: exactly one of a time-out or a self-exclusion.
    struct SessionLimitRequest: Encodable, Sendable {
        var coolOff: CoolOff?
        var selfExclusion: SelfExclusion?
    }

    /// A time-out (`CoolOffFor24Hours` … `CoolOffFor3Months`).
    struct CoolOff: Encodable, Sendable {
        let period: String
        let coolOffReason: String
        let coolOffDescription: String
        let unsatisfiedReason: String
        let unsatisfiedDescription: String
        let sendNotificationEmail: Bool
    }

    /// A self-exclusion; `expiryDate` (ISO 8601, no fraction) only with `SelfExclusionUntilSelectedDate`.
    struct SelfExclusion: Encodable, Sendable {
        let period: String
        let sendNotificationEmail: Bool
        let selfExclusionReason: String
        let expiryDate: String?
    }
}
