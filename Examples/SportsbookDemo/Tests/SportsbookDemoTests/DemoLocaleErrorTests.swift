import Testing

/// A failed step and a usage error speak the `--locale` language: AppModels' word for "Error"
/// and its sentence, the usage labels in the demo's own words; the message and the synopsis of a
/// usage error stay as written.
struct DemoLocaleErrorTests {
    @Test func aFailedStepIsToldInFrench() throws {
        let run = try DemoRun.run(["run", "--provider", "goma", "--fault", "timeout", "--fault-step", "bet", "--locale", "fr_FR"] + DemoTests.quick)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("Erreur : Le serveur a mis trop de temps à répondre. Veuillez réessayer.\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("Error"))
    }

    @Test func aUsageErrorIsLabelledInFrench() throws {
        let run = try DemoRun.run(["run", "--provider", "goma", "--fault", "timeout", "--fault-step", "lunch", "--locale", "fr_FR"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Erreur : "), "\(run.stderr)")
        #expect(run.stderr.contains("bet, cashout, my-bets, sign-in, sign-out, wallet"), "the message is kept")
        // A refusal from inside a command shows the root's synopsis, as ArgumentParser does.
        #expect(run.stderr.contains("\nUtilisation : sportsbook-demo "), "\(run.stderr)")
        #expect(run.stderr.contains("\n  Voir « sportsbook-demo --help » pour plus d’informations.\n"), "\(run.stderr)")
        #expect(!run.stderr.contains("Usage:"))
        #expect(!run.stderr.contains("for more information"))
        #expect(run.stdout.isEmpty)
    }

    @Test(arguments: [(["--locale", "es_ES"], "Error: ", "\nUso: ", "Consulta 'sportsbook-demo --help' para más información."),
                      (["--locale=pt_BR"], "Erro: ", "\nUtilização: ", "Consulte 'sportsbook-demo --help' para mais informações.")])
    func aUsageErrorIsLabelledInSpanishAndPortuguese(locale: [String], error: String, usage: String, help: String) throws {
        let run = try DemoRun.run(["run", "--provider", "goma", "--fault-step", "lunch"] + locale)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix(error), "\(run.stderr)")
        #expect(run.stderr.contains(usage), "\(run.stderr)")
        #expect(run.stderr.contains(help), "\(run.stderr)")
    }

    /// A parse error (an option the demo does not have) is labelled too.
    @Test func anUnknownOptionIsLabelledInFrench() throws {
        let run = try DemoRun.run(["run", "--locale", "fr", "--colour", "blue"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Erreur : "), "\(run.stderr)")
        #expect(run.stderr.contains("--colour"))
        #expect(run.stderr.contains("\nUtilisation : sportsbook-demo run <options>\n"), "\(run.stderr)")
        #expect(run.stderr.contains("\n  Voir « sportsbook-demo run --help » pour plus d’informations."), "\(run.stderr)")
    }

    /// A missing option's help line is labelled too; the option's own help stays as written.
    @Test func aMissingOptionsHelpIsLabelledInFrench() throws {
        let run = try DemoRun.run(["decode", "--locale", "fr_FR"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Erreur : Missing expected argument '--provider <provider>'\n"
                                     + "Aide : --provider <provider>  everymatrix, goma or sportradar.\n"
                                     + "Utilisation : sportsbook-demo decode --provider <provider> "), "\(run.stderr)")
        #expect(run.stderr.hasSuffix("\n  Voir « sportsbook-demo decode --help » pour plus d’informations.\n"), "\(run.stderr)")
    }

    /// English stays ArgumentParser's own text; a locale AppModels does not speak is English.
    @Test(arguments: [["--locale", "en_GB"], ["--locale", "de_DE"], []])
    func otherwiseTheUsageErrorIsArgumentParsersEnglish(locale: [String]) throws {
        let run = try DemoRun.run(["run", "--provider", "goma", "--fault-step", "lunch"] + locale)
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
        #expect(run.stderr.contains("\nUsage: sportsbook-demo "), "\(run.stderr)")
        #expect(run.stderr.contains("  See 'sportsbook-demo --help' for more information."), "\(run.stderr)")
    }

    /// Help is not an error: printed as ArgumentParser prints it, on standard output, exit 0.
    @Test func helpIsUnchanged() throws {
        let run = try DemoRun.run(["run", "--help", "--locale", "fr"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("USAGE: sportsbook-demo run"), "\(run.stdout)")
        #expect(run.stderr.isEmpty)
    }
}
