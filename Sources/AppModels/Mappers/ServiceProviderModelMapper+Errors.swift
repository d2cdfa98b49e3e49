import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// A sentence to show for `error`: its ``ServiceProviderError/message``, except that a
    /// lock-out with a known end names it in the preferred locale and time zone
    /// (`Your account is locked until Nov 14 at 11:13 PM.`).
    public func errorText(_ error: ServiceProviderError) -> String {
        switch error {
        case .accountLocked(let until?): return phrases.accountLocked(until: absoluteText(until))
        default: return error.message
        }
    }
}
