import Foundation
@_spi(ProviderKit) import ServicesProvider

/// Omega's bonus and win-boost calls (all with the session key). The bonus calls take their
/// arguments in the query and send no body.
extension SportRadarOmegaAPI {
    /// The product code naming the sportsbook in win-boost calls.
    static let winBoostProductCode = "SPORT_RADAR"
    private static let bonusSession = AuthorizationRequirement.query(sessionKeyParameter)

    /// `GET /ps/ips/getBonuses`.
    static var bonuses: Request<SportRadarModels.BonusesResponse> { Request("/ps/ips/getBonuses", authorization: bonusSession) }

    /// `GET /ps/ips/getEligibleOptInBonusPlans`.
    static var eligibleOptInBonusPlans: Request<SportRadarModels.EligibleOptInBonusPlansResponse> {
        Request("/ps/ips/getEligibleOptInBonusPlans", authorization: bonusSession)
    }

    /// `POST /ps/ips/redeemBonus?bonusCode=`. Never retried.
    static func redeemBonus(code: String) -> Request<SportRadarModels.RedeemBonusResponse> {
        Request(.post, "/ps/ips/redeemBonus", query: [URLQueryItem(name: "bonusCode", value: code)], authorization: bonusSession)
    }

    /// `POST /ps/ips/optInBonus?partyId=&optInId=`; `partyId` is the login's.
    static func optInBonus(partyId: String, optInId: String) -> Request<SportRadarModels.BasicResponse> {
        Request(.post, "/ps/ips/optInBonus", query: [URLQueryItem(name: "partyId", value: partyId), URLQueryItem(name: "optInId", value: optInId)],
                authorization: bonusSession)
    }

    /// `POST /ps/ips/optOutBonus?partyId=&bonusId=`.
    static func optOutBonus(partyId: String, bonusId: String) -> Request<SportRadarModels.BasicResponse> {
        Request(.post, "/ps/ips/optOutBonus", query: [URLQueryItem(name: "partyId", value: partyId), URLQueryItem(name: "bonusId", value: bonusId)],
                authorization: bonusSession)
    }

    /// `POST /ps/ips/cancelBonus?bonusId=` (a granted bonus's id).
    static func cancelBonus(bonusId: String) -> Request<SportRadarModels.BasicResponse> {
        Request(.post, "/ps/ips/cancelBonus", query: [URLQueryItem(name: "bonusId", value: bonusId)], authorization: bonusSession)
    }

    /// `GET /ps/ips/winboost/eligibility?productCode=SPORT_RADAR&gameTranId=`.
    static func winBoostEligibility(gameTranId: String) -> Request<SportRadarModels.WinBoostEligibilityResponse> {
        Request("/ps/ips/winboost/eligibility",
                query: [URLQueryItem(name: "productCode", value: winBoostProductCode), URLQueryItem(name: "gameTranId", value: gameTranId)],
                authorization: bonusSession)
    }

    /// `GET /ps/ips/winboost/accept?winBoostId=&accepted=`. A GET that changes state: not
    /// retried (a second answer to a spun wheel is not the first).
    static func winBoostAccept(winBoostId: String, accepted: Bool) -> Request<SportRadarModels.WinBoostAcceptResponse> {
        Request(.get, "/ps/ips/winboost/accept",
                query: [URLQueryItem(name: "winBoostId", value: winBoostId), URLQueryItem(name: "accepted", value: accepted ? "true" : "false")],
                authorization: bonusSession, idempotent: false)
    }

    /// `GET /ps/ips/winboost/granted?productCode=SPORT_RADAR&gameTranIds=GT1,GT2`.
    static func winBoostsGranted(gameTranIds: [String]) -> Request<SportRadarModels.WinBoostGrantedResponse> {
        Request("/ps/ips/winboost/granted",
                query: [URLQueryItem(name: "productCode", value: winBoostProductCode),
                        URLQueryItem(name: "gameTranIds", value: gameTranIds.joined(separator: ","))],
                authorization: bonusSession)
    }
}
