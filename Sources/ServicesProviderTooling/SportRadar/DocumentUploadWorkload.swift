import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@_spi(ProviderKit) import ServicesProvider
import ServicesProviderTesting
import ProviderSportRadar

/// The large-upload benchmark's workload: a document of `size` bytes uploaded from a file through
/// `Client` (`client.documents.upload`, SportRadar's multipart call) over URLSession to a loopback
/// server that counts the body without keeping it; every other call (the sign-in) is answered
/// by the SportRadar sandbox behind that server.
@_spi(Benchmarks) public final class DocumentUploadWorkload: Sendable {
    /// What one upload did.
    public struct Outcome: Sendable {
        /// The multipart body's bytes the server received.
        public var receivedBytes: Int
        /// How many progress events the app saw.
        public var progressEvents: Int
        /// The last progress event (the whole body's size when it completed).
        public var lastProgress: UploadProgress?
        /// Whether the upload completed.
        public var completed: Bool
    }

    private let server: LoopbackHTTPServer
    private let client: Client
    private let file: URL
    private let received = Locked(0)

    /// Writes the document (`size` bytes, 1 MiB at a time), starts the server and signs in.
    public init(size: Int64) async throws {
        file = FileManager.default.temporaryDirectory.appendingPathComponent("upload-benchmark-\(UUID().uuidString).mp4")
        try Self.writeDocument(size, to: file)
        let sandbox = SportRadarSandbox.makeTransport()
        let sandboxHost = SportRadarSandbox.configuration.omegaBaseURL
        let received = received
        server = try LoopbackHTTPServer(keepingBodiesUpTo: 64 * 1024) { request, writer in
            if request.path == "/ps/ips/uploadUserDocument" { received.withLock { $0 = request.bodyLength } }
            var target = URLComponents(url: sandboxHost, resolvingAgainstBaseURL: false) ?? URLComponents()
            target.percentEncodedPath = request.path
            target.percentEncodedQuery = request.query
            var forwarded = URLRequest(url: target.url ?? sandboxHost)
            forwarded.httpMethod = request.method
            for field in request.headerFields { forwarded.setValue(field.value, forHTTPHeaderField: field.name) }
            // The upload's body is not kept: the sandbox answers it by path alone.
            forwarded.httpBody = request.body.isEmpty ? nil : request.body
            guard let (body, response) = try? await sandbox.send(TransportRequest(urlRequest: forwarded)) else {
                return writer.respond(LoopbackHTTPResponse(status: 502))
            }
            writer.respond(LoopbackHTTPResponse(status: response.statusCode, headers: ["Content-Type": "application/json"], body: body))
        }
        var configuration = SportRadarSandbox.configuration
        configuration.omegaBaseURL = server.baseURL
        client = Client(provider: SportRadarProvider(configuration: configuration, transport: URLSessionTransport()))
        _ = try await client.account.login(LoginCredentials(username: "benchmark", password: "benchmark-password"))
    }

    /// Uploads the document, reading every event the app would.
    public func upload() async throws -> Outcome {
        let upload = DocumentUpload(type: .identityCard, files: [.init(filename: "identity.mp4", contentType: "video/mp4", source: .file(file))])
        var outcome = Outcome(receivedBytes: 0, progressEvents: 0, lastProgress: nil, completed: false)
        for try await event in client.documents.upload(upload) {
            switch event {
            case .progress(let progress):
                outcome.progressEvents += 1
                outcome.lastProgress = progress
            case .completed:
                outcome.completed = true
            }
        }
        outcome.receivedBytes = received.withLock { $0 }
        return outcome
    }

    /// Stops the server and removes the document.
    public func finish() {
        server.stop()
        try? FileManager.default.removeItem(at: file)
    }

    private static func writeDocument(_ size: Int64, to url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw CocoaError(.fileWriteUnknown) }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        let chunk = Data((0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var written: Int64 = 0
        while written < size {
            let count = Int(min(Int64(chunk.count), size - written))
            try handle.write(contentsOf: count == chunk.count ? chunk : chunk.prefix(count))
            written += Int64(count)
        }
    }
}
