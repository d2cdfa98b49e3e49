import Foundation
@_spi(ProviderKit) import ServicesProvider

/// The browsing tree: regions and competitions. Goma's counts are pre-live (not started; Goma
/// has no outrights) and live; a missing count reads as 0, as the vendor's client reads it.
extension GomaModelMapper {
    /// A region of the regions list; `sportId` is the Goma sport id the list was asked for (the
    /// answer does not repeat it), `nil` when unknown.
    static func region(_ region: GomaModels.Region, sportId: String?) -> Region {
        let live = region.liveCount?.value ?? 0
        let preLive = region.preLiveCount?.value ?? 0
        return Region(id: region.id.value, name: region.name, countryCode: region.isoCode, sportId: sportId,
                      eventCount: eventTotal(live: live, preLive: preLive), liveEventCount: live, upcomingEventCount: preLive)
    }

    /// A competition of the competition calls. Its sport sits inside its region
    /// (`region.sport`): without a region there is neither region nor sport.
    static func competition(_ competition: GomaModels.Competition) -> Competition {
        let live = competition.liveCount?.value ?? 0
        let preLive = competition.preLiveCount?.value ?? 0
        return Competition(id: competition.id.value, name: competition.name, sportId: competition.region?.sport?.id.value,
                           region: competition.region?.name, eventCount: eventTotal(live: live, preLive: preLive),
                           regionId: competition.region?.id.value, liveEventCount: live, upcomingEventCount: preLive)
    }
}
