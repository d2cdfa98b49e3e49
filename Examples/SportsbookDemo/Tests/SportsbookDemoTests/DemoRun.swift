import Foundation

/// One run of the built `SportsbookDemo` executable: its exit code and both outputs.
struct DemoRun: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String

    /// Runs the demo with `arguments` (live waits kept short) and waits for it to end.
    static func run(_ arguments: [String]) throws -> DemoRun {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent("SportsbookDemo")
        process.arguments = arguments
        // Files, not pipes: a pipe the test reads only at the end could fill and block the demo.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("demo-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("stdout"), err = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        return DemoRun(status: process.terminationStatus,
                       stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
                       stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }

    /// Where SwiftPM put the demo: beside the test bundle (macOS) or the test runner (Linux).
    static var productsDirectory: URL {
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// The SDK's recorded fixtures, for `decode`.
    static func fixture(_ provider: String, _ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent() // SportsbookDemoTests
            .deletingLastPathComponent().deletingLastPathComponent() // Tests, SportsbookDemo
            .deletingLastPathComponent().deletingLastPathComponent() // Examples, the SDK
            .appendingPathComponent("Sources/ServicesProviderTesting/SandboxFixtures/\(provider)/\(name)").path
    }
}
