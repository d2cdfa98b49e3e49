import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModels {
    /// `GET /v1/player/{userId}/limits/monetary`, in any of its three shapes: `{limits: […]}`,
    /// `{data: {limits: […]}}` or `{data: {limit: {…}}}`.
    package struct MonetaryLimits: Decodable, Sendable {
        package let limits: [MonetaryLimit]

        private enum CodingKeys: String, CodingKey { case limits, limit, data }

        package init(from decoder: any Decoder) throws {
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
    package struct MonetaryLimitAnswer: Decodable, Sendable {
        package let limit: MonetaryLimit
    }

    /// One monetary limit. `period` (`Daily`, `Weekly`, `Monthly`) and `type` (`Deposit`,
    /// `Wagering`) are the vendor's words.
    package struct MonetaryLimit: Decodable, Sendable {
        package let id: String
        package let amount: Decimal
        package let currency: String
        package let period: String
        package let type: String
        package let schedules: [LimitSchedule]?
        package let effectiveDate: String?
        package let expiryDate: String?
    }

    /// A scheduled change of a limit (a raise waiting for its cool-off).
    package struct LimitSchedule: Decodable, Sendable {
        package let id: String?
        package let applyAt: String?
        package let updateStatus: String?
        package let updateAmount: Decimal?
    }

    /// Body of `POST …/limits/monetary`.
    package struct SetLimitRequest: Encodable, Sendable {
        package let amount: Decimal
        package let currency: String
        package let period: String
        package let type: String
        package let products: [String]
        package let walletTypes: [String]
    }

    /// Body of `PUT …/limits/monetary/{limitId}`.
    package struct UpdateLimitRequest: Encodable, Sendable {
        package let amount: Decimal
        package let skipCoolOff: Bool
    }

    /// An empty object, the answer of removing a limit and of the session-limit calls.
    package struct EmptyAnswer: Decodable, Sendable {}

    /// Body of `PUT …/limits/session`: exactly one of a time-out or a self-exclusion.
    package struct SessionLimitRequest: Encodable, Sendable {
        package var coolOff: CoolOff?
        package var selfExclusion: SelfExclusion?
    }

    /// A time-out (`CoolOffFor24Hours` … `CoolOffFor3Months`).
    package struct CoolOff: Encodable, Sendable {
        package let period: String
        package let coolOffReason: String
        package let coolOffDescription: String
        package let unsatisfiedReason: String
        package let unsatisfiedDescription: String
        package let sendNotificationEmail: Bool
    }

    /// A self-exclusion; `expiryDate` (ISO 8601, no fraction) only with `SelfExclusionUntilSelectedDate`.
    package struct SelfExclusion: Encodable, Sendable {
        package let period: String
        package let sendNotificationEmail: Bool
        package let selfExclusionReason: String
        package let expiryDate: String?
    }
}
