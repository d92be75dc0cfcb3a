import ArgumentParser

/// screenc's documented exit codes (README "Exit codes").
enum ExitStatus {
    /// Nothing to report, or only warnings without `--strict`.
    static let success = ExitCode(0)
    /// Errors were found (or warnings under `--strict`), or outputs are missing, out of date or stale under
    /// `--check`, or an output (a file, standard output or error) cannot be written or a stale one removed.
    static let problems = ExitCode(1)
    /// The command line was wrong: unknown option, missing path, no screen files (sysexits EX_USAGE).
    static let usage = ExitCode(64)
    /// Standard output or error is a closed pipe (SIGPIPE ignored): `Terminal.closedPipeStatus`.
    static let closedPipe = ExitCode(Terminal.closedPipeStatus)
}
