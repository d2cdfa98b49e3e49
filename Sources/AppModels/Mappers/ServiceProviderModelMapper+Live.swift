import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// A live feed's banner in the user's language: `Connecting…`, `Reconnecting…` or `Offline`
    /// (`Reconnexion…`, `Hors ligne` in French); `nil` while it is live, when no banner shows.
    public func connectionText(_ state: LiveConnectionState) -> String? {
        switch state {
        case .connecting: return phrases.connecting
        case .live: return nil
        case .reconnecting: return phrases.reconnecting
        case .offline: return phrases.offline
        }
    }
}
