import ArgumentParser
import Foundation
import ProjectConfiguration

/// `screenc init`: start a project with a commented `.screenc.yml` and an example screen.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .screenc.yml and an example screen into the current directory.",
        discussion: """
            Writes .screenc.yml and Screens/Example.yaml; `screenc lint` and `screenc compile` then work with no \
            arguments. Never overwrites a file: when either exists, nothing is written. \
            Exit codes: 0 written; 1 a file exists already or cannot be written.
            """
    )

    func run() throws {
        let files = [
            (ProjectConfiguration.fileName, ProjectTemplate.configuration),
            (ProjectTemplate.exampleScreenPath, ProjectTemplate.exampleScreen),
        ]
        let existing = files.map(\.0).filter { FileSystem.kind(of: $0) != .missing }
        guard existing.isEmpty else {
            for path in existing { Terminal.writeError("error: \(path) exists already; screenc init never overwrites a file\n") }
            Terminal.writeError("nothing was written\n")
            throw ExitStatus.problems
        }
        for (path, text) in files {
            let directory = (path as NSString).deletingLastPathComponent
            do {
                if !directory.isEmpty {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                }
            } catch {
                Terminal.writeError("error: cannot create \(directory): \(error.localizedDescription)\n")
                throw ExitStatus.problems
            }
            if let failure = FileSystem.writeFile(Array(text.utf8), to: path) {
                Terminal.writeError("error: cannot write \(path): \(String(cString: strerror(failure)))\n")
                throw ExitStatus.problems
            }
            Terminal.write("created \(path)\n")
        }
        Terminal.write(
            """

            Next:
              screenc lint                           check the screens the configuration lists
              screenc preview \(ProjectTemplate.exampleScreenPath)   see the example screen in the terminal
              screenc compile                        generate its Swift into Generated/

            """)
    }
}
