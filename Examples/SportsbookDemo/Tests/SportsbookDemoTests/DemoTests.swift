import Foundation
import Testing

/// The demo as a user meets it: what it prints where, and how it exits (0, 1 failure, 64 bad usage).
struct DemoTests {
    static let quick = ["--live-wait", "1"]

    @Test(arguments: ["everymatrix", "goma", "sportradar", "everymatrix+goma-cms", "sportradar+goma-cms"])
    func aJourneyRunsToTheEndWithNothingOnStandardError(provider: String) throws {
        let run = try DemoRun.run(["run", "--provider", provider] + Self.quick)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        for section in ["== Sign in ==", "== Wallet ==", "== Live board ==", "== Place a bet ==", "== My bets ==", "== Sign out =="] {
            #expect(run.stdout.contains(section), "\(section) missing")
        }
        #expect(run.stdout.contains("Session events: Not signed in. Signed in as "))
        #expect(run.stdout.contains(" Signed out.\n"))
        // No raw case dumps or counts in the wrong number.
        #expect(!run.stdout.contains("loggedIn("))
        #expect(!run.stdout.contains(" 1 events"))
        #expect(!run.stdout.contains("Decimal("))
    }

    @Test func liveChangesNameTheEventAndTheCountMatchesTheList() throws {
        let run = try DemoRun.run(["run", "--provider", "everymatrix"] + Self.quick)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let opened = try #require(lines.first { $0.contains("The stream opened with ") })
        // "The stream opened with 8 events: A v B, C v D, …." lists as many titles as it counts.
        let count = try #require(Int(opened.split(separator: " ")[4]))
        let titles = opened.split(separator: ":", maxSplits: 1)[1].split(separator: ",")
        #expect(titles.count == count)
        // Changes are told by name: no 18-digit vendor id on a change line.
        let section = lines.drop { !$0.hasPrefix("== Live changes") }.dropFirst().prefix { !$0.hasPrefix("==") }
        let changes = section.filter { !$0.contains("The stream opened") && !$0.contains("The board now") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(!changes.isEmpty)
        for change in changes {
            #expect(change.range(of: "[0-9]{15,}", options: .regularExpression) == nil, "\(change)")
        }
    }

    @Test(arguments: ["everymatrix", "goma", "sportradar"])
    func aFaultAtTheBetFailsMidJourney(provider: String) throws {
        let run = try DemoRun.run(["run", "--provider", provider, "--fault", "timeout", "--fault-step", "bet"] + Self.quick)
        #expect(run.status == 1)
        #expect(run.stdout.contains("== Wallet =="), "the steps before the bet ran")
        #expect(run.stdout.contains("== Place a bet =="))
        #expect(!run.stdout.contains("== My bets =="), "the journey stops at the bet")
        #expect(run.stderr.hasPrefix("Error: "))
        #expect(run.stderr.contains("timedOut"))
        #expect(!run.stdout.contains("Error"))
    }

    @Test func anUnknownFaultStepIsBadUsage() throws {
        let run = try DemoRun.run(["run", "--provider", "goma", "--fault", "timeout", "--fault-step", "lunch"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("bet, cashout, my-bets, sign-in, sign-out, wallet"))
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: ["de_DE", "xx", "fr_ZZ"])
    func anUnknownLocaleIsRefusedWithTheSupportedOnes(locale: String) throws {
        let run = try DemoRun.run(["run", "--provider", "goma", "--locale", locale])
        #expect(run.status == 64)
        #expect(run.stderr.contains("Unsupported locale '\(locale)'. Supported: en, fr, pt, es"))
        #expect(run.stdout.isEmpty)
    }

    @Test func aSupportedLocaleSpeaksItsLanguage() throws {
        let run = try DemoRun.run(["decode", "--provider", "goma", "--response", "wallet", "--locale", "pt_BR",
                                   DemoRun.fixture("goma", "wallet.json")])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func decodeRefusesAnUnknownResponseType() throws {
        let run = try DemoRun.run(["decode", "--provider", "goma", "--response", "horoscope", DemoRun.fixture("goma", "wallet.json")])
        #expect(run.status == 64)
        #expect(run.stderr.contains("Unknown response type 'horoscope' for goma. Known: "))
        #expect(run.stderr.contains("wallet"))
    }

    @Test func decodePrintsMoneyAsNumbers() throws {
        let run = try DemoRun.run(["decode", "--provider", "goma", "--response", "wallet", DemoRun.fixture("goma", "wallet.json")])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("amount: 125.5"), "\(run.stdout)")
        #expect(!run.stdout.contains("_mantissa"))
        #expect(run.stderr.isEmpty)
    }

    @Test func aSportsbookWithTheGomaCMSShowsTheHomePageWithItsOwnEvents() throws {
        let everyMatrix = try DemoRun.run(["run", "--provider", "everymatrix+goma-cms"] + Self.quick)
        #expect(everyMatrix.status == 0, "\(everyMatrix.stderr)")
        #expect(everyMatrix.stdout.contains("EveryMatrix + Goma — "))
        #expect(everyMatrix.stdout.contains("8 widgets for this user (7 before signing in)"))
        #expect(everyMatrix.stdout.contains("  Carousel: Arsenal v Chelsea  [Not started]\n  Carousel: Finland v Andorra  [Live]\n"))
        // The CMS's highlights name events neither sportsbook offers: they count too.
        #expect(everyMatrix.stdout.contains("Left out: 4 cards naming an event the sportsbook does not offer."))

        let sportRadar = try DemoRun.run(["run", "--provider", "sportradar+goma-cms"] + Self.quick)
        #expect(sportRadar.status == 0, "\(sportRadar.stderr)")
        #expect(sportRadar.stdout.contains("  Carousel: FC Exemple v AS Démo  [Not started]\n  Hero card: FC Exemple v AS Démo"))
        #expect(sportRadar.stdout.contains("Left out: 4 cards naming an event the sportsbook does not offer."))
    }

    @Test func sportRadarAloneShowsItsOwnEditorialHomePage() throws {
        let run = try DemoRun.run(["run", "--provider", "sportradar"] + Self.quick)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("== Home page ==\n  4 banners: Inscription (sign-up), Ligue 1, Bonus de bienvenue, FC Exemple - AS Démo\n"))
        #expect(run.stdout.contains("  Carousel: FC Exemple v AS Démo  [Not started]\n  Carousel: Olympique Test v Racing Modèle  [Live]\n"))
        #expect(run.stdout.contains("  Hero card: FC Exemple v AS Démo  [Not started]\n"))
        #expect(run.stdout.contains("  Boosted odds: FC Exemple v AS Démo  [Not started]\n"))
        #expect(run.stdout.contains("  Promoted sports: Football (Ligue 1, Premier League), Tennis (ATP Indian Wells)\n"))
        #expect(run.stdout.contains("  After a cashback bet: Pari placé, cashback activé\n"))
        #expect(run.stdout.contains("  Left out: 1 item sent incomplete.\n"), "the promoted sport without a competition")
    }

    @Test func aCompositionRunsOverTheSandboxOnlyAndDecodeNamesOneVendor() throws {
        let real = try DemoRun.run(["run", "--provider", "sportradar+goma-cms", "--base-url", "https://omega.example"])
        #expect(real.status == 64)
        #expect(real.stderr.contains("--provider sportradar+goma-cms runs over the built-in sandbox only"))
        let decode = try DemoRun.run(["decode", "--provider", "everymatrix+goma-cms", "--list"])
        #expect(decode.status == 64)
        #expect(decode.stderr.contains("decode reads one vendor's payload"))
    }

    @Test func theEveryMatrixJourneyShowsTheCasinoLobby() throws {
        let run = try DemoRun.run(["run", "--provider", "everymatrix", "--locale", "fr_FR"] + Self.quick)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("== Casino lobby ==\n  Video Slots (13), Jackpots (1), Live Casino (1), Table Games (1)\n"))
        #expect(run.stdout.contains("  Lara Jones is Cleopatra · SpearheadStudios · TRJ 96,46 %\n"))
        #expect(run.stdout.contains("Lara Jones is Cleopatra starts in demo mode at gamelaunch-stage.everymatrix.com/Loader/Start/4093/lara-jones-is-cleopatra-rgs\n"))
        #expect(!run.stdout.contains("_sid"), "the session never reaches the output")
        #expect(run.stdout.contains("== Recommended for you ==\n  Arsenal v Chelsea — "))
        #expect(run.stdout.contains("A recommended combination on the slip: 2 selections (1 pick no longer offered)\n      Arsenal v Chelsea: Arsenal @ 2,10\n"))
        #expect(run.stdout.contains("      The first line's price is now 2,05.\n"), "the slip line's live price")
    }

    @Test func theSportRadarJourneyShowsConsentsSupportAndCashableBets() throws {
        let run = try DemoRun.run(["run", "--provider", "sportradar"] + Self.quick)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("== Consents ==\n  Terms and conditions: Accepted (Required)\n  Marketing e-mails: Declined\n"))
        #expect(run.stdout.contains("  Agreed to Marketing e-mails: now Accepted\n"))
        #expect(run.stdout.contains("== Customer support ==\n  Contact form: message sent.\n  Help desk: ticket 48213 opened (new).\n"))
        #expect(run.stdout.contains("  Cashable now: "))
        #expect(!run.stdout.contains("Cashable now: none"))
    }
}

/// The social sportsbook, on the provider that has it.
struct DemoSocialTests {
    @Test func theGomaJourneyFollowsATipsterCopiesTipsAndSharedTicketsAndChats() throws {
        let run = try DemoRun.run(["run", "--provider", "goma"] + DemoTests.quick)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("== Tipsters ==\n  1. Demo Tipster A\n  2. Demo Tipster B\n  3. —\n"))
        #expect(run.stdout.contains("  Found demoplayerf by the code CODE0009 and followed them (3 players followed).\n"))
        #expect(run.stdout.contains("  Tips from tipsters you follow: 2\n      Atlético Exemplo v Desportivo Teste: Atlético Exemplo @ 1.85\n"))
        #expect(run.stdout.contains("  Clube Amostra v União Modelo: Empate @ 3.20\n  Copied to the slip: 1 selection (1 pick no longer offered)\n"))
        #expect(run.stdout.contains("== Chat ==\n  2 rooms: Demo Player D (one-to-one, 2 members); Sunday league (group, 3 members)\n"))
        #expect(run.stdout.contains("  In Sunday league, demoplayer shared a ticket of 2 legs:\n"
                                    + "      Atlético Exemplo - Desportivo Teste: Atlético Exemplo @ 1.85\n"
                                    + "      Clube Amostra - União Modelo: Empate @ 3.20\n"
                                    + "  Copied to the slip: 1 selection (1 pick no longer offered)\n"))
        #expect(run.stdout.contains("  Posted \"Good luck, everyone!\" in Sunday league and saw it come back (1 player online).\n"))
        let sportRadar = try DemoRun.run(["run", "--provider", "sportradar"] + DemoTests.quick)
        #expect(!sportRadar.stdout.contains("== Tipsters =="), "a provider without the social area skips it")
        #expect(!sportRadar.stdout.contains("== Chat =="), "a provider without chat skips it")
        #expect(run.stdout.contains("== Offline ==\n  Home page read and saved on the device: 13 widgets.\n  Offline, the home page from the device, saved "))
        #expect(run.stdout.contains(" ago: 13 widgets.\n  Followed player 1103 offline: kept on the device until the network is back.\n"
                                    + "  Back online: the follow was sent.\n"))
        #expect(!sportRadar.stdout.contains("== Offline =="), "a provider without a home page skips it")
    }
}
