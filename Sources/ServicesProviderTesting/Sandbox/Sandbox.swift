import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The three providers' sandboxes as one list, for a test that runs the same journey on each
/// (`@Test(arguments: Sandbox.allCases)`), as an app that ships on several vendors checks its
/// screens against every one.
public enum Sandbox: String, CaseIterable, Sendable {
    /// ``EveryMatrixSandbox``.
    case everyMatrix
    /// ``GomaSandbox``.
    case goma
    /// ``SportRadarSandbox``.
    case sportRadar

    /// A fresh provider on this sandbox, as its `makeProvider(scenario:monitor:middlewares:)` makes it.
    public func makeProvider(scenario: SandboxScenario = .perfect, monitor: (any RequestEventMonitor)? = nil,
                             middlewares: [any RequestMiddleware] = []) -> any ServiceProvider {
        switch self {
        case .everyMatrix: EveryMatrixSandbox.makeProvider(scenario: scenario, monitor: monitor, middlewares: middlewares)
        case .goma: GomaSandbox.makeProvider(scenario: scenario, monitor: monitor, middlewares: middlewares)
        case .sportRadar: SportRadarSandbox.makeProvider(scenario: scenario, monitor: monitor, middlewares: middlewares)
        }
    }

    /// A client over a fresh provider on this sandbox.
    public func client(scenario: SandboxScenario = .perfect, middlewares: [any RequestMiddleware] = []) -> Client {
        Client(provider: makeProvider(scenario: scenario, middlewares: middlewares))
    }
}
