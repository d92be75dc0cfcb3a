/// The context stack of one render: the root, then the values that enclosing sections pushed, innermost last.
///
/// Lookups follow swift-mustache: `.` is the innermost value; otherwise a name's first component is looked for from
/// the innermost value outwards (or in the innermost only, for a leading `.`), and the other components inside what
/// it found. What the root gives for a built-in key is remembered for the render — the root does not change — so
/// `{{names.section}}` inside a loop does not build `names` again for every row.
struct ContextStack {
    private var values: [TemplateValue]
    /// `values[i]` when it is an object, else `NoKeys` (which answers nil, as a text, flag or list does). A lookup
    /// walks outwards asking each object for the name: asking it in place, in this array of plain existentials, does
    /// not copy it (copying a `TemplateValue` or an optional existential goes through value witnesses and retains and
    /// releases the object's box — and most objects on the way answer nil).
    private var objects: [any TemplateObject]
    /// What the root gave for each built-in key, by `TemplateName.Component.keyIndex`; `.none` while not looked up.
    private var rootValues: [TemplateValue??]

    init(root: TemplateValue) {
        values = [root]
        objects = [Self.object(root)]
        rootValues = Array(repeating: .none, count: TemplateKey.allCases.count)
    }

    mutating func push(_ value: TemplateValue) {
        objects.append(Self.object(value))
        values.append(value)
    }

    mutating func pop() {
        values.removeLast()
        objects.removeLast()
    }

    mutating func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.components.first else { return values[values.count - 1] }
        var found: TemplateValue?
        var index = values.count - 1
        if name.isAnchored {
            found = index == 0 ? rootChild(first) : child(first, ofValueAt: index)
        } else {
            while index > 0 {
                if let child = child(first, ofValueAt: index) {
                    found = child
                    break
                }
                index -= 1
            }
            if index == 0 { found = rootChild(first) }
        }
        for component in name.components.dropFirst() {
            guard case .object(let object) = found else { return nil }
            found = Self.child(component, of: object)
        }
        return found
    }

    private mutating func rootChild(_ component: TemplateName.Component) -> TemplateValue? {
        guard let slot = component.keyIndex else { return child(component, ofValueAt: 0) }
        if let remembered = rootValues[slot] { return remembered }
        let value = child(component, ofValueAt: 0)
        rootValues[slot] = .some(value)
        return value
    }

    private func child(_ component: TemplateName.Component, ofValueAt index: Int) -> TemplateValue? {
        objects.withUnsafeBufferPointer { objects in
            if let key = component.key { return objects[index].value(for: key) }
            return objects[index].value(forKey: component.name)
        }
    }

    private static func child(_ component: TemplateName.Component, of object: any TemplateObject) -> TemplateValue? {
        if let key = component.key { return object.value(for: key) }
        return object.value(forKey: component.name)
    }

    private static func object(_ value: TemplateValue) -> any TemplateObject {
        guard case .object(let object) = value else { return NoKeys() }
        return object
    }
}

/// What the context stack asks in place of a value that is not an object: it has no keys.
private struct NoKeys: TemplateObject {
    func value(forKey key: String) -> TemplateValue? { nil }
    func value(for key: TemplateKey) -> TemplateValue? { nil }
}
