import SwiftSyntax

/// A Swift type the screen language can declare, as its YAML declaration reads it.
indirect enum ImportedType: Equatable {
    /// `Bool`, `Int`, `String` and their optionals.
    case scalar(String)
    /// An enum of the file whose cases carry nothing: `{ enum: [a, b] }`.
    case enumeration([String])
    /// `[Element]` of a struct the file declares (its stored fields), or `[EnginePeer]` read as `{ id: PeerId, peer:
    /// Peer }` (`peers`: the element stands for its `peer` field).
    case list(element: [(name: String, type: ImportedType)], elementName: String?, peers: Bool)
    /// `Peer` (`EnginePeer`), `Peer?`, `PeerId` (`EnginePeer.Id`): list elements only.
    case peer(String)
    /// A type of the app the file does not declare (`MediaAutoDownloadSettings`, or `AccountPrivacySettings?`, nil
    /// until the app has it): declared under `types:` with the members the screen reads.
    case app(String)

    static func == (lhs: ImportedType, rhs: ImportedType) -> Bool { lhs.yaml == rhs.yaml }

    /// The declaration's YAML (a flow value) for a state or data field, an element field.
    var yaml: String {
        switch self {
        case .scalar(let type): type.hasSuffix("?") ? "\"\(type)\"" : type
        case .peer(let type): type.hasSuffix("?") ? "\"\(type)\"" : type
        // Declared under `types:` by its last name (`EnginePeer.Presence` → `Presence`, with `swift:`).
        case .app(let type):
            type.hasSuffix("?")
                ? "\"\(TypeDeclarations.unqualified(type))\"" : TypeDeclarations.unqualified(type)
        case .enumeration(let cases): "{ enum: [\(cases.joined(separator: ", "))] }"
        case .list(let element, _, _):
            "{ \(element.map { "\($0.name): \($0.type.yaml)" }.joined(separator: ", ")) }"
        }
    }

    /// The Swift type a text can interpolate as is.
    var isString: Bool { self == .scalar("String") }
}

/// The declarations of a Swift file the importer can read types from: its structs and enums by (unqualified) name.
struct TypeDeclarations {
    var structs: [String: StructDeclSyntax] = [:]
    var enums: [String: EnumDeclSyntax] = [:]

    static let scalars: Set<String> = ["Bool", "Int", "String", "Bool?", "Int?", "String?"]
    /// Types every screen knows whose fields the importer does not declare (yet): not the app's.
    static let languageNumbers: Set<String> = ["Int32", "Int64", "Double"]

    /// The screen-language type of a Swift type, or nil. `depth` stops types that contain themselves.
    func type(of swift: String, depth: Int = 0) -> ImportedType? {
        let swift = swift.filter { !$0.isWhitespace }
        if Self.scalars.contains(swift) { return .scalar(swift) }
        switch swift {
        case "EnginePeer": return .peer("Peer")
        case "EnginePeer?": return .peer("Peer?")
        case "EnginePeer.Id", "PeerId": return .peer("PeerId")
        default: break
        }
        if swift.hasPrefix("["), swift.hasSuffix("]"), !swift.contains(":"), depth == 0 {
            let element = String(swift.dropFirst().dropLast())
            if element == "EnginePeer" {
                return .list(element: [("id", .peer("PeerId")), ("peer", .peer("Peer"))], elementName: nil, peers: true)
            }
            guard let declaration = structs[Self.unqualified(element)] else { return nil }
            var fields: [(String, ImportedType)] = []
            for (name, type) in Self.storedProperties(of: declaration) {
                guard let fieldType = self.type(of: type, depth: depth + 1) else { return nil }
                if case .list = fieldType { return nil }
                fields.append((name, fieldType))
            }
            return .list(element: fields, elementName: declaration.name.text, peers: false)
        }
        if let declaration = enums[Self.unqualified(swift)] {
            var cases: [String] = []
            for member in declaration.memberBlock.members {
                guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
                for element in caseDecl.elements {
                    guard element.parameterClause == nil, element.rawValue == nil else { return nil }
                    cases.append(element.name.text)
                }
            }
            return cases.isEmpty ? nil : .enumeration(cases)
        }
        // Another type: the app's (an UpperCamelCase name, not generic), or its optional; also a list element's
        // field (`sound: PeerMessageSound?`).
        let wrapped = swift.hasSuffix("?") ? String(swift.dropLast()) : swift
        // A struct of the file is not the app's: its declaration goes with the file.
        if depth <= 1, !Self.languageNumbers.contains(wrapped), structs[Self.unqualified(wrapped)] == nil, let first = wrapped.first, first.isUppercase,
            wrapped.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "." }), !wrapped.hasSuffix(".")
        {
            return .app(swift)
        }
        return nil
    }

    /// `A.B.C` → `C`.
    static func unqualified(_ name: String) -> String {
        String(name.split(separator: ".").last ?? Substring(name))
    }

    /// A struct's stored, non-static properties with their written types, in order.
    static func storedProperties(of declaration: StructDeclSyntax) -> [(name: String, type: String)] {
        var result: [(String, String)] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { $0.name.text == "static" })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let type = binding.typeAnnotation?.type.trimmedDescription
                else { continue }
                result.append((name, type))
            }
        }
        return result
    }
}

/// The app data an entries function reads: the parameters other than the state and the presentation data. A
/// parameter whose type is a struct of the file (`data: XData`) is the data itself (`data.x` reads field `x`); any
/// other parameter is one data field (`exceptions: [EnginePeer]`). Only the fields the screen language can declare
/// are read; the others stay untranslated (and what reads them is said in comments).
struct DataReader {
    /// Parameters that are the data struct.
    private(set) var structNames: Set<String> = []
    /// Parameters that are data fields themselves.
    private(set) var bareNames: Set<String> = []
    private(set) var order: [String] = []
    private(set) var types: [String: ImportedType] = [:]
    /// Computed properties of the data struct (`var hasPeers: Bool { !peers.isEmpty }`): inlined.
    private(set) var computed: [String: ExprSyntax] = [:]
    /// `Bool` functions of the data struct reading other structs through their arguments: named conditions.
    private(set) var functions: [String: ConditionFunction] = [:]
    /// Parameters whose type the language has no declaration for: name → Swift type.
    private(set) var unreadable: [(name: String, type: String, node: Syntax)] = []
    /// The entries parameter that is the screen's parameters (`parameters: XParameters`), and their struct.
    private(set) var parametersName: String?
    private(set) var parametersStruct: StructDeclSyntax?

    init(controller: ControllerSource, declarations: TypeDeclarations) {
        guard let parameters = controller.entriesFunction?.signature.parameterClause.parameters else { return }
        let stateName = controller.stateStruct?.name.text
        let fromFactory = Set(controller.factoryParameters.map(\.name))
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            let type = parameter.type.trimmedDescription
            // The factory's own parameter passed on: a screen parameter, not app data (the `<Screen>Parameters`
            // struct, passed on too, is read below).
            if fromFactory.contains(name), TypeDeclarations.unqualified(type) != "\(controller.screenName)Parameters" {
                continue
            }
            if type == stateName || type.hasSuffix("PresentationData") || type == "PresentationStrings"
                || type == "PresentationTheme" || name == "presentationData"
            {
                continue
            }
            if let declaration = declarations.structs[TypeDeclarations.unqualified(type)],
                declaration.name.text == "\(controller.screenName)Parameters"
            {
                parametersName = name
                parametersStruct = declaration
            } else if let declaration = declarations.structs[TypeDeclarations.unqualified(type)] {
                structNames.insert(name)
                computed.merge(controller.computed[declaration.name.text] ?? [:]) { first, _ in first }
                functions.merge(controller.conditionFunctions[declaration.name.text] ?? [:]) { first, _ in first }
                for (field, fieldType) in TypeDeclarations.storedProperties(of: declaration) {
                    guard let imported = declarations.type(of: fieldType), imported.allowedAsField else {
                        unreadable.append(("\(name).\(field)", fieldType, Syntax(parameter)))
                        continue
                    }
                    add(field, imported)
                }
            } else if let imported = declarations.type(of: type), imported.allowedAsField {
                bareNames.insert(name)
                add(name, imported)
            } else {
                unreadable.append((name, type, Syntax(parameter)))
            }
        }
    }

    private mutating func add(_ name: String, _ type: ImportedType) {
        guard types[name] == nil else { return }
        order.append(name)
        types[name] = type
    }
}

extension ImportedType {
    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    var isApp: Bool {
        if case .app = self { return true }
        return false
    }

    /// The app type's name less the optional (`AccountPrivacySettings?` → `AccountPrivacySettings`): the type declared
    /// under `types:`, whose members are read.
    var appTypeName: String? {
        guard case .app(let type) = self else { return nil }
        return type.hasSuffix("?") ? String(type.dropLast()) : type
    }

    /// The app types it names: its own, or its element fields' (`[NotificationException]` whose `sound` is a
    /// `PeerMessageSound?`), each declared under `types:`.
    var appTypeNames: [String] {
        if case .list(let element, _, _) = self { return element.compactMap(\.type.appTypeName) }
        return appTypeName.map { [$0] } ?? []
    }

    /// The type an optional wraps (`AccountPrivacySettings?` → `AccountPrivacySettings`); others as they are.
    var wrapped: ImportedType {
        switch self {
        case .scalar(let type) where type.hasSuffix("?"): .scalar(String(type.dropLast()))
        case .app(let type) where type.hasSuffix("?"): .app(String(type.dropLast()))
        case .peer(let type) where type.hasSuffix("?"): .peer(String(type.dropLast()))
        default: self
        }
    }

    /// Whether it is an optional of an app type (`AccountPrivacySettings?`): its members are read through `?.`.
    var isOptionalApp: Bool {
        guard case .app(let type) = self else { return false }
        return type.hasSuffix("?")
    }

    /// Whether a state or data field can be of this type (peers exist only in list elements).
    var allowedAsField: Bool {
        if case .peer = self { return false }
        return true
    }
}
