import Foundation
import Testing
import ProviderSportRadar

/// The configuration prints no secret (URL user info, keys, tokens) under any printed form.
@Suite struct SportRadarConfigurationRedactionTests {
    @Test func printsNoSecret() {
        let configuration = SportRadarConfiguration(omegaBaseURL: URL(string: "https://user-SECRET-1:pw-SECRET-2@omega.example.com")!,
                                       poseidonBaseURL: URL(string: "https://user-SECRET-1:pw-SECRET-2@poseidon.example.com?api_key=key-SECRET-3")!,
                                       subscriptionBaseURL: nil, cdnBaseURL: nil, liveSocketURL: nil,
                                       supportDesk: SportRadarSupportDesk(baseURL: URL(string: "https://user-SECRET-1:pw-SECRET-2@help.example.com")!,
                                                                          apiToken: "desk-SECRET-4", firstNameFieldId: "1",
                                                                          lastNameFieldId: "2", categoryFieldId: "3"),
                                       matchWidgets: SportRadarMatchWidgets(loaderBaseURL: URL(string: "https://user-SECRET-1@widgets.example.com")!,
                                                                            clientId: "operator-client", statisticsClientId: nil),
                                       frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR")
        var printed = "", debugPrinted = "", dumped = ""
        print(configuration, to: &printed)
        debugPrint(configuration, to: &debugPrinted)
        dump(configuration, to: &dumped)
        for text in [printed, String(describing: configuration), debugPrinted, String(reflecting: configuration), dumped] {
            #expect(!text.contains("SECRET"), "\(text)")
            #expect(text.contains("<redacted>@"), "\(text)")
        }
        #expect(dumped.contains("operator-client")) // what is no secret still shows
    }

    /// The help desk's settings alone print no token either.
    @Test func theHelpDeskPrintsNoToken() {
        let desk = SportRadarSupportDesk(baseURL: URL(string: "https://help.example.com")!, apiToken: "desk-SECRET-4",
                                         firstNameFieldId: "1", lastNameFieldId: "2", categoryFieldId: "3")
        var dumped = ""
        dump(desk, to: &dumped)
        for text in [String(describing: desk), String(reflecting: desk), dumped] {
            #expect(!text.contains("SECRET"), "\(text)")
            #expect(text.contains("apiToken: <redacted>") || text.contains("apiToken: \"<redacted>\""), "\(text)")
        }
    }
}
