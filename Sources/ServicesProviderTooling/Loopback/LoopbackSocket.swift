import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Thin wrappers over the POSIX socket calls the loopback server needs, hiding the
/// Darwin/Glibc differences. Every function works on raw file descriptors.
enum LoopbackSocket {
    /// Creates a listening TCP socket bound to 127.0.0.1 on an ephemeral port; returns it and the port.
    static func listenOnLoopback() throws -> (descriptor: Int32, port: UInt16) {
        #if canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw LoopbackServerError.socket("socket", errno) }
        var reuse: Int32 = 1
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
        address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(0)
        // 127.0.0.1 only: the server must never be reachable from another machine.
        address.sin_addr = in_addr(s_addr: UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            throw LoopbackServerError.socket("bind", code)
        }
        guard listen(descriptor, 64) == 0 else {
            let code = errno
            close(descriptor)
            throw LoopbackServerError.socket("listen", code)
        }
        var boundAddress = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &boundAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            throw LoopbackServerError.socket("getsockname", code)
        }
        return (descriptor, UInt16(bigEndian: boundAddress.sin_port))
    }

    /// Waits up to `milliseconds` for a descriptor to become readable.
    static func waitReadable(_ descriptor: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }

    /// Accepts one connection, or returns `nil`.
    static func accept(_ listener: Int32) -> Int32? {
        #if canImport(Darwin)
        let connection = Darwin.accept(listener, nil, nil)
        #else
        let connection = Glibc.accept(listener, nil, nil)
        #endif
        guard connection >= 0 else { return nil }
        #if canImport(Darwin)
        var noSignal: Int32 = 1
        _ = setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return connection
    }

    /// Reads what is available (blocking until something is); `nil` at end of stream or on error.
    static func read(_ descriptor: Int32) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        return Data(buffer[0..<count])
    }

    /// Writes all bytes; `false` when the peer is gone. Never raises SIGPIPE.
    @discardableResult
    static func write(_ descriptor: Int32, _ data: Data) -> Bool {
        #if canImport(Darwin)
        let flags: Int32 = 0
        #else
        let flags = Int32(MSG_NOSIGNAL)
        #endif
        return data.withUnsafeBytes { raw -> Bool in
            guard var pointer = raw.baseAddress else { return true }
            var remaining = raw.count
            while remaining > 0 {
                let sent = send(descriptor, pointer, remaining, flags)
                if sent < 0 && errno == EINTR { continue }
                guard sent > 0 else { return false }
                pointer += sent
                remaining -= sent
            }
            return true
        }
    }

    /// Wakes any thread blocked on the descriptor (reads then see end of stream).
    static func shutdownBoth(_ descriptor: Int32) {
        #if canImport(Darwin)
        _ = Darwin.shutdown(descriptor, SHUT_RDWR)
        #else
        _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
        #endif
    }

    /// Closes the descriptor.
    static func close(_ descriptor: Int32) {
        #if canImport(Darwin)
        _ = Darwin.close(descriptor)
        #else
        _ = Glibc.close(descriptor)
        #endif
    }
}

/// Why a ``LoopbackHTTPServer`` could not start.
public enum LoopbackServerError: Error, Sendable, Equatable {
    /// A socket call failed with `errno`.
    case socket(String, Int32)
}
