import Foundation
import Testing
import ProviderEveryMatrix

/// The configuration prints no secret (URL user info, keys, tokens) under any printed form.
@Suite struct EveryMatrixConfigurationRedactionTests {
    @Test func printsNoSecret() {
        let configuration = EveryMatrixConfiguration(environment: .init(
            playerAPIBaseURL: URL(string: "https://user-SECRET-1:pw-SECRET-2@player.example.com")!,
            sportsAPIBaseURL: URL(string: "https://user-SECRET-1:pw-SECRET-2@sports.example.com")!,
            liveDataURL: URL(string: "wss://user-SECRET-1:pw-SECRET-2@live.example.com/v2")!, realm: "www.example.com"), operatorId: "4093",
            cashierReturnURL: URL(string: "https://app.example.com/back?sessionToken=tok-SECRET-3")!)
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
