import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider

/// Goma pre-live and ended event lists: upcoming, trending and ended events, page by page.
extension GomaSandbox {
    /// Page 1 of each list is its fixture; any later page is empty (the end), with the same
    /// `per_page`. Registered after `/api/events/v1/{id}`, so these literal paths win.
    static func registerLists(on transport: SandboxTransport, state: Locked<State>) {
        for (path, name) in [("upcoming", "events-upcoming.json"), ("trending", "events-trending.json"), ("scores", "events-ended.json")] {
            transport.on(.get, "/api/events/v1/\(path)") { request in
                let page = Int(request.queryValue("page") ?? "") ?? 1
                guard page > 1 else { return file(name) }
                guard var list = object(name) else { return missing() }
                list["current_page"] = page
                list["data"] = [Any]()
                return reply(list)
            }
        }
    }
}
