import Foundation
@_spi(ProviderKit) import ServicesProvider

extension EveryMatrixModelMapper {
    /// The period of a match in progress: its current event part (`currentPartId`) read as
    /// levels, with the vendor's name for it (`currentPartName`, in the feed's language, shown
    /// where no level is read) and the part id as the code. `nil` when the match names no
    /// current part, or names the whole match (its root part), which is no period.
    static func period(_ match: EveryMatrixModels.Match) -> EventPeriod? {
        guard let part = match.currentPartId, part != match.rootPartId else { return nil }
        return EventPeriod(parts: periodParts(partId: part), name: match.currentPartName, code: part)
    }

    /// The levels of an event part id. The vendor's reference documents no part ids; these follow
    /// the numbering the recorded feeds show, in every language: 5 and 6 the 1st and 2nd half;
    /// 21 and 22 the 1st and 2nd set (read on to the 5th, 25); a set's games from 401, twenty ids
    /// a set (401 to 409 the 1st set's 1st to 9th game, 421, 422 and 429 the 2nd set's 1st, 2nd and
    /// 9th: read on to the 5th set's 20th, 500). Any other id has no level the SDK reads, and the
    /// vendor's name shows instead.
    static func periodParts(partId: String) -> [EventPeriod.Part] {
        guard let id = Int(partId) else { return [] }
        switch id {
        case 5, 6:
            return [EventPeriod.Part(kind: .half, number: id - 4)]
        case 21...25:
            return [EventPeriod.Part(kind: .set, number: id - 20)]
        case 401...500:
            let index = id - 401
            return [EventPeriod.Part(kind: .set, number: index / 20 + 1), EventPeriod.Part(kind: .game, number: index % 20 + 1)]
        default:
            return []
        }
    }
}
