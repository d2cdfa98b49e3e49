import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's catalogue: sports, tournaments, pre-live lists and search.
extension EveryMatrixSandbox {
    static func catalogTopics() -> TopicRoute {
        { _ in nil }
    }

    static func catalogProcedures() -> ProcedureRoute {
        { _, _ in nil }
    }
}
