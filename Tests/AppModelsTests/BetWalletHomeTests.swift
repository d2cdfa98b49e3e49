import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
@testable import AppModels

@Suite struct BetTicketTests {
    private let bet = Bet(
        id: "B-1", type: .multiple, status: .won,
        stake: Money(amount: dec("10"), currency: "EUR"),
        potentialReturn: Money(amount: dec("52.5"), currency: "EUR"),
        payout: Money(amount: dec("52.5"), currency: "EUR"),
        totalOdds: odds("5.25"),
        placedAt: Date(timeIntervalSince1970: 1_717_236_000),
        legs: [
            BetLeg(eventId: "e1", eventName: "Home FC v Away FC", marketName: "Match Result", outcomeName: "Home FC",
                   odds: odds("2.1"), status: .won, eventStartDate: Date(timeIntervalSince1970: 1_717_264_800), eventResult: "2:1"),
            BetLeg(eventId: "e2", eventName: "A v B", marketName: "Total Goals 2.5", outcomeName: "Over",
                   odds: odds("2.5"), status: .won),
        ])

    @Test func englishTicket() {
        let ticket = english.betTicket(bet)
        #expect(ticket.id == "B-1")
        #expect(ticket.typeText == "Multiple")
        #expect(ticket.statusText == "Won")
        #expect(ticket.isSettled)
        #expect(ticket.stakeText == "€10.00")
        #expect(ticket.potentialReturnText == "€52.50")
        #expect(ticket.payoutText == "€52.50")
        #expect(ticket.totalOddsText == "5.25")
        #expect(ticket.placedAtText == "Jun 1, 2024 at 6:00\(nnbsp)AM")
        #expect(ticket.legs.count == 2)
        #expect(ticket.legs[0] == BetTicketLeg(eventName: "Home FC v Away FC", selectionText: "Match Result: Home FC",
                                               oddsText: "2.10", statusText: "Won", kickoffText: "Jun 1 at 2:00\(nnbsp)PM",
                                               resultText: "2:1"))
        #expect(ticket.legs[1].kickoffText == nil)
    }

    @Test func frenchTicketWithFractionalOdds() {
        let ticket = mapper("fr_FR", "Europe/Paris", odds: .fractional).betTicket(bet)
        #expect(ticket.typeText == "Combiné")
        #expect(ticket.statusText == "Gagné")
        #expect(ticket.stakeText == "10,00\(nbsp)€")
        #expect(ticket.potentialReturnText == "52,50\(nbsp)€")
        #expect(ticket.totalOddsText == "17/4")
        #expect(ticket.placedAtText == "1 juin 2024 à 12:00")
        #expect(ticket.legs.map(\.oddsText) == ["11/10", "3/2"])
    }

    @Test func openSystemBetInXAF() {
        var open = bet
        open.type = .system(size: 2)
        open.status = .open
        open.stake = Money(amount: dec("1500"), currency: "XAF")
        open.potentialReturn = nil
        open.payout = nil
        let ticket = english.betTicket(open)
        #expect(ticket.typeText == "System 2/2")
        #expect(ticket.statusText == "Open")
        #expect(!ticket.isSettled)
        #expect(ticket.stakeText == "FCFA\(nbsp)1,500")
        #expect(ticket.potentialReturnText == nil)
    }

    @Test func everyBetStatusHasAText() {
        let statuses: [BetStatus] = [.open, .pendingConfirmation, .won, .lost, .void, .push, .cashedOut, .cancelled, .unknown("HALF_WON")]
        #expect(statuses.map { english.statusText($0) } ==
                ["Open", "Awaiting confirmation", "Won", "Lost", "Void", "Stake returned", "Cashed out", "Cancelled", "HALF_WON"])
        #expect(french.statusText(BetStatus.lost) == "Perdu")
    }

    @Test func slipSummary() {
        let selections = [BetSelection(eventId: "e1", marketId: "m", outcomeId: "o", odds: odds("2")),
                          BetSelection(eventId: "e2", marketId: "m", outcomeId: "o", odds: odds("3"))]
        let slip = BetSlip(selections: selections, type: .multiple, stakePerBet: Money(amount: dec("5"), currency: "EUR"))
        let answer = PotentialReturn(numberOfBets: 1, totalStake: Money(amount: dec("5"), currency: "EUR"),
                                     potentialReturn: Money(amount: dec("30"), currency: "EUR"), totalOdds: odds("6"))
        #expect(french.betSlipSummary(slip, potentialReturn: answer) ==
                BetSlipSummary(typeText: "Combiné", numberOfBets: 1, totalStakeText: "5,00\(nbsp)€",
                               potentialReturnText: "30,00\(nbsp)€", totalOddsText: "6,00"))
    }
}

@Suite struct WalletSummaryTests {
    @Test func primaryFirstAndMissingPartsStayNil() {
        let wallet = UserWallet(balances: [
            WalletBalance(currency: "XAF", total: Money(amount: dec("25000"), currency: "XAF"),
                          withdrawable: Money(amount: dec("20000"), currency: "XAF"),
                          bonus: Money(amount: dec("5000"), currency: "XAF")),
            WalletBalance(currency: "EUR", total: Money(amount: dec("12.5"), currency: "EUR")),
        ])
        let summary = french.walletSummary(wallet)
        #expect(summary.primary == BalanceLines(currency: "XAF", total: "25\(nnbsp)000\(nbsp)FCFA",
                                                withdrawable: "20\(nnbsp)000\(nbsp)FCFA", bonus: "5\(nnbsp)000\(nbsp)FCFA"))
        #expect(summary.others == [BalanceLines(currency: "EUR", total: "12,50\(nbsp)€")])
        #expect(english.walletSummary(wallet).primary?.total == "FCFA\(nbsp)25,000")
    }

    @Test func anEmptyWalletHasNoPrimary() {
        #expect(english.walletSummary(UserWallet(balances: [])) == WalletSummary(primary: nil, others: []))
    }
}

@Suite struct HomeScreenTests {
    private let layout = HomeLayout(id: "home", name: "Home", widgets: [
        HomeWidget(id: "news", kind: .news, audience: .all, sortOrder: 3),
        HomeWidget(id: "promo", kind: .banners, audience: .anonymous, sortOrder: 1),
        HomeWidget(id: "bets", kind: .heroCards, audience: .authenticated, sortOrder: 2),
        HomeWidget(id: "odd", kind: .unknown("poll"), audience: .all, sortOrder: 0),
        HomeWidget(id: "beta", kind: .stories, audience: .unknown("beta"), sortOrder: 4),
    ])

    @Test func signedInSeesAuthenticatedAndAll() {
        let screen = english.homeScreen(layout, isSignedIn: true)
        #expect(screen.layoutId == "home")
        #expect(screen.widgets == [HomeWidgetItem(id: "bets", kind: .heroCards), HomeWidgetItem(id: "news", kind: .news)])
    }

    @Test func signedOutSeesAnonymousAndAll() {
        #expect(english.homeScreen(layout, isSignedIn: false).widgets.map(\.id) == ["promo", "news"])
    }
}
