#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenDiagnostics
import ScreenIR
import YAMLReader

/// The declarations files of one run: each read, parsed, decoded and checked once, however many screens import it,
/// and shared by the threads that read screens (a mutex guards what has been loaded; a file's decoding happens
/// under it, so no file is decoded twice).
///
/// A screen sees the project's declarations files (`.screenc.yml` `declarations:`, `--declarations`) and what its
/// `imports:` name; a declarations file sees what its own `imports:` name. What a file imports, it passes on to the
/// files that import it. Every problem is a diagnostic of the file it is in: a declarations file's own once per run
/// (`diagnostics`), an import that cannot be used at the import, in the importing file.
final class DeclarationsLibrary: @unchecked Sendable {
    /// What one path turned out to hold.
    enum Entry: Sendable {
        /// A declarations file, decoded and checked.
        case loaded(LoadedFile)
        /// A path that cannot be imported, and why.
        case unusable(Unusable)
    }

    /// A declarations file read in this run.
    struct LoadedFile: Sendable {
        /// What it makes visible to a file that imports it: its own declarations, then its imports'.
        var visible: AppDeclarations
        /// Its problems, with its suppression comments applied.
        var diagnostics: [Diagnostic]
    }

    /// Why a path cannot be imported.
    enum Unusable: Sendable, Equatable {
        /// It cannot be read (it does not exist, is a folder, is not readable): the reason.
        case unreadable(String)
        /// It is a screen file.
        case screen
        /// It is YAML without `declarations:` at its top level.
        case notDeclarations
        /// It is not well-formed YAML, and `declarations:` was not read before the error.
        case malformed
    }

    private let read: @Sendable (String) throws -> [UInt8]
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var entries: [String: Entry] = [:]
    /// What every screen sees: the project's declarations files, in the order given.
    let project: AppDeclarations
    /// The project's declarations files, for notes.
    private let projectFiles: Set<SourceFileID>
    /// Problems of the project's declarations files as a set (one name declared by two of them, a path that is not a
    /// declarations file), each reported once.
    private let projectDiagnostics: [Diagnostic]

    /// A library that reads files through `read` (which throws for a file it cannot read: `UnreadableFile` says
    /// why) and loads `project`, the declarations files every screen sees, first.
    init(project paths: [String] = [], read: @escaping @Sendable (String) throws -> [UInt8]) {
        self.read = read
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
        // Loaded before `self` is complete (`project` is what this computes), with a loader of its own.
        var visible = AppDeclarations()
        var diagnostics: [Diagnostic] = []
        let loader = DeclarationsLoader(read: read)
        for path in paths {
            switch loader.load(ImportPath.normalized(path)) {
            case .unusable(let why):
                diagnostics.append(Self.projectDiagnostic(why, path: path))
            case .loaded(let file):
                let (merged, clashes) = visible.union(file.visible)
                visible = merged
                diagnostics += clashes.map(Self.projectClashDiagnostic)
            }
        }
        entries = loader.entries
        project = visible
        projectFiles = Set(paths.map { SourceFileID(ImportPath.normalized($0)) })
        projectDiagnostics = diagnostics
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    // MARK: What files see

    /// The resolver for the screen file `file`: the project's declarations files and what its `imports:` name.
    func resolver(forScreen file: String) -> ImportResolver {
        ImportResolver { [self] imports in
            guard !imports.isEmpty else { return ResolvedImports(declarations: project) }
            let targets = locked { () -> [(Located<String>, String, Entry)] in
                imports.map { written in
                    let path = ImportPath.resolve(written.value, from: file)
                    return (written, path, entries[path] ?? loadLocked(path))
                }
            }
            return Self.merge(targets, into: project, projectFiles: projectFiles)
        }
    }

    /// Whether `path` was read as a declarations file already (a screen imported it): the run need not read it again.
    func hasLoadedDeclarationsFile(_ path: String) -> Bool {
        locked {
            if case .loaded = entries[path] { return true }
            return false
        }
    }

    /// Hands over a declarations file found among the files a run reads (`screenc lint Screens` with one in the
    /// folder), already parsed: it is decoded here unless an import got to it first.
    func register(_ path: String, document: YAMLDocument, bytes: [UInt8]) {
        locked {
            guard entries[path] == nil else { return }
            _ = loadLocked(path, parsed: (document, bytes))
        }
    }

    /// Loads `path` and what it imports; the mutex must be held.
    private func loadLocked(_ path: String, parsed: (document: YAMLDocument, bytes: [UInt8])? = nil) -> Entry {
        let loader = DeclarationsLoader(read: read, entries: entries)
        // The loader holds the only reference to the entries while it adds to them: no copy.
        entries = [:]
        defer { entries = loader.entries }
        return loader.load(path, parsed: parsed)
    }

    /// Every problem of the declarations files read so far (their own, and those of the project's set), unsorted.
    var diagnostics: [Diagnostic] {
        locked {
            var all = projectDiagnostics
            for entry in entries.values {
                if case .loaded(let file) = entry { all += file.diagnostics }
            }
            return all
        }
    }

    /// The declarations files read so far, sorted.
    var files: [String] {
        locked {
            entries.compactMap { path, entry in
                if case .loaded = entry { path } else { nil }
            }.sorted()
        }
    }

    // MARK: Merging what imports make visible

    /// `base` and what each import makes visible, in order: an import that cannot be used, and a name two files
    /// declare, are diagnostics at the import (`projectFiles`: the project's declarations files, in `base`).
    static func merge(
        _ targets: [(written: Located<String>, path: String, entry: Entry)], into base: AppDeclarations,
        projectFiles: Set<SourceFileID> = []
    ) -> ResolvedImports {
        var visible = base
        var diagnostics: [Diagnostic] = []
        for (written, path, entry) in targets {
            switch entry {
            case .unusable(let why):
                diagnostics.append(importDiagnostic(why, written: written, path: path))
            case .loaded(let file):
                let (merged, clashes) = visible.union(file.visible)
                visible = merged
                for clash in clashes {
                    var notes: [String] = []
                    if projectFiles.contains(clash.first.fileID) {
                        notes.append(
                            "every screen sees \(clash.first.file): it is one of the project's declarations files "
                                + "(`.screenc.yml` `declarations:`)")
                    }
                    diagnostics.append(
                        Diagnostic(
                            .duplicateID,
                            "`\(written.value)` declares \(clash.kind) `\(clash.name)`, which \(clash.first.file) "
                                + "declares too",
                            at: written.span,
                            labels: [
                                Diagnostic.Label(span: clash.first, message: "declared here"),
                                Diagnostic.Label(span: clash.second, message: "and here"),
                            ],
                            notes: notes + ["one name must mean one thing in every file that sees both"],
                            help: "remove one of the declarations, or rename one of them"))
                }
            }
        }
        return ResolvedImports(declarations: visible, diagnostics: diagnostics)
    }

    /// The diagnostic at an import that cannot be used.
    static func importDiagnostic(_ why: Unusable, written: Located<String>, path: String) -> Diagnostic {
        let looked = path == written.value ? [] : ["the path is relative to this file: it names \(path)"]
        switch why {
        case .unreadable(let reason):
            return Diagnostic(
                .invalidDeclaration, "cannot import `\(written.value)`: \(reason)", at: written.span, notes: looked,
                help: "name a declarations file, relative to this file")
        case .screen:
            return Diagnostic(
                .invalidDeclaration, "`\(written.value)` is a screen file, not a declarations file", at: written.span,
                notes: looked + ["a screen is pushed (`push:`), not imported"],
                help: "import a file that starts with `declarations: Name`")
        case .notDeclarations:
            return Diagnostic(
                .invalidDeclaration, "`\(written.value)` is not a declarations file: it has no `declarations:` key",
                at: written.span, notes: looked, help: "a declarations file starts with `declarations: Name`")
        case .malformed:
            return Diagnostic(
                .invalidDeclaration, "`\(written.value)` is not well-formed YAML", at: written.span, notes: looked,
                help: "`screenc lint \(path)` shows where")
        }
    }

    /// The diagnostic for one of the project's declarations paths that is not a declarations file.
    static func projectDiagnostic(_ why: Unusable, path: String) -> Diagnostic {
        let named = "the project's declarations files (`.screenc.yml` `declarations:`, `--declarations`) name this file"
        switch why {
        case .unreadable(let reason):
            return Diagnostic(
                .unreadableFile, "cannot read this declarations file: \(reason)", at: .wholeFile(path),
                help: "check that the file exists and is readable")
        case .screen:
            return Diagnostic(
                .invalidDeclaration, "\(named), but it is a screen file", at: .wholeFile(path),
                help: "keep declarations files in a folder of their own, and name that folder")
        case .notDeclarations:
            return Diagnostic(
                .invalidDeclaration, "\(named), but it has no `declarations:` key", at: .wholeFile(path),
                help: "a declarations file starts with `declarations: Name`")
        case .malformed:
            return Diagnostic(
                .invalidDeclaration, "\(named), but it is not well-formed YAML", at: .wholeFile(path),
                help: "`screenc lint \(path)` shows where")
        }
    }

    /// One name declared by two of the project's declarations files: at the second declaration.
    static func projectClashDiagnostic(_ clash: DeclarationClash) -> Diagnostic {
        Diagnostic(
            .duplicateID, "\(clash.kind) `\(clash.name)` is declared in \(clash.first.file) too", at: clash.second,
            labels: [Diagnostic.Label(span: clash.first, message: "declared here too")],
            notes: [
                "every screen sees both: they are among the project's declarations files (`.screenc.yml` "
                    + "`declarations:`)"
            ],
            help: "remove one of the declarations, or rename one of them")
    }
}

/// Telling a declarations file from a screen file by its contents, for callers that need to before a run (which
/// outputs a build will have).
public enum DeclarationsFileKind {
    /// Whether `bytes` (the file at `path`) are a declarations file: `declarations:` at the top level, no `screen:`.
    public static func isDeclarationsFile(_ bytes: [UInt8], path: String) -> Bool {
        DeclarationsReader.isDeclarationsFile(YAMLParser.parse(bytes, file: path))
    }
}
