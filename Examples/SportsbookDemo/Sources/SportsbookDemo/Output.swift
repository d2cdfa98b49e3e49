import Foundation

/// Writes a line to standard error: errors never go to standard output, which stays the journey.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

/// A count with its noun in the right number: "1 event", "8 events", "1 change pending".
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}
