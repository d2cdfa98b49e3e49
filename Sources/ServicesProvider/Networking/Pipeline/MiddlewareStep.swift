import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs the app's ``RequestMiddleware``s around each attempt, the first one outermost, after the
/// credentials are added; the last one hands the request to the transport step. With none, the
/// attempt goes straight to the transport. An error a middleware throws reaches the caller as a
/// ``ServiceProviderError``: a `URLError` as the transport's would (so it may be retried), any
/// other as `.invalidRequest`.
package struct MiddlewareStep: Sendable {
    /// The app's middlewares, outermost first.
    package let middlewares: [any RequestMiddleware]
    /// The provider's name, as middlewares see it.
    package let providerName: String

    package init(middlewares: [any RequestMiddleware], providerName: String) {
        self.middlewares = middlewares
        self.providerName = providerName
    }

    /// Passes the attempt through the middlewares to `send` (the transport step).
    package func run(_ request: SignedRequest, send: @escaping @Sendable (URLRequest) async throws -> PipelineResponse)
        async throws -> PipelineResponse {
        guard !middlewares.isEmpty else { return try await send(request.urlRequest) }
        let context = RequestMiddlewareContext(providerName: providerName, attempt: request.attempt,
                                               operation: RequestMiddlewareContext.operationName(request.operation))
        // An accepted stream's remaining body cannot pass through `(Data, HTTPURLResponse)`: it
        // is kept aside and joined again to the head it came with, if a middleware kept that head.
        let transportAnswer = Locked<PipelineResponse?>(nil)
        do {
            let (body, head) = try await middlewares.run(request.urlRequest, context: context) { sent in
                let response = try await send(sent)
                transportAnswer.withLock { $0 = response }
                return (response.body, response.head)
            }
            let stream = transportAnswer.withLock { $0 }.flatMap { $0.head === head ? $0.stream : nil }
            return PipelineResponse(body: body, head: head, stream: stream)
        } catch let error as URLError {
            throw error
        } catch let error as ServiceProviderError {
            throw error
        } catch is CancellationError {
            throw ServiceProviderError.cancelled
        } catch {
            throw ServiceProviderError.invalidRequest(message: "A request middleware failed: \(error)")
        }
    }
}
