import Foundation
import ServicesProvider

extension ServiceProviderModelMapper {
    /// A sentence to show for `error`, in the preferred locale's language (English, French,
    /// Portuguese or Spanish; English is its ``ServiceProviderError/message``). A message the
    /// vendor wrote is shown as written; a lock-out with a known end names it in the preferred
    /// locale and time zone (`Your account is locked until Nov 14 at 11:13 PM.`).
    public func errorText(_ error: ServiceProviderError) -> String {
        switch error {
        case .accountLocked(let until?): return phrases.accountLocked(until: absoluteText(until))
        default: return phrases.error(error)
        }
    }

    /// The word naming what ``errorText(_:)`` says, in the preferred locale's language (`Error`,
    /// `Erreur`, `Erro`, `Error`): an alert's title, or the label before the sentence on one line.
    public var errorTitle: String { phrases.errorTitle }
}
