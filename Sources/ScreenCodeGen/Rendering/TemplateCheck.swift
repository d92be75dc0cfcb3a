/// Checks a set of templates before anything parses or renders them, so that hostile templates end in a
/// `TemplateError` at the tag responsible instead of a crash or a run that does not end:
///
/// - **Cycles**: a template that includes itself, directly, through other partials or inside a section, would be
///   expanded without end (swift-mustache recurses until the stack overflows). Any cycle among the partials is an
///   error, reported at an inclusion tag of the cycle in one of the user's templates.
/// - **Depth**: sections, blocks and partial inclusions nested more than `maxDepth` deep along any path from the
///   entry point. Both parsers and both renderers recurse once per level, so deeper nesting would exhaust the stack.
/// - **Expansion**: the entry point's text with every partial inclusion replaced by the partial's expanded text,
///   longer than `maxExpansion` Characters (partials that each include the next twice double with every level).
/// - **Dynamic partials** (`{{>*name}}`): the template is named by the context at render time, so none of the above
///   could be checked; they are an error.
///
/// Runs in time linear in the templates' total length (`TemplateOutline` reads each once).
enum TemplateCheck {
    /// The deepest nesting of sections, blocks and partials along a path from the entry point.
    static let maxDepth = 64
    /// The most Characters the entry point may expand to with its partials included (each inclusion counted once, not
    /// once per element of a list it is rendered for).
    static let maxExpansion = 8 * 1024 * 1024

    /// Throws `TemplateError` for the first problem found.
    static func check(_ templates: TemplateSet) throws(TemplateError) {
        var outlines: [String: TemplateOutline] = [:]
        for name in templates.names {
            outlines[name] = TemplateOutline(templates.sources[name]!)
        }
        let check = Graph(outlines: outlines, isUsers: { name in templates.sources[name] != BuiltinTemplates.sources[name] })
        try check.dynamicPartials()
        let order = try check.postOrder()
        // Each template is parsed on its own, reachable or not.
        for name in templates.names where outlines[name]!.depth > maxDepth {
            let position = outlines[name]!.openings[maxDepth]
            throw TemplateError(
                template: name, message: "sections nest more than \(maxDepth) levels deep: \(Graph.why)",
                line: position.line, column: position.column)
        }
        guard outlines[TemplateSet.entryPoint] != nil else { return }
        try check.depth(order: order)
        try check.expansion(order: order)
    }

    private struct Graph {
        let outlines: [String: TemplateOutline]
        /// Whether a template is the user's (it replaces a built-in one or adds a partial): errors point into those.
        let isUsers: (String) -> Bool

        func dynamicPartials() throws(TemplateError) {
            for name in outlines.keys.sorted() {
                guard let inclusion = outlines[name]!.inclusions.first(where: \.isDynamic) else { continue }
                throw error(
                    in: name, at: inclusion,
                    "a dynamic partial `{{>*\(inclusion.name)}}` is named by the context when rendering, so screenc "
                        + "cannot check it for cycles before: include the template by its name")
            }
        }

        /// The inclusions of `name` that name a template (one that names none renders nothing).
        func edges(_ name: String) -> [TemplateOutline.Inclusion] {
            outlines[name]!.inclusions.filter { outlines[$0.name] != nil }
        }

        /// Every template, each after the templates it includes; throws at the first cycle.
        func postOrder() throws(TemplateError) -> [String] {
            var state: [String: Bool] = [:]  // false: being visited; true: done
            var order: [String] = []
            let roots = [TemplateSet.entryPoint] + outlines.keys.sorted()
            for root in roots where outlines[root] != nil && state[root] == nil {
                var stack: [(name: String, edges: [TemplateOutline.Inclusion], next: Int)] = [(root, edges(root), 0)]
                state[root] = false
                while !stack.isEmpty {
                    let top = stack.count - 1
                    guard stack[top].next < stack[top].edges.count else {
                        state[stack[top].name] = true
                        order.append(stack[top].name)
                        stack.removeLast()
                        continue
                    }
                    let edge = stack[top].edges[stack[top].next]
                    stack[top].next += 1
                    switch state[edge.name] {
                    case nil:
                        state[edge.name] = false
                        stack.append((edge.name, edges(edge.name), 0))
                    case false?:
                        // A cycle: from `edge.name` on the stack to the top, and back by `edge`.
                        let start = stack.firstIndex { $0.name == edge.name }!
                        let cycle = stack[start...].map { ($0.name, $0.edges[$0.next - 1]) }
                        // Reported at the user's template of the cycle, the path told from there.
                        let reported = cycle.lastIndex { isUsers($0.0) } ?? cycle.count - 1
                        let (template, inclusion) = cycle[reported]
                        let names = cycle[reported...].map(\.0) + cycle[..<reported].map(\.0) + [template]
                        let path = names.map { "`\($0)`" }.joined(separator: " → ")
                        throw error(
                            in: template, at: inclusion,
                            cycle.count == 1
                                ? "the partial `\(template)` includes itself, so it would be expanded without end"
                                : "partials include each other without end: \(path)")
                    case true?:
                        break
                    }
                }
            }
            return order
        }

        static let why = "deeper nesting would exhaust the stack when parsing or rendering"

        /// Throws when nesting along some path from the entry point goes deeper than `maxDepth`.
        func depth(order: [String]) throws(TemplateError) {
            var depths: [String: Int] = [:]
            for name in order {
                depths[name] = edges(name).reduce(outlines[name]!.depth) { deepest, edge in
                    max(deepest, edge.depth + 1 + depths[edge.name]!)
                }
            }
            var name = TemplateSet.entryPoint
            var allowed = maxDepth
            var path = [name]
            guard depths[name]! > allowed else { return }
            let limit = "sections and partials nest more than \(maxDepth) levels deep"
            let why = Self.why
            while true {
                let outline = outlines[name]!
                if outline.depth > allowed {
                    let position = outline.openings[allowed]
                    let chain = path.count > 1 ? " (through \(path.map { "`\($0)`" }.joined(separator: " → ")))" : ""
                    throw TemplateError(
                        template: name, message: "\(limit)\(chain): \(why)", line: position.line, column: position.column)
                }
                let edge = edges(name).first { $0.depth + 1 + depths[$0.name]! > allowed }!
                if edge.depth + 1 > allowed {
                    throw error(in: name, at: edge, "\(limit) at this partial: \(why)")
                }
                allowed -= edge.depth + 1
                name = edge.name
                path.append(name)
            }
        }

        /// Throws when the entry point, with its partials included, is longer than `maxExpansion`.
        func expansion(order: [String]) throws(TemplateError) {
            var sizes: [String: Int] = [:]
            for name in order {
                sizes[name] = edges(name).reduce(outlines[name]!.length) { size, edge in
                    min(maxExpansion + 1, size + sizes[edge.name]!)
                }
            }
            var name = TemplateSet.entryPoint
            guard sizes[name]! > maxExpansion else { return }
            // Down to the template that is too long although each partial it includes is not.
            while let next = edges(name).first(where: { sizes[$0.name]! > maxExpansion }) { name = next.name }
            let limit = "\(maxExpansion / 1024 / 1024) MB"
            guard let first = edges(name).first, outlines[name]!.length <= maxExpansion else {
                throw TemplateError(template: name, message: "longer than \(limit), more than screenc renders", line: 1, column: 1)
            }
            var counts: [String: Int] = [:]
            for edge in edges(name) { counts[edge.name, default: 0] += 1 }
            let included = counts.sorted { $0.key < $1.key }.map { "`\($0.key)` \($0.value)×" }.joined(separator: ", ")
            throw error(
                in: name, at: first,
                "with its partials included (\(included)) this template is longer than \(limit), more than screenc "
                    + "renders: partials that include others several times grow exponentially")
        }

        func error(in template: String, at inclusion: TemplateOutline.Inclusion, _ message: String) -> TemplateError {
            TemplateError(
                template: template, message: message, line: inclusion.position.line, column: inclusion.position.column)
        }
    }
}
