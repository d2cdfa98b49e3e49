import Foundation

/// Layer-1 models: EveryMatrix's payloads exactly as the vendor sends them (keys byte for byte).
/// Never public: only the mappers turn them into domain models.
package enum EveryMatrixModels {}
