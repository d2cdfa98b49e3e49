import Foundation
import ProviderEveryMatrix
import ProviderGoma
import ProviderSportRadar
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
@_spi(Fuzzing) import ServicesProviderTooling

/// A vendor that repeats every secret it was sent: with one, no error an app receives (its
/// message, `localizedDescription`, any printed form, the AppModels text a screen shows) and no
/// monitor line holds a password, a token or a key, in any case or encoding. The scenario is the
/// echo probe (`RequestProbe.Kind.echo`, `Sources/ServicesProviderTooling/Probes/VendorEchoProbe.swift`),
/// which CI's `ProviderFuzz probe` runs over many seeds: here its first cases (the passwords
/// this test listed, on each provider) and some drawn ones, with a fixed seed.
@Suite struct VendorEchoTests {
    @Test func noSecretAVendorEchoesReachesAnErrorOrALogLine() async {
        for index in 0..<(RequestProbe.listedCases(.echo) + 12) {
            let report = await RequestProbe.run(.echo, seed: 27, index: index)
            #expect(report.findings.isEmpty, "\(report)\n\(report.reproduction)")
        }
    }

    @Test func printingAClientOrItsProviderShowsNoConfiguredSecret() throws {
        let url = try #require(URL(string: "https://ops:BaseSecret99@api.vendor.test/?apiKey=QueryKey42"))
        let goma = GomaConfiguration(baseURL: url, apiKey: "ConfiguredKey77", deviceId: "00000000-0000-4000-8000-000000000001")
        let everyMatrix = EveryMatrixConfiguration(environment: .init(playerAPIBaseURL: url, sportsAPIBaseURL: url, liveDataURL: url, realm: "r"),
                                                   operatorId: "4093", cashierReturnURL: url)
        let sportRadar = SportRadarConfiguration(omegaBaseURL: url, poseidonBaseURL: url, subscriptionBaseURL: url, cdnBaseURL: url, liveSocketURL: url,
                                                 supportDesk: SportRadarSupportDesk(baseURL: url, apiToken: "DeskToken55", firstNameFieldId: "1",
                                                                                    lastNameFieldId: "2", categoryFieldId: "3"),
                                                 matchWidgets: SportRadarMatchWidgets(loaderBaseURL: url, clientId: "client", statisticsClientId: nil),
                                                 frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR")
        let stub = StubTransport(.json("{}"))
        let providers: [any ServiceProvider] = [GomaProvider(configuration: goma, transport: stub),
                                                EveryMatrixProvider(configuration: everyMatrix, transport: stub),
                                                SportRadarProvider(configuration: sportRadar, transport: stub)]
        for provider in providers {
            let client = Client(provider: provider)
            var dumped = ""
            dump(client, to: &dumped)
            #expect(dumped.contains("configuration")) // the dump still shows what an app may read
            for text in [dumped, String(describing: client), String(reflecting: client), String(describing: provider)] {
                for secret in ["BaseSecret99", "QueryKey42", "ConfiguredKey77", "DeskToken55"] {
                    #expect(!text.contains(secret), "\(provider.name): \(text)")
                }
            }
        }
    }
}
