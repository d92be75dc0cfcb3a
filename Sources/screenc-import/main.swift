// screenc-import: hand-written ItemListUI controllers read back into screen files (docs/Migration.md).
// The thin command line of ScreenImport: reads the files, writes one screen file per controller, prints a summary
// line per controller. Exit codes as README's table: 0 done; 1 a file that gives no screen, cannot be read or
// written; 64 usage (unknown option, no file, a path that does not exist).

import Foundation
import ScreenImport

let usage = """
    usage: screenc-import <Controller.swift> [more.swift …] [--output DIR]

    Reads hand-written ItemListUI controllers and writes one screen file per controller (<Screen>.yaml) into DIR
    (default: the current directory). What it cannot map is kept as comments in the screen file; a summary line per
    controller says how many rows were imported exactly, approximated or left.
    """

var inputs: [String] = []
var output = "."
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--output", "-o":
        guard let directory = arguments.popFirst() else {
            FileHandle.standardError.write(Data("error: --output needs a directory\n\n\(usage)\n".utf8))
            exit(64)
        }
        output = directory
    default:
        if argument.hasPrefix("-") {
            FileHandle.standardError.write(Data("error: unknown option '\(argument)'\n\n\(usage)\n".utf8))
            exit(64)
        }
        inputs.append(argument)
    }
}
guard !inputs.isEmpty else {
    FileHandle.standardError.write(Data("error: no Swift file given\n\n\(usage)\n".utf8))
    exit(64)
}

var failed = false
// Read every file first: controllers imported together see each other's screens (a push becomes `push:`).
var files: [(source: String, path: String)] = []
for input in inputs {
    guard FileManager.default.fileExists(atPath: input) else {
        FileHandle.standardError.write(Data("error: no such file: \(input)\n".utf8))
        exit(64)
    }
    let size = (try? FileManager.default.attributesOfItem(atPath: input)[.size] as? Int) ?? 0
    guard size <= 16 << 20, let data = FileManager.default.contents(atPath: input) else {
        FileHandle.standardError.write(Data("error: cannot read \(input) (unreadable, or over 16 MiB)\n".utf8))
        failed = true
        continue
    }
    files.append((String(decoding: data, as: UTF8.self), input))
}
for result in ScreenImporter.importControllers(files: files) {
    for problem in result.problems {
        FileHandle.standardError.write(Data("error: \(problem)\n".utf8))
        failed = true
    }
    for screen in result.screens {
        // Named as the user wrote the folder (`Screens/A.yaml`), not resolved against the working directory.
        let path = output.hasSuffix("/") ? "\(output)\(screen.name).yaml" : "\(output)/\(screen.name).yaml"
        let url = URL(fileURLWithPath: path)
        let bytes = Data(screen.yaml.utf8)
        if FileManager.default.contents(atPath: url.path) != bytes {
            do {
                try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
                try bytes.write(to: url, options: .atomic)
            } catch {
                FileHandle.standardError.write(Data("error: cannot write \(path): \(error.localizedDescription)\n".utf8))
                failed = true
                continue
            }
        }
        print("\(path): \(screen.summary.line(screen: screen.name))")
    }
}
exit(failed ? 1 : 0)
