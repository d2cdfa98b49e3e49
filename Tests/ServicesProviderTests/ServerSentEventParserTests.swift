import Foundation
import Testing
@_spi(ProviderKit) import ServicesProvider

@Suite("ServerSentEventParser")
struct ServerSentEventParserTests {
    private func parse(_ chunks: [Data]) -> [ServerSentEvent] {
        var parser = ServerSentEventParser()
        return chunks.flatMap { parser.consume($0) }
    }

    private func parse(_ text: String) -> [ServerSentEvent] { parse([Data(text.utf8)]) }

    @Test func parsesFieldsAndDefaults() {
        let events = parse("id: 1\nevent: odds\ndata: {\"a\":1}\nretry: 2500\n\ndata:no-space\n\n")
        #expect(events == [ServerSentEvent(id: "1", event: "odds", data: #"{"a":1}"#, retry: 2500),
                           ServerSentEvent(id: "1", event: nil, data: "no-space")])
    }

    @Test func handlesCRLFAndLoneCR() {
        #expect(parse("data: a\r\n\r\ndata: b\r\rdata: c\n\n") == [ServerSentEvent(data: "a"), ServerSentEvent(data: "b"), ServerSentEvent(data: "c")])
    }

    @Test func crlfSplitAcrossChunks() {
        #expect(parse([Data("data: a\r".utf8), Data("\n\r".utf8), Data("\ndata: b\n\n".utf8)]) == [ServerSentEvent(data: "a"), ServerSentEvent(data: "b")])
    }

    @Test func joinsMultiLineData() {
        #expect(parse("data: line 1\ndata: line 2\ndata\n\n") == [ServerSentEvent(data: "line 1\nline 2\n")])
    }

    @Test func ignoresCommentsUnknownFieldsAndEmptyEvents() {
        #expect(parse(": keep-alive\n\nfoo: bar\n\nevent: x\n\ndata: y\n\n") == [ServerSentEvent(data: "y")])
    }

    @Test func keepsOnlyFirstSpaceAndColonsInValue() {
        #expect(parse("data:  two spaces: and colon\n\n") == [ServerSentEvent(data: " two spaces: and colon")])
    }

    @Test func idPersistsAndIdWithNullIsIgnored() {
        let events = parse("id: 7\ndata: a\n\nid: bad\u{0}id\ndata: b\n\nid\ndata: c\n\n")
        #expect(events.map(\.id) == ["7", "7", ""])
    }

    @Test func invalidRetryIsIgnored() {
        #expect(parse("retry: soon\ndata: a\n\n").first?.retry == nil)
    }

    @Test func splitInsideAUTF8Character() {
        let bytes = Array("data: Zoë €\n\n".utf8)
        var parser = ServerSentEventParser()
        var events: [ServerSentEvent] = []
        for byte in bytes { events += parser.consume(Data([byte])) }
        #expect(events == [ServerSentEvent(data: "Zoë €")])
        // And a split between the two bytes of ë specifically.
        guard let index = bytes.firstIndex(of: 0xC3) else {
            Issue.record("no ë in the test input")
            return
        }
        #expect(parse([Data(bytes[..<(index + 1)]), Data(bytes[(index + 1)...])]) == [ServerSentEvent(data: "Zoë €")])
    }

    @Test func incompleteEventIsHeldUntilTheBlankLine() {
        var parser = ServerSentEventParser()
        #expect(parser.consume(Data("data: a\n".utf8)).isEmpty)
        #expect(parser.consume(Data("\n".utf8)) == [ServerSentEvent(data: "a")])
    }
}
