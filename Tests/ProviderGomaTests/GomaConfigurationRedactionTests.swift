import Foundation
import Testing
import ProviderGoma

/// The configuration prints no secret (URL user info, keys, tokens) under any printed form.
@Suite struct GomaConfigurationRedactionTests {
    @Test func printsNoSecret() {
        let configuration = GomaConfiguration(baseURL: URL(string: "https://user-SECRET-1:pw-SECRET-2@goma.example.com")!, apiKey: "api-SECRET-3",
                                  deviceId: "device-1", pushToken: "push-SECRET-4")
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
