/// The context stack of one render: the root, then the values that enclosing sections pushed, innermost last.
///
/// Lookups follow swift-mustache: `.` is the innermost value; otherwise a name's first component is looked for from
/// the innermost value outwards (or in the innermost only, for a leading `.`), and the other components inside what
/// it found. What the root gives for a built-in key is remembered for the render — the root does not change — so
/// `{{names.section}}` inside a loop does not build `names` again for every row.
struct ContextStack {
    private var values: [TemplateValue]
    private var rootValues: [TemplateKey: TemplateValue?] = [:]

    init(root: TemplateValue) {
        values = [root]
    }

    mutating func push(_ value: TemplateValue) {
        values.append(value)
    }

    mutating func pop() {
        values.removeLast()
    }

    mutating func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.components.first else { return values[values.count - 1] }
        var found: TemplateValue?
        var index = values.count - 1
        if name.isAnchored {
            found = index == 0 ? rootChild(first) : Self.child(first, of: values[index])
        } else {
            while index > 0 {
                if let child = Self.child(first, of: values[index]) {
                    found = child
                    break
                }
                index -= 1
            }
            if index == 0 { found = rootChild(first) }
        }
        for component in name.components.dropFirst() {
            guard let value = found else { return nil }
            found = Self.child(component, of: value)
        }
        return found
    }

    private mutating func rootChild(_ component: TemplateName.Component) -> TemplateValue? {
        guard let key = component.key else { return Self.child(component, of: values[0]) }
        if let remembered = rootValues[key] { return remembered }
        let value = Self.child(component, of: values[0])
        rootValues[key] = value
        return value
    }

    private static func child(_ component: TemplateName.Component, of value: TemplateValue) -> TemplateValue? {
        guard case .object(let object) = value else { return nil }
        if let key = component.key { return object.value(for: key) }
        return object.value(forKey: component.name)
    }
}
