import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    // MARK: Reserved names

    func checkReservedNames() {
        for section in screen.sections {
            reserved(section.id, in: ReservedNames.sectionIDs, what: "section id", member: "section enum")
            for row in section.rows.indices {
                reserved(section.rows[row].id, in: ReservedNames.rowIDs, what: "row id", member: "entry enum")
            }
        }
        for field in screen.state {
            reservedCases(of: field.type, member: "enum `\(field.enumTypeName)`")
        }
        for parameter in screen.parameters {
            reservedCases(of: parameter.type, member: "enum `Parameters.\(parameter.enumTypeName)`")
            if ReservedNames.parameterNames.contains(parameter.name.value) {
                sink.report(
                    .invalidIdentifier, "parameter `\(parameter.name.value)` is reserved", at: parameter.name.span,
                    notes: [
                        "a parameter becomes an argument of the generated controller factory, which already uses "
                            + "`\(parameter.name.value)`"
                    ],
                    help: "rename it, for example to `\(parameter.name.value)Value`")
            }
        }
        for section in screen.sections {
            for row in section.rows {
                guard let element = row.repetition?.element, ReservedNames.elementNames.contains(element.value) else {
                    continue
                }
                sink.report(
                    .invalidIdentifier, "element name `\(element.value)` is reserved", at: element.span,
                    notes: ["the generated entries function already has a `\(element.value)` the element would hide"],
                    help: "rename it, for example to `\(element.value)Element`")
            }
        }
        for field in screen.data {
            reservedCases(of: field.type, member: "enum `Data.\(field.enumTypeName)`")
            for recordField in field.listType?.fields ?? [] {
                reservedCases(of: recordField.type, member: "enum `\(field.listType!.element.value).\(recordField.enumTypeName)`")
            }
        }
    }

    private func reservedCases(of type: ValueType, member: @autoclosure () -> String) {
        guard case .enumeration(let cases) = type else { return }
        for name in cases where ReservedNames.enumCases.contains(name.value) {
            reserved(name, in: ReservedNames.enumCases, what: "enum case", member: member())
        }
    }

    private func reserved(_ name: Located<String>, in set: Set<String>, what: String, member: String) {
        guard set.contains(name.value) else { return }
        sink.report(
            .invalidIdentifier, "\(what) `\(name.value)` is reserved", at: name.span,
            notes: ["the generated \(member) already has a member named `\(name.value)`"],
            help: "rename it, for example to `\(name.value)\(what.hasPrefix("row") ? "Row" : "Value")`")
    }

    // MARK: One namespace

    /// State fields, data fields, parameters and named conditions share one namespace; the types nested in the
    /// generated `<Screen>Data` (data enums and list elements) must differ.
    func checkDeclarations() {
        guard !(screen.data.isEmpty && screen.parameters.isEmpty && screen.conditions.isEmpty) else { return }
        var all: [Declaration] = screen.state.map(Declaration.state) + screen.data.map(Declaration.data)
        all += screen.parameters.map(Declaration.parameter) + screen.conditions.map(Declaration.condition)
        all.sort { $0.name.span < $1.name.span }
        var seen: [String: Declaration] = [:]
        for declaration in all {
            let name = declaration.name
            guard let first = seen[name.value] else {
                seen[name.value] = declaration
                continue
            }
            sink.report(
                .duplicateID,
                "`\(name.value)` is declared twice: as a \(first.kindPhrase) and as a \(declaration.kindPhrase)",
                at: name.span, labels: [Diagnostic.Label(span: first.name.span, message: "first declared here")],
                notes: ["state, app data, parameters and conditions share one namespace: conditions and texts read them by name"],
                help: "rename one of them")
        }
        var typeNames: [String: SourceSpan] = [:]
        for field in screen.data {
            let typeName: Located<String>
            switch field.type {
            case .list(let list): typeName = list.element
            case .enumeration: typeName = Located(field.enumTypeName, span: field.name.span)
            default: continue
            }
            if let first = typeNames[typeName.value] {
                sink.report(
                    .duplicateID, "two types of the screen's app data are named `\(typeName.value)`", at: typeName.span,
                    labels: [Diagnostic.Label(span: first, message: "first named here")],
                    notes: ["data enums and list elements become types nested in the generated `\(screen.name.value)Data`"],
                    help: "give the list's element another name with `element:`")
            } else {
                typeNames[typeName.value] = typeName.span
            }
        }
    }

    // MARK: Named conditions

    /// Each named condition is a Bool over state, data, parameters and other named conditions, without cycles.
    mutating func checkNamedConditions() {
        guard !screen.conditions.isEmpty else { return }
        var indices: [String: Int] = [:]
        for (index, condition) in screen.conditions.enumerated() where indices[condition.name.value] == nil {
            indices[condition.name.value] = index
        }
        var dependencies: [[Int]] = []
        dependencies.reserveCapacity(screen.conditions.count)
        for condition in screen.conditions {
            let references = condition.expression.fieldReferences
            markUsed(references.filter { $0 != condition.name.value })
            sink.report(contentsOf: screenChecker.checkCondition(condition.expression))
            reportEnvironmentCalls(in: condition.expression, place: "a named condition")
            dependencies.append(references.compactMap { indices[$0] })
        }
        for cycle in ConditionCycles.find(dependencies) {
            reportCycle(cycle)
        }
    }

    private func reportCycle(_ cycle: [Int]) {
        let conditions = cycle.map { screen.conditions[$0] }
        let first = conditions[0]
        let path = (conditions + [first]).map { "`\($0.name.value)`" }.joined(separator: " → ")
        let message =
            conditions.count == 1
            ? "condition `\(first.name.value)` reads itself"
            : "condition `\(first.name.value)` depends on itself: \(path)"
        sink.report(
            .conditionCycle, message, at: first.name.span,
            labels: conditions.dropFirst().map { Diagnostic.Label(span: $0.name.span, message: "part of the cycle") },
            notes: ["a named condition is computed from state, app data, parameters and other conditions, so it cannot depend on itself"],
            help: "write one of them without the others")
    }

    // MARK: Unused declarations

    func checkUnusedDeclarations() {
        for field in screen.state where !usedFields.contains(field.name.value) && !field.isGenerated {
            sink.report(
                .unusedStateField, "state field `\(field.name.value)` is never used", at: field.name.span,
                notes: ["no condition reads it, no control or title is bound to it and no `set` writes it"],
                help: "remove it, or bind a control to it")
        }
        for field in screen.data where !usedFields.contains(field.name.value) {
            sink.report(
                .unusedStateField, "data field `\(field.name.value)` is never used", at: field.name.span,
                notes: ["no condition or text reads it, no control is bound to it and no row repeats over it"],
                help: "remove it, or show it in a row")
        }
        for parameter in screen.parameters where !usedFields.contains(parameter.name.value) {
            sink.report(
                .unusedStateField, "parameter `\(parameter.name.value)` is never used", at: parameter.name.span,
                notes: ["no condition or text reads it"],
                help: "remove it, or use it in a condition or text")
        }
        for condition in screen.conditions where !usedFields.contains(condition.name.value) {
            sink.report(
                .unusedStateField, "condition `\(condition.name.value)` is never used", at: condition.name.span,
                notes: ["no other condition, `visible`, `enabled` or other option names it"],
                help: "remove it, or use it by name where it applies")
        }
    }
}

/// Finds the cycles among named conditions.
enum ConditionCycles {
    /// The cycles of the graph whose node `i` depends on `dependencies[i]`: each as its nodes in dependency order,
    /// starting from its node that comes first in file order; one cycle per edge that closes one (an iterative
    /// depth-first search).
    static func find(_ dependencies: [[Int]]) -> [[Int]] {
        enum Mark { case unvisited, onPath, done }
        var marks = [Mark](repeating: .unvisited, count: dependencies.count)
        var cycles: [[Int]] = []
        for root in dependencies.indices where marks[root] == .unvisited {
            // The path from the root: each node with the index of its next dependency to visit.
            var path: [(node: Int, next: Int)] = [(root, 0)]
            marks[root] = .onPath
            while let (node, next) = path.last {
                guard next < dependencies[node].count else {
                    marks[node] = .done
                    path.removeLast()
                    continue
                }
                path[path.count - 1].next += 1
                let dependency = dependencies[node][next]
                switch marks[dependency] {
                case .unvisited:
                    marks[dependency] = .onPath
                    path.append((dependency, 0))
                case .onPath:
                    let start = path.lastIndex { $0.node == dependency }!
                    var cycle = path[start...].map(\.node)
                    let first = cycle.indices.min { cycle[$0] < cycle[$1] }!
                    cycle = Array(cycle[first...] + cycle[..<first])
                    cycles.append(cycle)
                case .done:
                    break
                }
            }
        }
        return cycles
    }
}
