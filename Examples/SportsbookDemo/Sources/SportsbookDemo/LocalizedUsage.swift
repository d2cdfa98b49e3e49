import ArgumentParser
import Foundation

/// ArgumentParser's text for a usage error, with its labels in the `--locale` language:
/// `Error: …` takes AppModels' word for "Error", `Help: …`, `Usage: …` and `See '… --help' for
/// more information.` the demo's own words (a command line's usage is no app text, so AppModels has
/// none). The error's message and the synopsis stay as written; a line of another shape is kept.
enum LocalizedUsage {
    static func text(_ english: String, in language: DemoLanguage) -> String {
        var lines = english.components(separatedBy: "\n")
        for index in lines.indices {
            let line = lines[index]
            if index == 0, line.hasPrefix("Error: ") {
                lines[index] = language.label(language.mapper.errorTitle) + line.dropFirst("Error: ".count)
            } else if line.hasPrefix("Help:  ") {
                lines[index] = language.help + line.dropFirst("Help:  ".count)
            } else if line.hasPrefix("Usage: ") {
                // A synopsis wrapped to a narrow terminal keeps its indent: its lines are not realigned.
                lines[index] = language.usage + line.dropFirst("Usage: ".count)
            } else if let command = seeHelpCommand(line) {
                lines[index] = "  " + language.seeHelp(command)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `sportsbook-demo run --help` from `  See 'sportsbook-demo run --help' for more information.`
    private static func seeHelpCommand(_ line: String) -> String? {
        let prefix = "  See '", suffix = "' for more information."
        guard line.hasPrefix(prefix), line.hasSuffix(suffix), line.count > prefix.count + suffix.count else { return nil }
        return String(line.dropFirst(prefix.count).dropLast(suffix.count))
    }
}

extension SportsbookDemo {
    /// ArgumentParser's own entry point, except that a usage error (exit 64) is printed with its
    /// labels in the `--locale` language; help and other errors go out as ArgumentParser prints them.
    static func main() async {
        do {
            var command = try await asyncParseAsRoot()
            if var command = command as? AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
        } catch {
            let language = DemoLanguage(arguments: CommandLine.arguments)
            guard exitCode(for: error) == .validationFailure, language != .english else { exit(withError: error) }
            printError(LocalizedUsage.text(fullMessage(for: error), in: language))
            Foundation.exit(ExitCode.validationFailure.rawValue)
        }
    }
}
