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

    // Components are read in place (`name.components[i].key`) rather than bound to variables: a bound component
    // is a copy, its name retained and released on every lookup.
    mutating func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard !name.components.isEmpty else { return values[values.count - 1] }
        var found: TemplateValue?
        var index = values.count - 1
        if name.isAnchored {
            found = index == 0 ? rootChild(name) : child(name, 0, ofValueAt: index)
        } else {
            while index > 0 {
                if let child = child(name, 0, ofValueAt: index) {
                    found = child
                    break
                }
                index -= 1
            }
            if index == 0 { found = rootChild(name) }
        }
        for component in name.components.indices.dropFirst() {
            guard case .object(let object) = found else { return nil }
            if let key = name.components[component].key {
                found = object.value(for: key)
            } else {
                found = object.value(forKey: name.components[component].name)
            }
        }
        return found
    }

    /// What the root gives for the name's first component.
    private mutating func rootChild(_ name: TemplateName) -> TemplateValue? {
        guard let slot = name.components[0].keyIndex else { return child(name, 0, ofValueAt: 0) }
        if let remembered = rootValues[slot] { return remembered }
        let value = child(name, 0, ofValueAt: 0)
        rootValues[slot] = .some(value)
        return value
    }

    /// What the value at `index` of the stack gives for the name's component `component`.
    private func child(_ name: TemplateName, _ component: Int, ofValueAt index: Int) -> TemplateValue? {
        objects.withUnsafeBufferPointer { objects in
            if let key = name.components[component].key { return objects[index].value(for: key) }
            return objects[index].value(forKey: name.components[component].name)
        }
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
