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
            arguments. Writes both or nothing: never overwrites a file, never writes through a symbolic link, and \
            writes nothing when either file exists or Screens is not a real folder. \
            Exit codes: 0 written; 1 a file exists already or cannot be written.
            """
    )

    func run() throws {
        let files = [
            (ProjectConfiguration.fileName, ProjectTemplate.configuration),
            (ProjectTemplate.exampleScreenPath, ProjectTemplate.exampleScreen),
        ]
        // Everything is checked before anything is written, without following symbolic links: a link — even one
        // that points nowhere yet — is never written through, and a folder on the way must be a real folder.
        var problems: [String] = []
        var folders: [String] = []
        for (path, _) in files {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty, !folders.contains(folder) {
                folders.append(folder)
                if FileSystem.isSymbolicLink(folder) {
                    problems.append("\(folder) is a symbolic link; screenc init writes only into real folders")
                    continue
                }
                switch FileSystem.kind(of: folder) {
                case .directory, .missing: break
                case .file, .other: problems.append("\(folder) exists and is not a folder; screenc init would write \(path)")
                }
            }
            if FileSystem.isSymbolicLink(path) {
                problems.append("\(path) is a symbolic link; screenc init never writes through one")
            } else if FileSystem.exists(path) {
                problems.append("\(path) exists already; screenc init never overwrites a file")
            }
        }
        guard problems.isEmpty else {
            for problem in problems { Terminal.writeError("error: \(problem)\n") }
            Terminal.writeError("nothing was written\n")
            throw ExitStatus.problems
        }
        // All or nothing: on a failure, what this run wrote is removed again.
        var written: [String] = []
        var created: [String] = []
        do {
            for folder in folders where FileSystem.kind(of: folder) == .missing {
                if mkdir(folder, 0o777) != 0 { throw IOFailure("cannot create \(folder): \(String(cString: strerror(errno)))") }
                created.append(folder)
            }
            for (path, text) in files {
                if let failure = FileSystem.createFile(Array(text.utf8), at: path) {
                    throw IOFailure(
                        failure == EEXIST
                            ? "\(path) exists already; screenc init never overwrites a file"
                            : "cannot write \(path): \(String(cString: strerror(failure)))")
                }
                written.append(path)
            }
        } catch let failure as IOFailure {
            for path in written.reversed() { unlink(path) }
            for folder in created.reversed() { rmdir(folder) }
            Terminal.writeError("error: \(failure.description)\nnothing was written\n")
            throw ExitStatus.problems
        }
        Terminal.write(written.map { "created \($0)\n" }.joined())
        Terminal.write(
            """

            Next:
              screenc lint                           check the screens the configuration lists
              screenc preview \(ProjectTemplate.exampleScreenPath)   see the example screen in the terminal
              screenc compile                        generate its Swift into Generated/

            """)
    }
}
