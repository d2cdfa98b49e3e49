import Foundation
@_spi(ProviderKit) import ServicesProvider

// Which of each vendor's requests make a step of the journey, so a `SandboxScenario.faultStep`
// means the same on every sandbox. Kept beside, not inside, the route tables.

extension EveryMatrixSandbox {
    static let steps: [SandboxScenario.Step: [SandboxTransport.Endpoint]] = [
        .signIn: [.init(.post, "/v1/player/legislation/login")],
        .wallet: [.init(.get, "/v2/player/{userId}/balance")],
        .placeBet: [.init(.post, "/place-bet/{operatorId}/v2/bets")],
        .myBets: [.init(.get, "/bets-api/v1/{operatorId}/open-bets"), .init(.get, "/bets-api/v1/{operatorId}/settled-bets")],
        .cashout: [.init(.post, "/bets-api/v1/{operatorId}/cashout")],
        .signOut: [.init(.delete, "/v1/player/session/player")],
    ]
}

extension GomaSandbox {
    // Goma signs out by dropping its token (no request) and has no cashout.
    static let steps: [SandboxScenario.Step: [SandboxTransport.Endpoint]] = [
        .signIn: [.init(.post, "/api/auth/v1/login")],
        .wallet: [.init(.get, "/api/users/v1/wallets")],
        .placeBet: [.init(.post, "/api/tickets/v1")],
        .myBets: [.init(.get, "/api/tickets/v1")],
    ]
}

extension SportRadarSandbox {
    static let steps: [SandboxScenario.Step: [SandboxTransport.Endpoint]] = [
        .signIn: [.init(.post, "/ps/ips/login")],
        .wallet: [.init(.get, "/ps/ips/getBalance")],
        .placeBet: [.init(.post, "/api/betting/fo/betslip"), .init(.put, "/api/betting/fo/betslip/{slipId}/confirm"),
                    .init(.post, "/api/custom-bet/v1/placecustombet")],
        .myBets: [.init(.get, "/api/betting/fo/bets")],
        .cashout: [.init(.post, "/api/cashout/fo/cashout/{betId}")],
        .signOut: [.init(.get, "/ps/ips/logout")],
    ]
}
