#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ScreenDiagnostics

/// What makes a file that libyaml reads unreadable (or read otherwise) by other YAML tools, found in its text rather
/// than in one scalar:
///
/// - a tab outside quoted and block scalars and comments: between tokens (`key:<tab>value`, `[a,<tab>b]`, a tab
///   before a comment) PyYAML stops with "found character '\t' that cannot start any token"; the fix-it writes spaces.
///   A tab inside a plain scalar's text is the scalar's problem (`ScalarPortability.Problem.tab`): the fix-it quotes it.
/// - NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR (U+2029) anywhere: line breaks to YAML 1.1 tools
///   (libyaml, PyYAML), ordinary characters to YAML 1.2 tools, so that lines, comments and values differ.
enum SourcePortability {
    /// The `non-portable-yaml` warnings of a file that parsed into `root`. Cheap for the usual file: without a tab or a separator character, no work.
    static func diagnose(_ source: SourceText, root: YAMLNode?, fileID: SourceFileID) -> [Diagnostic] {
        let bytes = source.bytes
        guard mayHaveProblems(bytes) else { return [] }
        var scalars: [ScalarExtent] = []
        if let root { ScalarExtent.collect(root, into: &scalars) }
        scalars.sort { $0.start < $1.start }
        var diagnostics: [Diagnostic] = []
        var reportedScalars: Set<Int> = []
        var next = 0
        var line = 1
        var column = 1
        var inComment = false
        var previous: UInt8 = 0x0A
        var offset = source.contentStart
        while offset < bytes.count {
            if let length = SourceText.lineBreakLength(in: bytes, at: offset) {
                if bytes[offset] >= 0x80 {
                    let name = bytes[offset] == 0xC2 ? "NEL (U+0085)"
                        : bytes[offset + 2] == 0xA8 ? "LINE SEPARATOR (U+2028)" : "PARAGRAPH SEPARATOR (U+2029)"
                    let start = SourcePosition(line: line, column: column)
                    diagnostics.append(Diagnostic(
                        .nonPortableYAML,
                        "\(name) is a line break to YAML 1.1 tools (libyaml, PyYAML) and a character to YAML 1.2 tools",
                        at: SourceSpan(fileID: fileID, start: start, end: SourcePosition(line: line, column: column + 1)),
                        notes: ["screenc reads it as a line break, like libyaml"],
                        help: "remove it; in a double-quoted string, write the escape `\\N`, `\\L` or `\\P` instead"))
                }
                line += 1
                column = 1
                inComment = false
                previous = 0x0A
                offset += length
                continue
            }
            let byte = bytes[offset]
            offset += 1
            guard byte & 0xC0 != 0x80 else { continue }  // a UTF-8 continuation byte: same column
            defer {
                previous = byte
                column += 1
            }
            guard byte == 0x09 || byte == UInt8(ascii: "#"), !inComment else { continue }
            let position = SourcePosition(line: line, column: column)
            while next < scalars.count, scalars[next].end <= position { next += 1 }
            let inside = next < scalars.count && scalars[next].start <= position ? next : nil
            if byte == UInt8(ascii: "#") {
                if inside == nil, previous == 0x0A || previous == 0x20 || previous == 0x09 { inComment = true }
                continue
            }
            if let inside {
                let scalar = scalars[inside]
                // Tabs in quoted and block scalars are portable; a plain scalar's own tab was reported with it.
                guard scalar.style == .plain, !scalar.valueHasTab, reportedScalars.insert(inside).inserted else { continue }
                diagnostics.append(ScalarPortability.diagnostic(.tab, value: scalar.value, at: scalar.span))
                continue
            }
            var tabs = 1
            while offset < bytes.count, bytes[offset] == 0x09 {
                tabs += 1
                offset += 1
            }
            let end = SourcePosition(line: line, column: column + tabs)
            column += tabs - 1  // the deferred step adds the last one
            diagnostics.append(Diagnostic(
                .nonPortableYAML, "PyYAML (and so yamllint) cannot read a file with a tab between YAML tokens",
                at: SourceSpan(fileID: fileID, start: position, end: end),
                notes: ["PyYAML allows tabs only inside quoted and block scalars and comments"],
                help: "use spaces instead",
                fixIt: Diagnostic.FixIt(
                    span: SourceSpan(fileID: fileID, start: position, end: end),
                    replacement: String(repeating: " ", count: tabs))))
        }
        return diagnostics
    }
}

extension SourcePortability {
    /// Whether `bytes` hold a tab or a separator character (the only things `diagnose` looks for).
    static func mayHaveProblems(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            if firstIndex(of: 0x09, in: buffer, from: 0) != nil { return true }
            var offset = 0
            while let at = firstIndex(of: 0xC2, in: buffer, from: offset) {
                if at + 1 < buffer.count, buffer[at + 1] == 0x85 { return true }
                offset = at + 1
            }
            offset = 0
            while let at = firstIndex(of: 0xE2, in: buffer, from: offset) {
                if at + 2 < buffer.count, buffer[at + 1] == 0x80, buffer[at + 2] == 0xA8 || buffer[at + 2] == 0xA9 {
                    return true
                }
                offset = at + 1
            }
            return false
        }
    }

    /// The index of the first `byte` of `buffer` at or after `start`: memchr, at memory speed (this reads every
    /// byte of every file).
    private static func firstIndex(of byte: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let base = buffer.baseAddress, start < buffer.count,
            let found = memchr(base + start, Int32(byte), buffer.count - start)
        else { return nil }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}

/// Where a scalar's text is, for `SourcePortability`: a block scalar's starts on the line after its `|` or `>` header,
/// whose comment and spaces belong to the file's structure.
private struct ScalarExtent {
    var start: SourcePosition
    var end: SourcePosition
    var span: SourceSpan
    var style: YAMLScalar.Style
    var value: String
    var valueHasTab: Bool

    static func collect(_ node: YAMLNode, into extents: inout [ScalarExtent]) {
        switch node.content {
        case .scalar(let scalar):
            var start = node.span.start
            if scalar.style == .literal || scalar.style == .folded {
                start = SourcePosition(line: start.line + 1, column: 1)
            }
            guard start < node.span.end else { return }
            extents.append(ScalarExtent(
                start: start, end: node.span.end, span: node.span, style: scalar.style, value: scalar.value,
                valueHasTab: scalar.value.utf8.contains(0x09)))
        case .sequence(let items):
            for item in items { collect(item, into: &extents) }
        case .mapping(let pairs):
            for pair in pairs {
                collect(pair.key, into: &extents)
                collect(pair.value, into: &extents)
            }
        }
    }
}
