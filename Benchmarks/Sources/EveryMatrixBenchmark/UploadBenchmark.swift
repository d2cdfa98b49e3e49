import Foundation
@_spi(Benchmarks) import ServicesProviderTooling

/// (g) A 500 MB document uploaded from a file through `Client` (`client.documents.upload`) to the
/// loopback server: the peak resident memory above the process's baseline must stay under
/// 64 MB (issue 32's bound). A fresh child process measures it: once the server runs, the player
/// is signed in and the file is written, it reads its resident set (the baseline), resets the
/// kernel's peak (`/proc/self/clear_refs`), uploads, and reports the peak (`VmHWM`). Linux only.
enum UploadBenchmark {
    /// Set in the child's environment: the document's size in bytes.
    static let childVariable = "UPLOAD_BENCHMARK_SIZE"
    static let size: Int64 = 500 << 20

    /// In the child: measures and exits. Else returns.
    static func runChildIfAsked() async throws {
        guard let text = ProcessInfo.processInfo.environment[childVariable], let size = Int64(text) else { return }
        let workload = try await DocumentUploadWorkload(size: size)
        let baseline = ProcessMemory.kilobytes("VmRSS:")
        try "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
        let started = Date()
        let outcome = try await workload.upload()
        let seconds = Date().timeIntervalSince(started)
        let peak = ProcessMemory.kilobytes("VmHWM:")
        workload.finish()
        guard outcome.completed, outcome.receivedBytes > Int(size) else { throw BenchmarkError.unexpectedFixtureShape }
        print(peak - baseline, seconds, outcome.progressEvents)
        exit(0)
    }

    @MainActor static func run() throws {
        print("\nLarge upload: \(size >> 20) MB from a file through Client over the loopback server")
        guard FileManager.default.fileExists(atPath: "/proc/self/clear_refs") else {
            print("  skipped: needs Linux's /proc/self/clear_refs to reset the peak")
            return
        }
        let numbers = try runMeasuringChild([childVariable: String(size)], numbers: 3)
        // In MB (10⁶ bytes), as the bound is stated.
        let aboveBaseline = numbers[0] * 1024 / 1_000_000
        print("  peak \(format(aboveBaseline, 1)) MB above the baseline; \(format(Double(size) / 1_000_000 / numbers[1], 0)) MB/s; \(Int(numbers[2])) progress events")
        record("upload of 500 MB: peak memory above baseline, MB", aboveBaseline, target: 64, .atMost)
    }
}
