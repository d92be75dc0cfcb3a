import ScreenDiagnostics
import ScreenItems
import YAMLReader

/// Decodes an icon value (`icon:` of a row): `{ settings: <name> }`, `{ itemList: <name> }` or
/// `{ bundle: "<asset path>" }`, with `tint:` and `precomposed:`, or chosen by the state: `{ if: condition, then: icon,
/// else: icon }` or `{ switch: value, cases: { a: icon }, default: icon }`. Any item kind that takes a `UIImage?` reads
/// its icon through this.
extension ValueReader {
    /// The icon written at `node`, or nil with a diagnostic; `what` names the key for messages ("`icon`").
    func icon(_ node: YAMLNode, what: String) -> IconReference? {
        iconChoice(node, what: what).map { IconReference(choice: $0, span: node.span) }
    }

    /// An image, `{ if:, then:, else: }` choosing between two icons (each an image or a choice again), or
    /// `{ switch:, cases:, default: }` choosing one per enum case.
    private func iconChoice(_ node: YAMLNode, what: String) -> WordChoice<IconImage>? {
        let pairs = node.mapping ?? []
        if pairs.contains(where: { $0.key.hasScalarValue("switch") }) {
            return switchChoice(
                node, what: what, choosing: "icon",
                example: (
                    case: "online: { settings: premium }",
                    cases: "online: { settings: premium }, away: { itemList: plusIconImage }"
                )
            ) { iconChoice($0, what: $1) }
        }
        guard pairs.contains(where: { $0.key.hasScalarValue("if") }) else {
            return iconImage(node, what: what).map { .word($0) }
        }
        let table = ScreenLanguage.conditionWord
        guard let reader = MappingReader(node, what: what, allowed: table.names, sink: sink) else { return nil }
        defer { reader.finish() }
        let condition = reader.require("if", help: "write the condition that chooses the icon").flatMap {
            self.condition($0, what: "`if`")
        }
        let then = reader.require("then", help: "write the icon shown while the condition holds").flatMap {
            iconChoice($0, what: what)
        }
        let otherwise = reader.require("else", help: "write the icon shown otherwise").flatMap {
            iconChoice($0, what: what)
        }
        guard let condition, let then, let otherwise else { return nil }
        return .condition(condition, then: then, otherwise: otherwise)
    }

    /// One image: its source, and how it is prepared (`tint:`, `precomposed:`).
    private func iconImage(_ node: YAMLNode, what: String) -> IconImage? {
        let forms = "`{ settings: dataAndStorage }`, `{ itemList: plusIconImage }` or `{ bundle: \"Settings/Menu/DataPhotos\" }`"
        guard node.mapping != nil else {
            sink.report(
                .wrongType, "\(what) must be a mapping naming where the image comes from, not \(node.kindDescription)",
                at: node.span, help: "write \(forms), or `{ if:, then:, else: }` choosing between two")
            return nil
        }
        guard let reader = MappingReader(node, what: what, allowed: ScreenLanguage.icon.names, sink: sink) else {
            return nil
        }
        defer { reader.finish() }
        let present = IconReference.sourceKeys.filter(reader.has)
        guard let key = present.first else {
            reader.reportMissing(
                ["settings", "itemList", "bundle"], "\(what) needs one of `settings`, `itemList` or `bundle`",
                help: "write \(forms)")
            return nil
        }
        if present.count > 1, let other = reader.keyNode(present[1]), let first = reader.keyNode(key) {
            sink.report(
                .conflictingKeys, "\(what) takes its image from one place: `\(key)` or `\(present[1])`, not both",
                at: other.span, labels: [Diagnostic.Label(span: first.span, message: "`\(key)` given here")],
                help: "remove `\(present[1])`")
        }
        var tint: IconTint?
        if let tintNode = reader.value("tint") {
            guard let word = word(tintNode, what: "`tint`", as: IconTint.self) else { return nil }
            tint = word
        }
        var precomposed = false
        if let node = reader.value("precomposed") {
            guard let flag = bool(node, what: "`precomposed`") else { return nil }
            precomposed = flag
        }
        guard let valueNode = reader.value(key), let scalar = scalar(valueNode, what: "`\(key)`") else { return nil }
        let name = scalar.value
        let source: IconReference.Source
        switch key {
        case "settings":
            guard checkResource(name, at: valueNode.span, in: IconReference.settingsNameSet, key: "settings") else { return nil }
            source = .settings(name)
        case "itemList":
            guard checkResource(name, at: valueNode.span, in: IconReference.itemListNameSet, key: "itemList") else { return nil }
            source = .itemList(name)
        default:
            guard checkBundleName(name, at: valueNode.span) else { return nil }
            source = .bundle(name)
        }
        return IconImage(source, tint: tint, precomposed: precomposed)
    }

    /// Reports a `settings:` / `itemList:` name that is not a member of that resource type (with the other type's
    /// form when the name is one of its members).
    private func checkResource(_ name: String, at span: SourceSpan, in names: Set<String>, key: String) -> Bool {
        if names.contains(name) { return true }
        let isSettings = key == "settings"
        let type = isSettings ? "PresentationResourcesSettings" : "PresentationResourcesItemList"
        let options = isSettings ? IconReference.settingsNames : IconReference.itemListNames
        let otherKey = isSettings ? "itemList" : "settings"
        let otherNames = isSettings ? IconReference.itemListNameSet : IconReference.settingsNameSet
        if otherNames.contains(name) {
            let otherType = isSettings ? "PresentationResourcesItemList" : "PresentationResourcesSettings"
            sink.report(
                .unknownValue, "`\(name)` is not a member of `\(type)`; it is one of `\(otherType)`", at: span,
                help: "write `{ \(otherKey): \(name) }`")
            return false
        }
        sink.report(
            .unknownValue, "`\(name)` is not a member of `\(type)`", at: span,
            notes: ["`\(key):` names one of the \(options.count) icons `\(type)` has at the pinned ItemListUI revision"],
            help: Suggestion.didYouMean(name, in: options) ?? "see docs/Language.md, \"Icons\", for the list")
        return false
    }

    /// A bundle image name is an asset-catalog path without extension: `Settings/Menu/DataPhotos`.
    private func checkBundleName(_ name: String, at span: SourceSpan) -> Bool {
        if name.isEmpty || name.allSatisfy(\.isWhitespace) {
            sink.report(
                .invalidValue, "`bundle` needs an asset name, such as \"Settings/Menu/DataPhotos\"", at: span)
            return false
        }
        for suffix in [".imageset", ".png", ".pdf", ".svg"] where name.hasSuffix(suffix) {
            let fixed = String(name.dropLast(suffix.count))
            sink.report(
                .invalidValue, "`bundle` names an asset without its `\(suffix)` extension", at: span,
                notes: ["`UIImage(bundleImageName:)` looks the name up in the app's asset catalog"],
                help: "write \"\(fixed)\"")
            return false
        }
        return true
    }
}
