import NIOSSL
import Testing
import WebSocketNIO

/// The README's TLS sample ("Live data on Linux"), compiled, and what it says of the default:
/// no configuration of the channel's own means swift-nio-ssl's client default.
@Suite struct TLSConfigurationSampleTests {
    @Test func theReadmesSampleCompilesAndTheDefaultIsNIOSSLsClientConfiguration() {
var tls = TLSConfiguration.makeClientConfiguration()
tls.minimumTLSVersion = .tlsv12
tls.additionalTrustRoots = [.file("/etc/ssl/certs/operator-ca.pem")]
let factory = NIOWebSocketChannel.factory(NIOWebSocketChannel.Configuration(tlsConfiguration: tls))
        _ = factory
        #expect(NIOWebSocketChannel.Configuration().tlsConfiguration == nil, "the channel then uses makeClientConfiguration()")
        let standard = TLSConfiguration.makeClientConfiguration()
        #expect(standard.certificateVerification == .fullVerification, "the chain and the host name are checked")
        #expect(standard.minimumTLSVersion == .tlsv1, "the README says TLS 1.0 and up are accepted")
        #expect(standard.trustRoots == .default, "the system's trust roots")
    }
}
