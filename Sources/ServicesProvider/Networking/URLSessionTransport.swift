import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The default transport, on `URLSession`, behaving the same on Apple platforms and on Linux,
/// where `bytes(for:)` does not exist: an in-memory request goes through `data(for:)` (the
/// cheapest path measured); streamed file uploads with progress and incremental bodies for SSE
/// go through tasks reporting to the session's delegate.
public final class URLSessionTransport: HTTPTransport, Sendable {
    private let session: URLSession
    private let router: TaskRouter

    /// Creates a transport with its own `URLSession`.
    /// - Parameter configuration: the session configuration (default: `.default`).
    public init(configuration: URLSessionConfiguration = .default) {
        let router = TaskRouter()
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        self.router = router
        self.session = URLSession(configuration: configuration, delegate: router, delegateQueue: queue)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends the request; a body file is streamed with upload progress.
    public func send(_ request: TransportRequest) async throws -> (Data, HTTPURLResponse) {
        guard request.bodyFileURL != nil || request.uploadProgress != nil else { return try await sendInMemory(request.urlRequest) }
        let task: URLSessionTask
        if let file = request.bodyFileURL {
            task = session.uploadTask(with: request.urlRequest, fromFile: file)
        } else {
            task = session.dataTask(with: request.urlRequest)
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                router.register(task, handler: .buffered(BufferedTask(continuation: continuation, progress: request.uploadProgress)))
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }

    /// A request with no file and no progress to report goes through `data(for:)`: measured on
    /// Linux over loopback, a completion-handler task with a continuation cost 4–5% more per
    /// request, and the delegate path more still (one hop to the delegate queue per callback:
    /// the head, each chunk, the end). It cancels with the calling task; on Linux the caller
    /// returns at once and the URLSession task is left to finish (`UncancelledDataCall`).
    private func sendInMemory(_ urlRequest: URLRequest) async throws -> (Data, HTTPURLResponse) {
        #if canImport(FoundationNetworking)
        let (data, response) = try await UncancelledDataCall.send(urlRequest, on: session)
        #else
        let (data, response) = try await session.data(for: urlRequest)
        #endif
        guard let response = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return (data, response)
    }

    /// Streams the response: its head, then body chunks as they arrive (for Server-Sent Events).
    @_spi(ProviderKit) public func stream(_ request: URLRequest) -> AsyncThrowingStream<StreamingChunk, any Error> {
        AsyncThrowingStream { continuation in
            let task = session.dataTask(with: request)
            router.register(task, handler: .streaming(continuation))
            // Only a consumer that stopped cancels: cancelling a task that already completed
            // (a stream that ended) trips swift-corelibs-foundation's task registry on Linux.
            continuation.onTermination = { termination in
                if case .cancelled = termination { task.cancel() }
            }
            task.resume()
        }
    }
}

/// State of one buffered task, touched only under the router's lock.
private final class BufferedTask {
    var data = Data()
    var response: HTTPURLResponse?
    let continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>
    let progress: (@Sendable (UploadProgress) -> Void)?

    init(continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>, progress: (@Sendable (UploadProgress) -> Void)?) {
        self.continuation = continuation
        self.progress = progress
    }
}

private enum TaskHandler {
    case buffered(BufferedTask)
    case streaming(AsyncThrowingStream<StreamingChunk, any Error>.Continuation)
}

/// Routes URLSession delegate calls to the task that started them.
private final class TaskRouter: NSObject, URLSessionDataDelegate, Sendable {
    private let handlers = Locked<[Int: TaskHandler]>([:])

    func register(_ task: URLSessionTask, handler: TaskHandler) {
        handlers.withLock { $0[task.taskIdentifier] = handler }
    }

    private func handler(for task: URLSessionTask) -> TaskHandler? {
        handlers.withLock { $0[task.taskIdentifier] }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        switch handler(for: dataTask) {
        case .buffered(let task):
            handlers.withLock { _ in task.response = response as? HTTPURLResponse }
        case .streaming(let continuation):
            if let http = response as? HTTPURLResponse { continuation.yield(.response(http)) }
        case nil:
            break
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        switch handler(for: dataTask) {
        case .buffered(let task): handlers.withLock { _ in task.data.append(data) }
        case .streaming(let continuation): continuation.yield(.data(data))
        case nil: break
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
                    totalBytesSent: Int64, totalBytesExpectedToSend: Int64) {
        guard case .buffered(let buffered) = handler(for: task), let progress = buffered.progress else { return }
        progress(UploadProgress(sentBytes: totalBytesSent, totalBytes: totalBytesExpectedToSend))
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let handler = handlers.withLock { $0.removeValue(forKey: task.taskIdentifier) }
        switch handler {
        case .buffered(let buffered):
            let (data, response) = handlers.withLock { _ in (buffered.data, buffered.response ?? (task.response as? HTTPURLResponse)) }
            if let error {
                buffered.continuation.resume(throwing: error)
            } else if let response {
                buffered.continuation.resume(returning: (data, response))
            } else {
                buffered.continuation.resume(throwing: URLError(.badServerResponse))
            }
        case .streaming(let continuation):
            if let error { continuation.finish(throwing: error) } else { continuation.finish() }
        case nil:
            break
        }
    }
}

/// Streaming is provider plumbing (Server-Sent Events), so the conformance is behind the SPI too.
@_spi(ProviderKit) extension URLSessionTransport: StreamingHTTPTransport {}
