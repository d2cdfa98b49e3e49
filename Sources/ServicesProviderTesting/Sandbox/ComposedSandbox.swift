import Foundation
@_spi(ProviderKit) import ServicesProvider
@_spi(ProviderKit) import ProviderGoma

/// The compositions operators ship, each over in-process sandboxes: a sportsbook vendor's
/// sandbox for every area but content, and the Goma CMS sandbox for content, serving the pointers
/// a CMS of that sportsbook's operator holds (its events and markets resolved by the sportsbook).
/// Sign-in follows the sportsbook sandbox's rule (Docs/Testing.md).
public enum ComposedSandbox {
    /// EveryMatrix for the sportsbook and the account; the Goma CMS, pointing at EveryMatrix event
    /// ids (the made-up `goma/cms-everymatrix` pointers), for the home page and promotions.
    /// - Parameters:
    ///   - scenario: faults injected into both sandboxes.
    ///   - monitor: receives both providers' request events (each names its provider).
    public static func everyMatrixWithGomaCMS(scenario: SandboxScenario = .perfect,
                                              monitor: (any RequestEventMonitor)? = nil) -> ComposedProvider {
        ComposedProvider(sportsbook: EveryMatrixSandbox.makeProvider(scenario: scenario, monitor: monitor),
                         content: gomaCMS(scenario: scenario, pointers: "cms-everymatrix", monitor: monitor))
    }

    /// SportRadar for the sportsbook and the account; the Goma CMS, with its recorded pointers
    /// (SportRadar ids, resolved by market as the reference does), for the home page and promotions.
    /// - Parameters:
    ///   - scenario: faults injected into both sandboxes.
    ///   - monitor: receives both providers' request events (each names its provider).
    public static func sportRadarWithGomaCMS(scenario: SandboxScenario = .perfect,
                                             monitor: (any RequestEventMonitor)? = nil) -> ComposedProvider {
        ComposedProvider(sportsbook: SportRadarSandbox.makeProvider(scenario: scenario, monitor: monitor),
                         content: gomaCMS(scenario: scenario, pointers: "", monitor: monitor))
    }

    /// The Goma sandbox serving the CMS with the pointer answers of `pointers` (a fixture folder).
    static func gomaCMS(scenario: SandboxScenario, pointers: String, monitor: (any RequestEventMonitor)?) -> GomaProvider {
        GomaSandbox.makeProvider(transport: GomaSandbox.makeTransport(scenario: scenario, cmsFolder: pointers), monitor: monitor)
    }
}
