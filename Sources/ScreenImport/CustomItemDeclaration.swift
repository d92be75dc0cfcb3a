import ScreenItems

/// A custom item class (`StorageCacheSizeSliderItem(…)`) declared from one of its calls: each argument becomes a
/// parameter of the `items:` declaration (docs/Language.md, Custom items) and the item description the row is then
/// read through, by the same `RowReader` as built-in items.
struct CustomItemDeclaration {
    /// The item's name in the screen file (`storageCacheSizeSlider`).
    var name: String
    var description: ItemDescription
    /// The declaration's lines, indented under `items:`.
    var yaml: [String]
    /// The labels the call passed `nil` (declared as an action left out): another call may say what they are.
    var leftOut: Set<String> = []

    /// This declaration, with each parameter its call passed `nil` declared as `other` — another call of the same
    /// class — declares it where that call passes more (`committed: nil` here, `committed: { value in
    /// arguments.limitChanged(chat, value) }` there → `{ hook: [Int] }`). Rows read already left the key out, which
    /// still generates `nil`. `push:` / `set:` follow the first action key that remains.
    func completed(by other: CustomItemDeclaration) -> CustomItemDeclaration {
        var keys = description.keys
        var parameters = description.parameters
        var yaml = yaml
        var leftOut = leftOut
        let header = yaml.count - parameters.count
        for label in self.leftOut.sorted() where !other.leftOut.contains(label) {
            guard let index = parameters.firstIndex(where: { $0.label == label }),
                let otherIndex = other.description.parameters.firstIndex(where: { $0.label == label }),
                case .key(let name) = other.description.parameters[otherIndex].source,
                name == label || !keys.contains(where: { $0.name == name }),
                let key = other.description.keys.first(where: { $0.name == name })
            else { continue }
            keys = keys.map { $0.name == label ? key : $0 }
            parameters[index] = other.description.parameters[otherIndex]
            yaml[header + index] = other.yaml[other.yaml.count - other.description.parameters.count + otherIndex]
            leftOut.remove(label)
        }
        guard leftOut != self.leftOut else { return self }
        keys.removeAll { $0.name == "push" || $0.name == "set" }
        if let action = keys.first(where: { if case .action = $0.kind { true } else { false } }) {
            keys += [.push(with: action.name), .set(with: action.name)]
        }
        let description = ItemDescription(
            name: name, swiftName: description.swiftName, module: nil, summary: "", keys: keys, parameters: parameters,
            origin: .catalogue)
        return CustomItemDeclaration(name: name, description: description, yaml: yaml, leftOut: leftOut)
    }
}
