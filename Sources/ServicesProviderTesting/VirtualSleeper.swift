import Foundation
@_spi(ProviderKit) import ServicesProvider

/// A sleep function for the executor that records each requested delay and returns at once
/// (throwing `CancellationError` if the task is cancelled), so retry tests never really wait.
public final class VirtualSleeper: Sendable {
    private let delays = Locked<[TimeInterval]>([])

    /// Creates a sleeper.
    public init() {}

    /// The delays requested so far.
    public var recorded: [TimeInterval] { delays.withLock { $0 } }

    /// The function to inject.
    public var sleep: @Sendable (TimeInterval) async throws -> Void {
        { [delays] delay in
            delays.withLock { $0.append(delay) }
            try Task.checkCancellation()
        }
    }
}
