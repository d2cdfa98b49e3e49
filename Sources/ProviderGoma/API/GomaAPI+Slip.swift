import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The bet slip's calls besides calculate and place-bet.
extension GomaAPI {
    /// `GET /api/tickets/v1/allowed-types`: the query carries only the selections, indexed from 0
    /// (no stake, no type). The vendor's client never calls it with an empty slip.
    static func allowedTicketTypes(selections: [GomaModels.SelectionRequest]) -> Request<GomaModels.AllowedTicketTypes> {
        Request("/api/tickets/v1/allowed-types", query: selectionQuery(selections), authorization: .bearer)
    }

    /// `selections[i][sport_event_id]=…&selections[i][outcome_id]=…`, from 0, as calculate and
    /// allowed-types both take them.
    static func selectionQuery(_ selections: [GomaModels.SelectionRequest]) -> [URLQueryItem] {
        selections.enumerated().flatMap { index, selection in
            [URLQueryItem(name: "selections[\(index)][sport_event_id]", value: selection.sportEventId),
             URLQueryItem(name: "selections[\(index)][outcome_id]", value: selection.outcomeId)]
        }
    }
}
