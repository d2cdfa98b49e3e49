import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

@Suite("LoopbackHTTPServer")
struct LoopbackHTTPServerTests {
    private func send(_ request: URLRequest, bodyFile: URL? = nil) async throws -> (Data, HTTPURLResponse) {
        try await URLSessionTransport().send(TransportRequest(urlRequest: request, bodyFileURL: bodyFile))
    }

    @Test func bindsLoopbackOnEphemeralPortAndRecordsRequests() async throws {
        let server = try LoopbackHTTPServer { request in .json(#"{"path":"\#(request.path)"}"#, headers: ["X-Reply": "yes"]) }
        defer { server.stop() }
        #expect(server.port != 0)
        #expect(server.baseURL.host == "127.0.0.1")

        var request = URLRequest(url: server.baseURL.appendingPathComponent("v1/ping").appending(queryItems: [URLQueryItem(name: "a", value: "b c")]))
        request.setValue("secret", forHTTPHeaderField: "X-Test")
        let (data, response) = try await send(request)
        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "X-Reply") == "yes")
        #expect(String(decoding: data, as: UTF8.self) == #"{"path":"/v1/ping"}"#)

        let recorded = try #require(server.requests.first)
        #expect(recorded.method == "GET")
        #expect(recorded.path == "/v1/ping")
        #expect(recorded.queryValue("a") == "b c")
        #expect(recorded.header("x-test") == "secret")
    }

    @Test func readsContentLengthBody() async throws {
        let server = try LoopbackHTTPServer { request in .text("got \(request.body.count)") }
        defer { server.stop() }
        var request = URLRequest(url: server.baseURL.appendingPathComponent("upload"))
        request.httpMethod = "POST"
        request.httpBody = Data(repeating: 0x41, count: 100_000)
        let (data, _) = try await send(request)
        #expect(String(decoding: data, as: UTF8.self) == "got 100000")
        #expect(server.requests.first?.body == Data(repeating: 0x41, count: 100_000))
    }

    @Test func readsFileUploadBodyHoweverURLSessionFramesIt() async throws {
        let server = try LoopbackHTTPServer { request in .text("ok") }
        defer { server.stop() }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("loopback-\(UUID().uuidString).bin")
        let payload = Data((0..<300_000).map { UInt8($0 % 251) })
        try payload.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var request = URLRequest(url: server.baseURL.appendingPathComponent("file"))
        request.httpMethod = "POST"
        _ = try await send(request, bodyFile: file)
        let recorded = try #require(server.requests.first)
        // Observed on Linux (curl 7.88 under URLSession): file uploads arrive with Content-Length, not chunked.
        #expect(recorded.body == payload)
    }

    /// A body over the limit is counted, not kept (the large-upload benchmark's server), framed
    /// by length or in chunks; the connection then serves the next request as usual.
    @Test func aBodyOverTheLimitIsCountedNotKept() async throws {
        let server = try LoopbackHTTPServer(keepingBodiesUpTo: 1_000) { request in .text("\(request.bodyLength) \(request.body.count)") }
        defer { server.stop() }
        var request = URLRequest(url: server.baseURL.appendingPathComponent("upload"))
        request.httpMethod = "POST"
        request.httpBody = Data(repeating: 0x41, count: 300_000)
        #expect(String(decoding: try await send(request).0, as: UTF8.self) == "300000 0")
        request.httpBody = Data(repeating: 0x42, count: 1_000)
        #expect(String(decoding: try await send(request).0, as: UTF8.self) == "1000 1000", "within the limit, kept")
        let raw = "POST /chunked HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            + "400\r\n" + String(repeating: "x", count: 1_024) + "\r\n400\r\n" + String(repeating: "y", count: 1_024) + "\r\n0\r\n\r\n"
        let reply = try RawClient.exchange(port: server.port, bytes: Data(raw.utf8))
        #expect(reply.hasSuffix("2048 0"))
    }

    @Test func parsesChunkedAndExpectContinueBodiesFromARawSocketClient() async throws {
        let server = try LoopbackHTTPServer { request in .text(request.bodyText) }
        defer { server.stop() }
        let raw = "POST /chunked HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            + "5\r\nhello\r\n6;ext=1\r\n world\r\n0\r\n\r\n"
        let reply = try RawClient.exchange(port: server.port, bytes: Data(raw.utf8))
        #expect(reply.hasPrefix("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK"))
        #expect(reply.hasSuffix("hello world"))
        #expect(server.requests.first?.bodyText == "hello world")
    }

    @Test func streamsChunksWhileHoldingTheConnection() async throws {
        let gate = LoopbackGate()
        let server = try LoopbackHTTPServer { _, writer in
            writer.startStream(headers: ["Content-Type": "text/event-stream"])
            writer.send("first\n")
            await gate.wait()
            writer.send("second\n")
        }
        defer { server.stop() }
        let url = server.baseURL
        // The client opens the gate: on a thread of its own, so that a busy pool cannot hold it
        // between the chunks longer than the request's timeout.
        let (received, openBeforeFirst) = try await LoopbackHTTPServer.runOnOwnThread {
            var received = ""
            var openBeforeFirst: Bool?
            for try await chunk in URLSessionTransport().stream(URLRequest(url: url)) {
                if case .data(let data) = chunk {
                    received += String(decoding: data, as: UTF8.self)
                    if received == "first\n" {
                        openBeforeFirst = gate.isOpen
                        gate.open()
                    }
                }
            }
            return (received, openBeforeFirst)
        }
        #expect(openBeforeFirst == false)
        #expect(received == "first\nsecond\n")
    }

    @Test func stopClosesTheListener() async throws {
        let server = try LoopbackHTTPServer { _ in .text("ok") }
        let port = server.port
        server.stop()
        server.stop()
        #expect(throws: (any Error).self) { try RawClient.exchange(port: port, bytes: Data("GET / HTTP/1.1\r\n\r\n".utf8)) }
    }

    @Test func stopCancelsADelayedHandler() async throws {
        let server = try LoopbackHTTPServer { _, writer in await writer.respond(.text("late"), after: 30) }
        var request = URLRequest(url: server.baseURL)
        request.timeoutInterval = 20
        let pending = Task { try await URLSessionTransport().send(TransportRequest(urlRequest: request)) }
        while server.requestCount == 0 { try await Task.sleep(nanoseconds: 5_000_000) }
        server.stop()
        await #expect(throws: (any Error).self) { try await pending.value }
    }
}

/// A blocking client over a raw socket, for framing the URLSession never sends.
enum RawClient {
    struct Failure: Error {}

    static func exchange(port: UInt16, bytes: Data) throws -> String {
        #if canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw Failure() }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure() }
        _ = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
        var reply = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            reply.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: reply, as: UTF8.self)
    }
}
