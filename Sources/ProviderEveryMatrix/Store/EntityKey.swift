import Foundation

/// The store's name for the id its tables are keyed by: an entity's own id, as decoded
/// (``EveryMatrixModels/AggregatorId``), so a record's ids are keys without conversion.
typealias EntityKey = EveryMatrixModels.AggregatorId
