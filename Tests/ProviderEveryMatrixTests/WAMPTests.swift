import Foundation
import Testing
@_spi(ProviderKit) @testable import ProviderEveryMatrix
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting

/// Waits until cancelled: a timeout that never fires while the answer comes.
let neverFires: @Sendable (TimeInterval) async throws -> Void = { _ in
    try await Task.sleep(nanoseconds: 3_600_000_000_000)
}

/// A timeout that never fires until armed, then fires at once. Arm it after `open`: an instant
/// timeout would otherwise race the router's WELCOME.
struct InstantTimeoutOnceArmed {
    private let armed = Locked(false)
    private let recorded = Locked<[TimeInterval]>([])

    var sleep: @Sendable (TimeInterval) async throws -> Void {
        { [armed, recorded] delay in
            recorded.withLock { $0.append(delay) }
            if armed.withLock({ $0 }) { return }
            try await neverFires(delay)
        }
    }

    /// The delays asked for so far.
    var delays: [TimeInterval] { recorded.withLock { $0 } }

    func arm() { armed.withLock { $0 = true } }
}

@Suite struct WAMPCodecTests {
    @Test func everyMessageRoundTrips() throws {
        let payload = WAMPPayload(arguments: Data("[1,\"a]\"]".utf8), keywordArguments: Data(#"{"topic":"/sports/1 [x]"}"#.utf8))
        let messages: [WAMPMessage] = [
            .hello(realm: "www.everymatrix.com"), .welcome(sessionId: 77), .abort(reason: "wamp.error.no_such_realm"),
            .goodbye(reason: "wamp.close.normal"), .error(requestType: 48, requestId: 3, error: "wamp.error.runtime", payload: payload),
            .call(requestId: 4, procedure: "/sports#initialDump", payload: payload), .result(requestId: 4, payload: payload),
            .subscribe(requestId: 5, topic: "/sports/4093/en/x"), .subscribed(requestId: 5, subscriptionId: 900),
            .unsubscribe(requestId: 6, subscriptionId: 900), .unsubscribed(requestId: 6),
            .event(subscriptionId: 900, publicationId: 12, payload: payload),
            .register(requestId: 7, procedure: "com.app.ping"), .registered(requestId: 7, registrationId: 31),
            .invocation(requestId: 8, registrationId: 31, payload: payload), .yield(requestId: 8, payload: payload),
        ]
        for message in messages {
            let text = try WAMPCodec.encode(message)
            #expect(try WAMPCodec.decode(.text(text)) == message, "\(text)")
        }
        let subscribe = try JSONSerialization.jsonObject(with: Data(WAMPCodec.encode(.subscribe(requestId: 5, topic: "/t")).utf8)) as? [Any]
        #expect(subscribe?[0] as? Int == 32)
        #expect(subscribe?[1] as? Int == 5)
        #expect(subscribe?[3] as? String == "/t")
    }

    @Test func wireShapes() throws {
        #expect(try WAMPCodec.decode(Data(#"[2, 123, {"roles":{}}]"#.utf8)) == .welcome(sessionId: 123))
        let event = try WAMPCodec.decode(Data(#"[36, 5, 6, {}, [], {"version":"1","records":[{"a":"]}"}]}]"#.utf8))
        guard case .event(5, 6, let payload) = event else { Issue.record("\(event)"); return }
        #expect(payload.body.map { String(decoding: $0, as: UTF8.self) } == #"{"version":"1","records":[{"a":"]}"}]}"#)
        let call = try WAMPCodec.encode(.call(requestId: 9, procedure: "p", payload: WAMPPayload(keywordArguments: Data(#"{"topic":"t"}"#.utf8))))
        #expect(call == #"[48,9,{},"p",[],{"topic":"t"}]"#)
        let resultWithArgsOnly = try WAMPCodec.decode(Data(#"[50, 9, {}, [{"version":"2"}]]"#.utf8))
        guard case .result(9, let result) = resultWithArgsOnly else { Issue.record(); return }
        #expect(result.body.map { String(decoding: $0, as: UTF8.self) } == #"{"version":"2"}"#)
    }

    @Test func malformedFramesAreInvalidResponses() {
        for bad in ["{}", "[", "[999, 1]", "[36, \"x\", 1, {}]", "[\"unterminated]"] {
            let error = #expect(throws: ServiceProviderError.self, "\(bad)") { try WAMPCodec.decode(Data(bad.utf8)) }
            if let error, case .invalidResponse = error {} else if let error { Issue.record("\(bad): \(error)") }
        }
    }
}

@Suite struct WAMPSessionTests {

    /// The router refuses the session (ABORT) while HELLO is still being sent, so the refusal
    /// arrives before the session waits for an answer. It is still the answer: it used to be
    /// dropped, and `open` waited for a WELCOME until its timeout (which a test's sleeper may
    /// never fire: a full test run hung on it).
    @Test func anAbortThatArrivesBeforeTheSessionWaitsIsItsAnswer() async {
        let channel = InMemoryWebSocketChannel { text, channel in
            guard text.hasPrefix("[1,") else { return }
            channel.push(#"[3,{},"wamp.error.no_such_realm"]"#)
            // Holds the send until the session has read the ABORT.
            try? await Task.sleep(nanoseconds: 100_000_000)
        }
        let session = WAMPSession(channel: channel, timeout: 5, sleep: { try await Task.sleep(nanoseconds: UInt64($0 * 1_000_000_000)) })
        do {
            try await session.open(realm: "www.everymatrix.com")
            Issue.record("expected the router's refusal")
        } catch {
            #expect(error == .vendor(code: "wamp.error.no_such_realm", message: nil))
        }
        await session.close()
    }
    @Test func subscribeThenInitialDumpOverTheInMemoryChannel() async throws {
        let dump = Data(#"{"version":"1","format":"BASIC","messageType":"INITIAL_DUMP","records":[]}"#.utf8)
        let update = Data(#"{"version":"2","format":"BASIC","messageType":"UPDATE","records":[]}"#.utf8)
        let channel = EveryMatrixWAMPRouter.channel(dump: dump, updates: [update])
        let session = WAMPSession(channel: channel, timeout: 5, sleep: neverFires)
        try await session.open(realm: "realm")
        let events = try await session.subscribe("/sports/topic")
        let result = try await session.call("/sports#initialDump", keywordArguments: ["topic": "/sports/topic"])
        #expect(result.body == dump)
        let bodies = try await events.takeAll().map(\.body)
        #expect(bodies == [update])
        await session.close()
        #expect(channel.isClosed)
        let sent = channel.sentFrames
        #expect(sent[0].hasPrefix(#"[1,"realm""#), "\(sent[0])")
        #expect(sent[1].hasPrefix("[32,"), "\(sent[1])")
        #expect(sent[2].contains(#""topic":"\/sports\/topic""#) || sent[2].contains(#""topic":"/sports/topic""#), "\(sent[2])")
    }

    /// A frame nested deeper than the decoder reads (or no WAMP at all) is skipped, the session
    /// goes on, and each is counted in the live diagnostics rather than lost unseen.
    @Test func anUnreadableFrameIsCountedAndTheSessionGoesOn() async throws {
        let dump = Data(#"{"version":"1","format":"BASIC","messageType":"INITIAL_DUMP","records":[]}"#.utf8)
        let channel = EveryMatrixWAMPRouter.channel(dump: dump, updates: [])
        let diagnostics = LiveDiagnosticsCounter()
        let session = WAMPSession(channel: channel, timeout: 5, sleep: neverFires, diagnostics: diagnostics)
        try await session.open(realm: "realm")
        channel.push("[36,1,2,{}," + String(repeating: "[", count: 10_000)) // nested past any reader, never closed
        channel.push("not wamp")
        let result = try await session.call("/sports#initialDump", keywordArguments: ["topic": "/sports/topic"])
        #expect(result.body == dump)
        #expect(diagnostics.current.undecodableRecords == 2)
        await session.close()
    }

    @Test func aDroppedSessionStopsReadingAndReleasesItsChannel() async throws {
        // Without close(): the receive loop must not outlive the session, or it keeps the
        // connection, and everything the channel holds, for the life of the process.
        let dump = Data(#"{"version":"1","format":"BASIC","messageType":"INITIAL_DUMP","records":[]}"#.utf8)
        weak var released: InMemoryWebSocketChannel?
        do {
            let channel = EveryMatrixWAMPRouter.channel(dump: dump, updates: [])
            released = channel
            let session = WAMPSession(channel: channel, timeout: 5, sleep: neverFires)
            try await session.open(realm: "realm")
        }
        for _ in 0..<200 where released != nil { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(released == nil, "the dropped session's receive loop still holds the channel")
    }

    @Test func silentRouterTimesOutSubscribeAndCall() async throws {
        let channel = EveryMatrixWAMPRouter.channel(dump: Data("{}".utf8), updates: [], silent: true)
        let timeout = InstantTimeoutOnceArmed()
        let session = WAMPSession(channel: channel, timeout: 15, sleep: timeout.sleep)
        try await session.open(realm: "realm")
        timeout.arm()
        do {
            _ = try await session.subscribe("/t")
            Issue.record("expected a timeout")
        } catch {
            #expect(error == .timedOut)
        }
        do {
            _ = try await session.call("/sports#initialDump", keywordArguments: [:])
            Issue.record("expected a timeout")
        } catch {
            #expect(error == .timedOut)
        }
        #expect(timeout.delays.contains(15))
        await session.close()
    }

    @Test func routerErrorBecomesVendorError() async throws {
        let channel = EveryMatrixWAMPRouter.channel(dump: Data("{}".utf8), updates: [])
        let session = WAMPSession(channel: channel, timeout: 5, sleep: neverFires)
        try await session.open(realm: "realm")
        do {
            _ = try await session.call("/unknown", keywordArguments: [:])
            Issue.record("expected an error")
        } catch {
            #expect(error == .vendor(code: "wamp.error.no_such_procedure", message: nil))
        }
        await session.close()
    }

    @Test func aClosedConnectionFailsPendingCalls() async throws {
        let channel = InMemoryWebSocketChannel { text, channel in
            if text.hasPrefix("[1,") { channel.push("[2,1,{}]") } else { await channel.close() }
        }
        let session = WAMPSession(channel: channel, timeout: 5, sleep: neverFires)
        try await session.open(realm: "realm")
        do {
            _ = try await session.call("/sports#initialDump", keywordArguments: [:])
            Issue.record("expected an error")
        } catch {
            #expect(error == .network(.networkConnectionLost))
        }
    }

    @Test func aCallCancelledBeforeItWaitsFailsWithCancelledNotATimeout() async throws {
        let channel = EveryMatrixWAMPRouter.channel(dump: Data("{}".utf8), updates: [], silent: true)
        // The armed timeout fires at once: without honouring cancellation the call would end in `.timedOut`.
        let timeout = InstantTimeoutOnceArmed()
        let session = WAMPSession(channel: channel, timeout: 15, sleep: timeout.sleep)
        try await session.open(realm: "realm")
        timeout.arm()
        let call = Task { () async throws(ServiceProviderError) -> WAMPPayload in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await session.call("/sports#initialDump", keywordArguments: [:])
        }
        let result = await call.result
        #expect(throws: ServiceProviderError.cancelled) { try result.get() }
        await session.close()
    }

    @Test func cancellingAWaitingCallFailsItAtOnce() async throws {
        let (calls, called) = AsyncStream<Void>.makeStream()
        let channel = InMemoryWebSocketChannel { text, channel in
            if text.hasPrefix("[1,") { channel.push("[2,1,{}]") } else if text.hasPrefix("[48,") { called.yield() }
        }
        let session = WAMPSession(channel: channel, timeout: 3600, sleep: neverFires)
        try await session.open(realm: "realm")
        let call = Task { () async throws(ServiceProviderError) -> WAMPPayload in
            try await session.call("/sports#initialDump", keywordArguments: [:])
        }
        for await _ in calls { break }
        call.cancel()
        let result = await call.result
        #expect(throws: ServiceProviderError.cancelled) { try result.get() }
        await session.close()
    }
}

/// A text frame is read where it lies: the payload is a view of the frame's own bytes (an
/// initial dump is one frame as large as the dump, which copies would hold two or three times).
struct WAMPFrameBytesTests {
    @Test func aTextFramesPayloadIsAViewOfTheFrame() throws {
        let kwargs = #"{"version":"1","records":[\#(String(repeating: #"{"_type":"MATCH","id":"1"},"#, count: 200)){"id":"2"}]}"#
        let text = #"[50,7,{},[],\#(kwargs)]"#
        let message = try WAMPCodec.decode(.text(text))
        guard case .result(let id, let payload) = message, let body = payload.keywordArguments else {
            Issue.record("not a RESULT with kwargs: \(message)")
            return
        }
        #expect(id == 7)
        #expect(String(decoding: body, as: UTF8.self) == kwargs)
        let frameBytes = try #require(text.utf8.withContiguousStorageIfAvailable { UInt(bitPattern: $0.baseAddress) ..< UInt(bitPattern: $0.baseAddress! + $0.count) })
        let bodyStart = body.withUnsafeBytes { UInt(bitPattern: $0.baseAddress) }
        #expect(frameBytes.contains(bodyStart), "the payload's bytes are the frame's")
        #expect(payload.body == body)
    }

    @Test func shortAndDataFramesDecodeAsBefore() throws {
        #expect(try WAMPCodec.decode(.text("[2,9,{}]")) == .welcome(sessionId: 9))
        #expect(try WAMPCodec.decode(.data(Data("[36,1,2,{},[{\"a\":1}]]".utf8))) == .event(subscriptionId: 1, publicationId: 2, payload: WAMPPayload(arguments: Data(#"[{"a":1}]"#.utf8))))
        #expect(throws: ServiceProviderError.self) { try WAMPCodec.decode(.text(#"[50,1,{},[],{"open": "never closed}]"#)) }
    }

    /// The scanner steps over string contents eight bytes at a time: quotes and backslashes at
    /// every offset of a word, escaped or not, still end each element where JSON says.
    @Test func theFrameScannerFindsEveryElementWhateverTheStringsHold() throws {
        for length in 0..<40 {
            for position in 0...length {
                for insert in [#"\""#, #"\\"#, #"\\\""#, "é", "\\u0022"] {
                    var characters = Array(repeating: "a", count: length)
                    characters.insert(insert, at: position)
                    let string = "\"" + characters.joined() + "\""
                    let frame = Data("[1, \(string) ,{\"k\":[\(string)]},\(string)]".utf8)
                    let ranges = try #require(JSONArrayScanner.elements(of: frame), "length \(length) at \(position): \(string)")
                    #expect(ranges.count == 4)
                    #expect(String(decoding: frame[ranges[1]], as: UTF8.self) == string)
                    #expect(String(decoding: frame[ranges[3]], as: UTF8.self) == string)
                }
            }
        }
    }

    /// Inside an element, numbers, literals and whitespace do not end it: a bracket, brace,
    /// quote or comma at every offset among them still nests and ends each element where JSON says.
    @Test func theFrameScannerStepsOverNumbersAndLiteralsInsideAnElement() throws {
        for length in 0..<40 {
            for position in 0...length {
                for insert in ["[]", "{}", #""""#, #"[{"a":[1]}]"#, ","] {
                    var characters = Array(repeating: "1", count: length)
                    characters.insert(insert, at: position)
                    let element = "[true, \(characters.joined()) ,null]"
                    let frame = Data("[1,\(element),{\"k\":\(element)},2]".utf8)
                    let ranges = try #require(JSONArrayScanner.elements(of: frame), "\(element)")
                    #expect(ranges.count == 4, "\(element)")
                    #expect(String(decoding: frame[ranges[1]], as: UTF8.self) == element)
                    #expect(String(decoding: frame[ranges[3]], as: UTF8.self) == "2")
                }
            }
        }
    }
}
