import Foundation

extension GomaModels {
    /// `GET /api/tickets/v1/allowed-types` answer. All three keys are required (the vendor's
    /// client fails without any of them).
    struct AllowedTicketTypes: Decodable, Sendable {
        /// `single`, `multiple`, `system`; other strings are ignored, as the vendor's client does.
        let allowedTypes: [String]
        /// Numbers the vendor's client decodes and never uses (presumably quick-stake presets);
        /// the SDK does not map them either: their meaning is a guess and the domain has no place for them.
        let allowedStakes: [FlexibleDecimal]
        /// What `system` expands to: one bet type per entry.
        let allowedSystemTypes: [SystemType]

        enum CodingKeys: String, CodingKey {
            case allowedTypes = "allowed_types"
            case allowedStakes = "allowed_stakes"
            case allowedSystemTypes = "allowed_system_types"
        }

        /// A system the slip allows: `type` is the code sent back as `type` to calculate and
        /// place-bet, `label` its display name (`system_2_3` / `2/3` in the reference, made up).
        struct SystemType: Decodable, Sendable {
            let type: String
            let label: String
        }
    }
}
