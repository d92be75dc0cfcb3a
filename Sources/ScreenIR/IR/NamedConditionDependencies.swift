import ScreenExpressions

/// The named conditions of a screen as a graph: which ones a condition reads, directly or through others.
///
/// Passes that need a named condition's dependencies before the condition itself (its generated member, its value)
/// walk this graph instead of recursing through the conditions, so a chain of thousands of conditions, each reading
/// the next, takes no stack.
public struct NamedConditionDependencies: Sendable {
    /// The named conditions by name; the first declaration of a name wins, as in `Screen.condition(named:)`.
    private let conditions: [String: NamedCondition]

    /// The graph of `screen`'s named conditions.
    public init(_ screen: Screen) {
        var conditions: [String: NamedCondition] = [:]
        for condition in screen.conditions where conditions[condition.name.value] == nil {
            conditions[condition.name.value] = condition
        }
        self.conditions = conditions
    }

    /// The named condition with this name.
    public func condition(named name: String) -> NamedCondition? {
        conditions[name]
    }

    /// `root` and the named conditions it reads, directly or through others, except those `isDone` says are done:
    /// each after the ones it reads (depth-first, in the order the text reads them), ending with `root`. Computing
    /// them in this order, a condition only ever reads conditions already computed — except along a cycle
    /// (rejected by validation), which is cut where it closes.
    public func order(endingWith root: NamedCondition, skipping isDone: (String) -> Bool) -> [NamedCondition] {
        var order: [NamedCondition] = []
        var seen: Set<String> = [root.name.value]
        var stack: [(condition: NamedCondition, references: [String], next: Int)] = [
            (root, root.expression.fieldReferences, 0)
        ]
        while let top = stack.indices.last {
            let next = stack[top].next
            guard next < stack[top].references.count else {
                order.append(stack.removeLast().condition)
                continue
            }
            stack[top].next = next + 1
            let name = stack[top].references[next]
            guard let condition = conditions[name], !isDone(name), seen.insert(name).inserted else { continue }
            stack.append((condition, condition.expression.fieldReferences, 0))
        }
        return order
    }
}
