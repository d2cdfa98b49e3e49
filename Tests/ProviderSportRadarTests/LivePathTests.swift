import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// The socket's paths, read as the vendor's client reads them (separators in one place).
struct LivePathTests {
    @Test func listPathsNameTheirIdsAndTarget() {
        let selection = SportRadarLivePath("events[idfoevent=4067580.1]|markets[idfomarket=67679001.1]|selections[idfoselection=251670001.1]")
        #expect(selection.eventId == "4067580.1")
        #expect(selection.marketId == "67679001.1")
        #expect(selection.selectionId == "251670001.1")
        #expect(selection.target == .selection)
        #expect(SportRadarLivePath("events[idfoevent=1.1]|markets[idfomarket=2.1]|istradable").target == .marketTradable)
        #expect(SportRadarLivePath("events[idfoevent=1.1]|markets[idfomarket=2.1]").target == .market)
        #expect(SportRadarLivePath("events[idfoevent=1.1]|liveDataSummary|scores|PERIOD2_SCORE").target == .score(key: "PERIOD2_SCORE"))
        #expect(SportRadarLivePath("events[idfoevent=1.1]|liveDataSummary|matchTime").target == .matchTime)
        #expect(SportRadarLivePath("events[idfoevent=1.1]|liveDataSummary|status").target == .status)
        #expect(SportRadarLivePath("events[idfoevent=1.1]|numMarkets").target == .marketCount)
        #expect(SportRadarLivePath("").target == .content)
    }

    /// The event page's paths start at the event; a removed event is read from `[idfoevent=…]`,
    /// never from the sport type (the reference's bug).
    @Test func eventIdComesFromTheEventBracket() {
        let page = SportRadarLivePath("[idfoevent=4067580.1]|markets[idfomarket=67679001.1]|selections[idfoselection=251670002.1]")
        #expect(page.eventId == "4067580.1")
        #expect(page.target == .selection)
        let removed = SportRadarLivePath("sports[idfosporttype=FBL]|events[idfoevent=4067592.1]")
        #expect(removed.eventId == "4067592.1")
        #expect(removed.target == .event)
    }

    @Test func unknownPathsAreIgnored() {
        #expect(SportRadarLivePath("events[idfoevent=1.1]|somethingNew").target == .unknown)
        #expect(SportRadarLivePath("events[idfoevent=1.1]|selections[idfoselection=3.1]|istradable").target == .unknown)
        #expect(SportRadarLivePath("attributes|OTHER|SERVE").target == .unknown)
        #expect(SportRadarLivePath("events[idfoevent=1.1]|attributes|COMPLETE|SERVE").target == .unknown)
    }

    /// Every record of every recorded frame file decodes (none dropped).
    @Test(arguments: ["CONTENT_CHANGES-liveEvents-refreshed", "CONTENT_CHANGES-liveEvents-updates", "CONTENT_CHANGES-preLiveEvents-refreshed",
                      "CONTENT_CHANGES-eventGroup-refreshed", "CONTENT_CHANGES-eventDetails-refreshed", "CONTENT_CHANGES-eventDetails-odds-update",
                      "CONTENT_CHANGES-eventMarkets", "CONTENT_CHANGES-liveDataExtended", "CONTENT_CHANGES-liveDataExtended-tennis",
                      "CONTENT_CHANGES-market", "CONTENT_CHANGES-sports"])
    func everyRecordedRecordDecodes(_ name: String) throws {
        let message = try JSONDecoder().decode(SportRadarModels.SocketMessage.self, from: Fixture.data("socket/\(name)"))
        guard case .records(let records) = message.payload else {
            Issue.record("not CONTENT_CHANGES")
            return
        }
        #expect(!records.isEmpty)
        #expect(records.allSatisfy { $0 != nil })
    }

    @Test func listeningStartedCarriesTheSubscriberId() throws {
        let message = try JSONDecoder().decode(SportRadarModels.SocketMessage.self, from: Fixture.data("socket/LISTENING_STARTED"))
        guard case .subscriberId(let id) = message.payload else {
            Issue.record("no subscriber id")
            return
        }
        #expect(id == "subscriber-id-placeholder")
        let error = try JSONDecoder().decode(SportRadarModels.SocketMessage.self, from: Fixture.data("socket/error-SUBSCRIBER_NOT_FOUND"))
        #expect(error.errorType == SportRadarLiveSocket.subscriberNotFound)
    }

    /// The listen frame and the subscribe body are the recorded ones.
    @Test func framesAndBodiesMatchTheRecordedRequests() throws {
        let encoder = JSONEncoder()
        func json(_ data: Data) throws -> NSDictionary { try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary) }
        #expect(try json(encoder.encode(SportRadarModels.ListenRequest(subscriberId: nil, language: "FR"))) == json(Fixture.data("socket/listen-request")))
        #expect(try json(encoder.encode(SportRadarModels.ListenRequest(subscriberId: "subscriber-id-placeholder", language: "FR")))
                == json(Fixture.data("socket/listen-request-resume")))
        let provider = TestConfig.provider(transport: StubTransport(.json("{}")))
        for (content, file) in [(SportRadarLiveContent.liveList(sportCode: "FBL"), "subscribe-request-liveEvents"),
                                (SportRadarModels.LiveContentId(type: "event", id: "4067580.1"), "subscribe-request-eventDetails")] {
            let endpoint = SportRadarPoseidonAPI.subscribe(content, subscriberId: "subscriber-id-placeholder", language: "FR")
            let request = try provider.runtime.executor(.subscription).makeRequest(for: endpoint, credentials: TestConfig.credentials).urlRequest
            #expect(request.url?.path.hasSuffix("/services/content/subscribe") == true)
            #expect(request.httpMethod == "POST")
            #expect(request.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
            #expect(request.value(forHTTPHeaderField: "Media-Type") == "application/json")
            #expect(request.value(forHTTPHeaderField: "app-origin") == "ios")
            #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
            #expect(try json(#require(request.httpBody)) == json(Fixture.data("socket/\(file)")))
        }
        let unsubscribe = SportRadarPoseidonAPI.unsubscribe(SportRadarLiveContent.liveList(sportCode: "FBL"), subscriberId: "subscriber-id-placeholder", language: "FR")
        let request = try provider.runtime.executor(.subscription).makeRequest(for: unsubscribe, credentials: nil).urlRequest
        #expect(request.url?.path.hasSuffix("/services/content/unsubscribe") == true)
        #expect(try json(#require(request.httpBody)) == json(Fixture.data("socket/subscribe-request-liveEvents")))
    }

    /// A 403 saying "unauthorised location" is geo-blocking; other statuses as Poseidon.
    @Test func subscriptionGeoBlockingIsTyped() {
        let mapper = SportRadarSubscriptionErrorMapper()
        let context = ResponseContext(method: .post)
        #expect(mapper.error(for: response(status: 403), body: Data(#"{"message":"Unauthorised location"}"#.utf8), context: context) == .geoBlocked)
        #expect(mapper.error(for: response(status: 403), body: Data("{}".utf8), context: context) == .forbidden)
        #expect(mapper.error(for: response(status: 200), body: Data(#"{"version":42}"#.utf8), context: context) == nil)
    }
}
