import ScreenDiagnostics
import ScreenIR
import YAMLReader

/// Loads a declarations file and every file it imports, directly or not, that is not loaded yet: first the files
/// themselves (read, parsed, their `imports:` listed), then each file decoded after the files it imports.
///
/// Files that import each other in a cycle cannot be decoded one after the other: each import that closes a cycle is
/// `import-cycle` in the importing file and is left out, and the files are decoded without it. Which imports those
/// are depends only on the files (the imports between files of one strongly connected component), not on which
/// screen happened to ask first, so the diagnostics are the same in every run.
///
/// Not thread-safe: `DeclarationsLibrary` uses one under its mutex.
final class DeclarationsLoader {
    typealias Entry = DeclarationsLibrary.Entry

    private let read: @Sendable (String) throws -> [UInt8]
    /// Every path looked at, with what it holds; starts with what the library had loaded.
    private(set) var entries: [String: Entry]

    /// A file read and parsed, not decoded yet.
    private struct Pending {
        var document: YAMLDocument
        var bytes: [UInt8]
        var imports: [(written: Located<String>, path: String)]
    }

    private var pending: [String: Pending] = [:]
    /// The pending files in the order found.
    private var found: [String] = []

    init(read: @escaping @Sendable (String) throws -> [UInt8], entries: [String: Entry] = [:]) {
        self.read = read
        self.entries = entries
    }

    /// What `path` holds, loading it (and what it imports) first if needed; `parsed` is its contents when the caller
    /// has read and parsed it already.
    func load(_ path: String, parsed: (document: YAMLDocument, bytes: [UInt8])? = nil) -> Entry {
        if let entry = entries[path] { return entry }
        find(from: path, parsed: parsed)
        decodeFound()
        return entries[path] ?? .unusable(.notDeclarations)
    }

    // MARK: Finding the files

    /// Reads and parses `start` and every file it imports, directly or not, that is not loaded yet.
    private func find(from start: String, parsed: (document: YAMLDocument, bytes: [UInt8])?) {
        var stack = [start]
        while let path = stack.popLast() {
            guard entries[path] == nil, pending[path] == nil else { continue }
            let document: YAMLDocument
            let bytes: [UInt8]
            if path == start, let parsed {
                (document, bytes) = parsed
            } else {
                do {
                    bytes = try read(path)
                } catch {
                    entries[path] = .unusable(.unreadable((error as? UnreadableFile)?.reason ?? "\(error)"))
                    continue
                }
                document = YAMLParser.parse(bytes, file: path)
            }
            guard DeclarationsReader.isDeclarationsFile(document) else {
                entries[path] = .unusable(Self.whyUnusable(document))
                continue
            }
            let imports = DeclarationsReader.importPaths(in: document.root).map {
                (written: $0, path: ImportPath.resolve($0.value, from: path))
            }
            pending[path] = Pending(document: document, bytes: bytes, imports: imports)
            found.append(path)
            for target in imports.reversed() { stack.append(target.path) }
        }
    }

    /// Why a parsed file that is not a declarations file cannot be imported.
    private static func whyUnusable(_ document: YAMLDocument) -> DeclarationsLibrary.Unusable {
        let pairs = document.root?.mapping ?? document.partialRootPairs
        if pairs.contains(where: { $0.key.scalar?.value == "screen" }) { return .screen }
        if document.root == nil, document.diagnostics.containsErrors { return .malformed }
        return .notDeclarations
    }

    // MARK: Decoding them

    /// Decodes every pending file after the files it imports: the strongly connected components of the import graph
    /// (Tarjan's algorithm, without recursion: an import chain may be long), each as soon as it is complete, which is
    /// after every component it imports.
    private func decodeFound() {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack: Set<String> = []
        var stack: [String] = []
        var next = 0
        func successors(_ path: String) -> [String] {
            pending[path]?.imports.map(\.path).filter { pending[$0] != nil } ?? []
        }
        func enter(_ path: String) {
            index[path] = next
            lowLink[path] = next
            next += 1
            stack.append(path)
            onStack.insert(path)
        }
        for root in found where index[root] == nil {
            enter(root)
            var work: [(path: String, successors: [String], next: Int)] = [(root, successors(root), 0)]
            while let top = work.last {
                if top.next < top.successors.count {
                    work[work.count - 1].next += 1
                    let target = top.successors[top.next]
                    if index[target] == nil {
                        enter(target)
                        work.append((target, successors(target), 0))
                    } else if onStack.contains(target) {
                        lowLink[top.path] = min(lowLink[top.path]!, index[target]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last { lowLink[parent.path] = min(lowLink[parent.path]!, lowLink[top.path]!) }
                guard lowLink[top.path] == index[top.path] else { continue }
                var component: [String] = []
                while let member = stack.popLast() {
                    onStack.remove(member)
                    component.append(member)
                    if member == top.path { break }
                }
                let members = Set(component)
                for path in component.sorted() { decode(path, component: members) }
            }
        }
        pending = [:]
        found = []
    }

    /// Decodes one file whose imports outside `component` are loaded; its imports inside `component` close cycles.
    private func decode(_ path: String, component: Set<String>) {
        guard let file = pending[path] else { return }
        var targets: [(written: Located<String>, path: String, entry: Entry)] = []
        var cycles: [Diagnostic] = []
        for target in file.imports {
            if component.contains(target.path) {
                cycles.append(cycleDiagnostic(from: path, import: target.written, to: target.path, within: component))
            } else if let entry = entries[target.path] {
                targets.append((target.written, target.path, entry))
            }
        }
        var imported = DeclarationsLibrary.merge(targets, into: AppDeclarations())
        imported.diagnostics += cycles
        let result = DeclarationsReader.read(file.document, file: path, imported: imported)
        let own = result.file?.declarations ?? AppDeclarations()
        entries[path] = .loaded(
            DeclarationsLibrary.LoadedFile(
                visible: own.merging(imported.declarations),
                diagnostics: Suppressions.apply(to: result.diagnostics, bytes: file.bytes, file: path)))
    }

    /// `import-cycle` at an import of `importer` that leads back to it: the shortest way back, in the diagnostic.
    private func cycleDiagnostic(
        from importer: String, import written: Located<String>, to target: String, within component: Set<String>
    ) -> Diagnostic {
        // Breadth first from the target back to the importer, through the files of the cycle.
        var parent: [String: String] = [:]
        var queue = [target]
        var head = 0
        var reached = importer == target
        while !reached, head < queue.count {
            let path = queue[head]
            head += 1
            for next in pending[path]?.imports.map(\.path) ?? [] where component.contains(next) && next != target {
                guard parent[next] == nil else { continue }
                parent[next] = path
                queue.append(next)
                if next == importer {
                    reached = true
                    break
                }
            }
        }
        var back: [String] = []
        var step = importer
        while step != target, let before = parent[step] {
            back.append(step)
            step = before
        }
        let way =
            importer == target
            ? "this file imports itself"
            : "importing `\(written.value)` leads back to this file: "
                + ([importer, target] + back.reversed()).joined(separator: " → ")
        return Diagnostic(
            .importCycle, way, at: written.span,
            notes: ["a declarations file uses what it imports, so files cannot import each other in a cycle"],
            help: "move what the files share into a declarations file that each of them imports")
    }
}
