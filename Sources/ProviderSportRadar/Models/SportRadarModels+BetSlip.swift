import Foundation
@_spi(ProviderKit) import ServicesProvider

extension SportRadarModels {
    /// `POST /api/betting/fo/allowedBetTypesWithCalculation` body: the slip's legs, no type, no
    /// stake (`isPool`, not the placement's `pool`).
    struct AllowedBetTypesRequest: Codable, Sendable, Equatable {
        let betLegs: [BetLegRequest]
        var idFOBetType = ""
        var winStake: Decimal = 0
        var isPool = false
    }

    /// One bet type the legs allow, calculated for a unit stake.
    struct AllowedBetType: Decodable, Sendable, Equatable {
        let idFOBetType: String
        let name: String?
        let potentialReturn: Double?
        let totalStake: Double?
        let unitCount: Int
    }

    /// `PUT /api/betting/fo/betslip/{idFOBetSlip}/confirm` body: the held slip's status echoed
    /// (state 1, detailed state always 66) and an empty security code.
    struct ConfirmBetslipRequest: Codable, Sendable, Equatable {
        var betStatus = HeldSlipStatus()
        var securityCode = ""
    }

    /// The status the confirm body echoes; the vendor's client sends the two texts as `null`.
    struct HeldSlipStatus: Codable, Sendable, Equatable {
        var state = 1
        var detailedState = 66

        private enum CodingKeys: String, CodingKey { case state, detailedState, statusCode, statusText }

        init() {}

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            state = try container.decode(Int.self, forKey: .state)
            detailedState = try container.decode(Int.self, forKey: .detailedState)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(state, forKey: .state)
            try container.encode(detailedState, forKey: .detailedState)
            try container.encodeNil(forKey: .statusCode)
            try container.encodeNil(forKey: .statusText)
        }
    }

    /// `POST /api/betting/fo/betslip/{idFOBetSlip}/reject` body: `{}`.
    struct RejectBetslipRequest: Codable, Sendable, Equatable {}

    /// `POST /api/custom-bet/v1/calculate` body: the selection ids as strings.
    struct CustomBetCalculateRequest: Codable, Sendable, Equatable {
        let idFOSelections: [String]
        let stakeAmount: Decimal
    }

    /// The bet builder's odds (decimal) and return.
    struct CustomBetCalculateResponse: Decodable, Sendable {
        let potentialReturn: Double
        let calculatedOdds: Double
    }

    /// `POST /api/custom-bet/v1/placecustombet` body; answered like a bet slip.
    struct CustomBetPlaceRequest: Codable, Sendable, Equatable {
        let idFOSelections: [String]
        let stakeAmount: Decimal
        var free = false
        var useAutoAcceptance = true
        let calculatedOdds: Decimal
    }

    /// One leg of `POST /api/special-offer-calculator/v1/calculateSpecialOffers`.
    struct SpecialOfferLeg: Codable, Sendable, Equatable {
        var idFOPriceType = "CP"
        let idFOSelection: String
        let priceDown: String
        let priceUp: String
        let idFOSport: String
        let idFOMarket: String
        let idFOEvent: String
    }

    /// `POST /api/special-offer-calculator/v1/calculateSpecialOffers` body (the stake key is `wunitstake`).
    struct SpecialOffersRequest: Codable, Sendable, Equatable {
        let betLegs: [SpecialOfferLeg]
        let idFOBetType: String
        let wunitstake: Decimal
    }

    /// One special offer; the vendor's client uses only the first of the array.
    struct SpecialOffer: Decodable, Sendable {
        let idFoSOOffer: Double
        let soReturn: Double?
        let soFreeReturn: Double?
    }

    /// One account attribute of `GET /api/betting/fo/attribute/getAll`, and the body of
    /// `POST …/attribute/update` (answered by a bare JSON boolean).
    struct BetslipSetting: Codable, Sendable, Equatable {
        let id: Int
        let name: String
        let value: String
    }
}
