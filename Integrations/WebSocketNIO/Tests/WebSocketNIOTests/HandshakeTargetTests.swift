import Foundation
import ServicesProvider
import Testing
@testable import WebSocketNIO

/// What the upgrade request is sent to and with, read from the URL a provider gives: the vendors'
/// socket URLs carry paths, queries (SportRadar's tokens) and, in tests, ports and addresses.
@Suite struct HandshakeTargetTests {
    private func target(_ text: String) throws -> NIOWebSocketHandshake.Target {
        try NIOWebSocketHandshake.Target(try #require(URL(string: text)))
    }

    @Test func theSchemeSetsTheDefaultPortAndTLS() throws {
        let plain = try target("ws://sportsapi.example.com/v2")
        #expect((plain.host, plain.port, plain.secure, plain.hostHeader) == ("sportsapi.example.com", 80, false, "sportsapi.example.com"))
        let secure = try target("WSS://sportsapi.example.com/v2")
        #expect((secure.port, secure.secure, secure.hostHeader) == (443, true, "sportsapi.example.com"))
    }

    @Test func anotherPortIsInTheHostHeader() throws {
        let local = try target("ws://127.0.0.1:8080/v2")
        #expect((local.host, local.port, local.hostHeader) == ("127.0.0.1", 8080, "127.0.0.1:8080"))
        let address = try target("ws://[::1]:9000/socket")
        #expect((address.host, address.port, address.hostHeader) == ("::1", 9000, "[::1]:9000"))
    }

    @Test func thePathAndQueryAreSentAsTheURLSpellsThem() throws {
        #expect(try target("wss://live.example.com").path == "/")
        #expect(try target("wss://live.example.com/ws?token=a%2Fb&lang=en").path == "/ws?token=a%2Fb&lang=en")
        #expect(try target("ws://live.example.com/a%20b/").path == "/a%20b/")
    }

    @Test func otherSchemesAndMissingHostsAreInvalidRequests() throws {
        for text in ["https://live.example.com/ws", "ws:///path", "file:///tmp/socket"] {
            let url = try #require(URL(string: text))
            #expect(throws: ServiceProviderError.invalidRequest(message: "A WebSocket URL starts with ws:// or wss:// and names a host.")) {
                _ = try NIOWebSocketHandshake.Target(url)
            }
        }
    }
}
