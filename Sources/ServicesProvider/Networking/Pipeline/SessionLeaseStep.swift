/// Signs each call with the session: leases credentials when the call needs them (refreshing
/// first when they expired), builds the request from that lease, and after a 401 on a request
/// that carried them refreshes once (single-flight, in ``SessionStore``) and sends again,
/// rebuilt from the new lease. A second 401 is final. When the vendor says the session ended,
/// the session is expired (unless it has changed since) and its cached responses go with it.
package struct SessionLeaseStep: Sendable {
    /// The session; `nil` for an executor that never signs (sign-in, registration).
    package let session: SessionStore?
    /// Emptied when the session ends, however it ends.
    package let cache: ResponseCache
    /// Learns what each signed request carries, for the monitor-and-redaction step to hide.
    package let secrets: KnownSecrets
    /// Finds the secrets in a signed request.
    package let redactor: Redactor

    package init(session: SessionStore?, cache: ResponseCache, secrets: KnownSecrets = KnownSecrets(), redactor: Redactor = Redactor()) {
        self.session = session
        self.cache = cache
        self.secrets = secrets
        self.redactor = redactor
    }

    /// Signs the call and sends it down the rest of the pipeline.
    /// - Parameter sign: builds the request from the lease's credentials (`nil` when the call
    ///   needs none); it throws `.unauthorized` when they lack what the request places.
    package func run(_ call: PipelineCall, trace: RequestTrace?, sign: (Credentials?) throws(ServiceProviderError) -> SignedRequest,
                     next: (SignedRequest) async throws(RequestFailure) -> PipelineResponse) async throws(RequestFailure) -> PipelineResponse {
        do throws(RequestFailure) {
            return try await signAndSend(call, trace: trace, sign: sign, next: next)
        } catch {
            if error.error == .sessionExpired { await cache.removeAll() }
            throw error
        }
    }

    private func signAndSend(_ call: PipelineCall, trace: RequestTrace?, sign: (Credentials?) throws(ServiceProviderError) -> SignedRequest,
                             next: (SignedRequest) async throws(RequestFailure) -> PipelineResponse) async throws(RequestFailure) -> PipelineResponse {
        var lease: SessionStore.Lease?
        var refreshed = false
        while true {
            if call.needsLease, lease == nil {
                guard let session else { throw RequestFailure(.unauthorized) }
                do { lease = try await session.lease() } catch { throw RequestFailure(error) }
            }
            let request: SignedRequest
            do { request = try sign(lease?.credentials) } catch { throw RequestFailure(error) }
            defer { request.transportRequest.removeBodyFile() }
            secrets.remember(request, redactor: redactor)
            trace?.signed(request)
            do throws(RequestFailure) {
                return try await next(request)
            } catch where error.error == .unauthorized {
                // Only a request that carried the session's credentials says the session is
                // refused; one refresh per call, so a 401 after it is the answer.
                guard !refreshed, let session, let used = lease else { throw error }
                refreshed = true
                do { lease = try await session.refresh(after: used.generation) } catch { throw RequestFailure(error) }
            } catch where error.error == .sessionExpired {
                if let session, let used = lease { await session.expire(generation: used.generation) }
                throw error
            }
        }
    }
}
