import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@_spi(ProviderKit) @testable import ProviderSportRadar
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ServicesProviderTooling

/// A real multipart upload through URLSessionTransport to a 127.0.0.1 server: the bytes the
/// server receives, and the progress the app sees.
struct LoopbackUploadTests {
    @Test func documentUploadReachesTheServerByteForByte() async throws {
        let received = Locked<LoopbackHTTPRequest?>(nil)
        let success = try Fixture.data("uploadUserDocument")
        let server = try LoopbackHTTPServer { request in
            received.withLock { $0 = request }
            return LoopbackHTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: success)
        }
        defer { server.stop() }
        let configuration = SportRadarConfiguration(omegaBaseURL: server.baseURL, poseidonBaseURL: server.baseURL,
                                                    subscriptionBaseURL: nil, cdnBaseURL: nil, liveSocketURL: nil,
                                                    supportDesk: nil, matchWidgets: nil,
                                                    frontEndCode: "1356", businessUnit: "3", location: "FR", language: "FR")
        let provider = SportRadarProvider(configuration: configuration, transport: URLSessionTransport(), sleep: { _ in })
        await provider.runtime.session.signIn(TestConfig.credentials, persist: false)

        // 1 MiB from disk: streamed through a temporary multipart file, never loaded whole by the SDK.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sr-loopback-\(UUID().uuidString).jpg")
        let content = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try content.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let upload = DocumentUpload(type: .identityCard, files: [.init(filename: "id front.jpg", contentType: "image/jpeg", source: .file(file))],
                                    issueDate: DateComponents(year: 2020, month: 5, day: 1))

        var progress: [UploadProgress] = []
        var completed = false
        for try await event in provider.documents.upload(upload) {
            switch event {
            case .progress(let value): progress.append(value)
            case .completed: completed = true
            }
        }
        #expect(completed)
        let request = try #require(received.withLock { $0 })
        #expect(request.method == "POST")
        #expect(request.path == "/ps/ips/uploadUserDocument")
        #expect(request.queryValue("sessionKey") == "session-key-placeholder")
        #expect(request.header("app-origin") == "ios")
        let contentType = try #require(request.header("Content-Type"))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        var expected = Data()
        expected.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"documentType\"\r\n\r\nIDENTITY_CARD\r\n".utf8))
        expected.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"issueDate\"\r\n\r\n2020-05-01\r\n".utf8))
        expected.append(Data("--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"id front.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8))
        expected.append(content)
        expected.append(Data("\r\n--\(boundary)--\r\n".utf8))
        #expect(request.body == expected)

        // Progress: non-decreasing, against the whole body, ending at the body's size.
        #expect(!progress.isEmpty)
        #expect(progress.allSatisfy { $0.totalBytes == Int64(expected.count) })
        #expect(zip(progress, progress.dropFirst()).allSatisfy { $0.sentBytes <= $1.sentBytes })
        #expect(progress.last?.sentBytes == Int64(expected.count))
    }
}
