import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The Player API's betting calls: odds-boost wallets (signed in) and booking codes (no session).
extension EveryMatrixPlayerAPI {
    /// `PUT /v1/bonus/wallets/sports`: the user's odds boosts for a combination. A read sent as
    /// a PUT (safe to repeat).
    static func oddsBoostWallets(_ body: EveryMatrixModels.OddsBoostWalletsRequest) -> Request<EveryMatrixModels.OddsBoostWallets> {
        Request(.put, "/v1/bonus/wallets/sports", body: .json(body),
                authorization: session, timeout: timeout)
    }

    /// `POST /v2/sports/bets/book` (no session): stores the selections under a code.
    static func createBooking(_ body: EveryMatrixModels.Booking) -> Request<EveryMatrixModels.BookingCode> {
        Request(.post, "/v2/sports/bets/book", body: .json(body), timeout: timeout)
    }

    /// `GET /v2/sports/bets/book/{code}` (no session): the selections a code stores.
    static func booking(code: String) -> Request<EveryMatrixModels.Booking> {
        Request("/v2/sports/bets/book/\(code)", timeout: timeout)
    }
}
