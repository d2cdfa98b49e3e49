import Foundation
@_spi(ProviderKit) import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider

/// The sandbox's event page: a match's details, market groups and a group's markets.
extension EveryMatrixSandbox {
    static func eventPageTopics() -> TopicRoute {
        { _ in nil }
    }
}
