import Foundation

/// The process's resident memory as Linux reports it in `/proc/self/status`, for the benchmarks'
/// memory figures (not a supported API).
@_spi(Benchmarks) public enum ProcessMemory {
    /// A kilobyte line of `/proc/self/status`: `VmRSS:` (resident now) or `VmHWM:` (the peak so
    /// far, which `/usr/bin/time -v` reports as the maximum resident set size); -1 where there is
    /// none (not Linux).
    public static func kilobytes(_ field: String) -> Int {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix(field) } ?? ""
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") ?? -1
    }
}
