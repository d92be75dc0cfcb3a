import ScreenDiagnostics
import ScreenIR

/// A screen file that cannot be read — it vanished or is unreadable, its name is not valid UTF-8, it is not a
/// regular file (a device, a FIFO) or it is larger than the command reads. A `read`
/// closure given to `Linter` or `Compiler` throws it to have that file reported as `unreadable-file` while the run
/// goes on with every other file; any other error it throws still ends the run.
public struct UnreadableFile: Error, Sendable, Equatable {
    /// The path as diagnostics show it.
    public var path: String
    /// Why it cannot be read, e.g. "Permission denied".
    public var reason: String
    /// What to do about it.
    public var help: String

    public init(
        path: String, reason: String,
        help: String = "check that the file exists and is readable, and that its name is valid UTF-8"
    ) {
        self.path = path
        self.reason = reason
        self.help = help
    }

    /// The diagnostic that stands for the file.
    var diagnostic: Diagnostic {
        Diagnostic(.unreadableFile, "cannot read this screen file: \(reason)", at: .wholeFile(path), help: help)
    }

    /// What a lint run makes of the file: no screen, one diagnostic.
    var result: ScreenReader.Result {
        ScreenReader.Result(screen: nil, diagnostics: [diagnostic])
    }
}
