import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Turns what came back into a success or a ``RequestFailure``: the provider's
/// ``ResponseErrorMapper`` reads every answer (some vendors report errors inside a 200 body),
/// with the server's `Retry-After`; a transport error becomes the SDK's error, marked as
/// retryable by its URL error code. An accepted stream's body is its consumer's to read.
package struct ResponseValidationStep: Sendable {
    /// The vendor's error mapper.
    package let errorMapper: any ResponseErrorMapper
    /// The wall clock, for `Retry-After` dates.
    package let now: @Sendable () -> Date

    package init(errorMapper: any ResponseErrorMapper, now: @escaping @Sendable () -> Date) {
        self.errorMapper = errorMapper
        self.now = now
    }

    /// Sends the attempt on and validates what comes back.
    package func run(_ request: SignedRequest, next: (SignedRequest) async throws -> PipelineResponse)
        async throws(RequestFailure) -> PipelineResponse {
        let response: PipelineResponse
        do {
            response = try await next(request)
        } catch let error as URLError {
            throw RequestFailure(ServiceProviderError(urlError: error.code), retry: .transport(error.code))
        } catch {
            throw RequestFailure(ServiceProviderError(error))
        }
        let head = response.head
        let accepted = (200..<300).contains(head.statusCode)
        if request.streaming != nil, accepted { return response }
        let retryAfter = RetryPolicy.parseRetryAfter(head.value(forHTTPHeaderField: "Retry-After"), now: now())
        let context = ResponseContext(retryAfter: retryAfter, method: request.method, usedSession: request.credentials != nil)
        if let error = errorMapper.error(for: head, body: response.body, context: context) {
            throw RequestFailure(error, status: head.statusCode, retry: .status(head.statusCode, retryAfter: retryAfter))
        }
        if request.streaming != nil {
            // A refused stream the mapper let pass (a 3xx, say) is still no stream.
            throw RequestFailure(.invalidResponse(message: "The stream was refused with status \(head.statusCode)."),
                                 status: head.statusCode)
        }
        return response
    }
}
