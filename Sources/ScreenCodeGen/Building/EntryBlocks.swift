import ScreenExpressions

/// One row's code in the entries function before its place is known: the `entries.append(…)`, the loop of a
/// repeated row, and its `visible` condition.
struct RowCode {
    /// `TwoStepVerification`, for naming the row's condition member.
    var rowID: String
    /// `.server(text: state.host, enabled: true)`
    var construction: SwiftValue
    /// `for (index, peer) in data.blockedPeers.enumerated() {`, or empty.
    var loop: String
    /// A repeated row's condition that reads its element, tested inside the loop (Swift).
    var innerCondition: String?
    /// Any other `visible` condition, tested outside: rows next to each other with the same one share an `if`.
    var visible: Expression?

    /// The row's code around its `statement` (laid out for its own column): in its loop, and inside the loop's `if`;
    /// the first line unindented and the others laid out for a first line at `indent`.
    func body(statement: String, indent: Int) -> String {
        var code = statement
        let ifIndent = indent + (loop.isEmpty ? 0 : 4)
        if let innerCondition {
            code = "if \(innerCondition) {\n\(Self.pad(ifIndent + 4))\(code)\n\(Self.pad(ifIndent))}"
        }
        if !loop.isEmpty {
            code = "\(loop)\n\(Self.pad(indent + 4))\(code)\n\(Self.pad(indent))}"
        }
        return code
    }

    func statement(indent: Int) -> String {
        SwiftValue.call("entries.append", [.init("", construction)]).layout(column: indent, indent: indent, trailing: 0)
    }

    static func pad(_ count: Int) -> String { String(repeating: " ", count: count) }
}

/// Places a section's rows in the entries function: rows next to each other that have the same `visible` condition
/// share one `if`, and rows right after them with the opposite condition (`c` / `!c`, `a == b` / `a != b`) are its
/// `else`. Conditions are turned into Swift as the rows come, so their members are declared in row order.
struct EntryBlocks {
    private let swift: SwiftExpressions
    /// The column of the section's code: 4, or 8 inside the section's `if`.
    private let indent: Int
    /// Whether `rows` is kept: only templates that lay rows out one by one read it (the built-in ones do not).
    private let keepsRows: Bool
    /// Each row on its own (when `keepsRows`), as a template that lays rows out one by one sees it.
    private(set) var rows: [EntryAppendContext] = []
    private var blocks: [Block] = []

    /// Rows under one condition (or one row without any).
    private struct Block {
        var condition: String?
        var then: [PlacedRow] = []
        var otherwise: [PlacedRow] = []
    }

    /// A row and its `entries.append(…)` laid out for the column it stands at — inside its loop, and inside its `if`
    /// (the block's or its own): laid out once, for `rows` and for the blocks.
    private struct PlacedRow {
        var code: RowCode
        var statement: String
    }

    init(swift: SwiftExpressions, indent: Int, keepsRows: Bool = true) {
        self.swift = swift
        self.indent = indent
        self.keepsRows = keepsRows
    }

    /// Adds the next row.
    mutating func add(_ row: RowCode) {
        let condition = row.visible.map { swift.condition($0) }
        let rowCondition = condition ?? row.innerCondition
        let statement = row.statement(indent: statementIndent(row, condition: rowCondition))
        if keepsRows { rows.append(appendContext(row, condition: rowCondition, statement: statement)) }
        let row = PlacedRow(code: row, statement: statement)
        guard let condition else {
            blocks.append(Block(condition: nil, then: [row]))
            return
        }
        if var last = blocks.last, let current = last.condition {
            if last.otherwise.isEmpty, current == condition {
                last.then.append(row)
                blocks[blocks.count - 1] = last
                return
            }
            if EntryBuilder.negation(current) == condition {
                last.otherwise.append(row)
                blocks[blocks.count - 1] = last
                return
            }
        }
        blocks.append(Block(condition: condition, then: [row]))
    }

    /// The section's code, one block per `if` (or unconditional row).
    var blockContexts: [EntryBlockContext] {
        blocks.map { block in
            guard let condition = block.condition else {
                let row = block.then[0]
                return EntryBlockContext(
                    condition: "", hasCondition: false, code: row.code.body(statement: row.statement, indent: indent))
            }
            let inner = indent + 4
            func lines(_ rows: [PlacedRow]) -> String {
                rows.map { RowCode.pad(inner) + $0.code.body(statement: $0.statement, indent: inner) }
                    .joined(separator: "\n")
            }
            var code = "if \(condition) {\n" + lines(block.then) + "\n" + RowCode.pad(indent) + "}"
            if !block.otherwise.isEmpty {
                code += " else {\n" + lines(block.otherwise) + "\n" + RowCode.pad(indent) + "}"
            }
            return EntryBlockContext(condition: condition, hasCondition: true, code: code)
        }
    }

    /// The column of a row's `entries.append(…)`: inside its loop, and inside the `if` of `condition` (the block's or
    /// its own).
    private func statementIndent(_ row: RowCode, condition: String?) -> Int {
        indent + (row.loop.isEmpty ? 0 : 4) + (condition == nil ? 0 : 4)
    }

    /// The row on its own, as a template that lays rows out one by one sees it: `statement` inside the `if` of
    /// `rowCondition` (the block's or its own) and its loop.
    private func appendContext(_ row: RowCode, condition rowCondition: String?, statement: String) -> EntryAppendContext {
        let ifIndent = indent + (row.loop.isEmpty ? 0 : 4)
        let statementIndent = statementIndent(row, condition: rowCondition)
        var code = statement
        if let rowCondition {
            code = "if \(rowCondition) {\n\(RowCode.pad(statementIndent))\(code)\n\(RowCode.pad(ifIndent))}"
        }
        if !row.loop.isEmpty {
            code = "\(row.loop)\n\(RowCode.pad(ifIndent))\(code)\n\(RowCode.pad(indent))}"
        }
        return EntryAppendContext(
            condition: rowCondition ?? "", hasCondition: rowCondition != nil, construction: row.construction.singleLine,
            statement: statement, loop: row.loop, isRepeated: !row.loop.isEmpty, code: code)
    }
}
