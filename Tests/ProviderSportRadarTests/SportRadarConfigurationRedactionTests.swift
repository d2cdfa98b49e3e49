import Foundation
import Testing
import ProviderSportRadar

/// The configuration prints no secret (URL user info, keys, tokens) under any printed form.
@Suite struct SportRadarConfigurationRedactionTests {
    @Test func printsNoSecret() {
        let configuration = SportRadarConfiguration(omegaBaseURL: URL(string: "https://user-SECRET-1:pw-SECRET-2@omega.example.com")!,
                                       poseidonBaseURL: URL(string: "https://user-SECRET-1:pw-SECRET-2@poseidon.example.com?api_key=key-SECRET-3")!,
                                       subscriptionBaseURL: nil, cdnBaseURL: nil, liveSocketURL: nil,
                                       frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR")
        var printed = "", debugPrinted = "", dumped = ""
        print(configuration, to: &printed)
        debugPrint(configuration, to: &debugPrinted)
        dump(configuration, to: &dumped)
        for text in [printed, String(describing: configuration), debugPrinted, String(reflecting: configuration), dumped] {
            #expect(!text.contains("SECRET"), "\(text)")
            #expect(text.contains("<redacted>@"), "\(text)")
        }
    }
}
