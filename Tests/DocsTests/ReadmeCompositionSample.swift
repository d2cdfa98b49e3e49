// The README's composition sample, compiled and run over the sandboxes' configurations (no
// request is sent). DocsConsistencyTests (Tests/AppModelsTests) checks that the README's
// ```swift block appears here verbatim (whitespace-normalised).
import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider
import ProviderEveryMatrix
import ProviderGoma

func readmeComposition(everyMatrixConfiguration: EveryMatrixConfiguration, cmsURL: URL, cmsKey: String, deviceId: String) -> Client {
let sportsbook = EveryMatrixProvider(configuration: everyMatrixConfiguration)
let cms = GomaProvider(configuration: GomaConfiguration(baseURL: cmsURL, apiKey: cmsKey, deviceId: deviceId))
let client = Client(provider: ComposedProvider(sportsbook: sportsbook, content: cms))
    return client
}

@Suite struct ReadmeCompositionSampleTests {
    @Test func theSampleRoutesTheSportsbookAndTheCMS() throws {
        let url = try #require(URL(string: "https://cms.example.invalid"))
        let configuration = EveryMatrixConfiguration(
            environment: .init(playerAPIBaseURL: url, sportsAPIBaseURL: url, liveDataURL: url, realm: "realm"),
            operatorId: "4093", cashierReturnURL: url)
        let client = readmeComposition(everyMatrixConfiguration: configuration, cmsURL: url, cmsKey: "key",
                                       deviceId: "00000000-0000-4000-8000-000000000001")
        #expect(client.provider.name == "EveryMatrix + Goma")
        #expect(client.supports(.login) && client.supports(.homeLayout) && client.supports(.carouselEvents))
        #expect(!client.supports(.betDetails), "Goma's own betting is not routed: the CMS answers content only")
    }
}
