/// The catalogue of every diagnostic screenc can report.
///
/// Raw values are the stable rule ids users see, filter on and link to (`docs/Rules.md#<id>`);
/// never rename one. `docs/Rules.md` documents each with a bad and a good example, and a test
/// keeps that page and this catalogue in agreement.
public enum Rule: String, Sendable, Hashable, CaseIterable, Comparable {
    // MARK: YAML
    case unreadableFile = "unreadable-file"
    case yamlSyntax = "yaml-syntax"
    case invalidEncoding = "invalid-encoding"
    case duplicateKey = "duplicate-key"
    case multipleDocuments = "multiple-documents"
    case unsupportedTag = "unsupported-tag"
    case anchorsNotSupported = "anchors-not-supported"
    case complexKey = "complex-key"
    case ambiguousScalar = "ambiguous-scalar"
    case nonPortableYAML = "non-portable-yaml"

    // MARK: Structure
    case emptyFile = "empty-file"
    case unknownKey = "unknown-key"
    case missingKey = "missing-key"
    case wrongType = "wrong-type"
    case unknownValue = "unknown-value"
    case invalidValue = "invalid-value"
    case conflictingKeys = "conflicting-keys"

    // MARK: Names
    case invalidScreenName = "invalid-screen-name"
    case invalidIdentifier = "invalid-identifier"
    case duplicateID = "duplicate-id"
    case duplicateScreen = "duplicate-screen"
    case invalidLocalizationKey = "invalid-localization-key"
    case generatedNameClash = "generated-name-clash"
    case longName = "long-name"
    case invalidItemDeclaration = "invalid-item-declaration"

    // MARK: State and bindings
    case invalidDefault = "invalid-default"
    case duplicateEnumCase = "duplicate-enum-case"
    case unknownStateField = "unknown-state-field"
    case bindingTypeMismatch = "binding-type-mismatch"
    case missingBinding = "missing-binding"
    case unknownEnumCase = "unknown-enum-case"
    case segmentCountMismatch = "segment-count-mismatch"
    case unusedStateField = "unused-state-field"
    case unknownField = "unknown-field"
    case readOnlyBinding = "read-only-binding"
    case missingListID = "missing-list-id"

    // MARK: Conditions
    case expressionSyntax = "expression-syntax"
    case expressionType = "expression-type"
    case constantCondition = "constant-condition"
    case conditionCycle = "condition-cycle"

    // MARK: Screen layout
    case emptySection = "empty-section"
    case emptyScreen = "empty-screen"
    case toolbarActionCount = "toolbar-action-count"
    case unknownPushTarget = "unknown-push-target"
    case pushParameters = "push-parameters"
    case invalidActionName = "invalid-action-name"
    case hookTypeMismatch = "hook-type-mismatch"
    case invalidForEach = "invalid-for-each"
    case unreachableVariant = "unreachable-variant"
    case invalidFocus = "invalid-focus"
    case loadMoreWithoutList = "load-more-without-list"
    case invalidReorder = "invalid-reorder"

    // MARK: The app's declarations (`types:`, `functions:`, `texts:`, declarations files)
    case unknownType = "unknown-type"
    case unknownFunction = "unknown-function"
    case callArguments = "call-arguments"
    case invalidDeclaration = "invalid-declaration"
    case textCycle = "text-cycle"
    case importCycle = "import-cycle"

    // Localization (`--strings`)
    case stringsSyntax = "strings-syntax"
    case duplicateStringsKey = "duplicate-strings-key"
    case unknownLocalizationKey = "unknown-localization-key"
    case localizationKeyMisuse = "localization-key-misuse"

    // Suppression comments (`# screenc:disable …`)
    case invalidSuppression = "invalid-suppression"
    case unusedSuppression = "unused-suppression"

    /// The severity a diagnostic of this rule has unless it says otherwise.
    public var severity: Severity {
        switch self {
        case .ambiguousScalar, .nonPortableYAML, .unusedStateField, .emptySection, .constantCondition, .emptyScreen,
            .unreachableVariant, .invalidSuppression, .unusedSuppression, .longName, .duplicateStringsKey,
            .loadMoreWithoutList:
            .warning
        default:
            .error
        }
    }

    /// The group the rule belongs to, as `docs/Rules.md` and `--list-rules` show it.
    public var category: String {
        switch self {
        case .unreadableFile, .yamlSyntax, .invalidEncoding, .duplicateKey, .multipleDocuments, .unsupportedTag,
            .anchorsNotSupported, .complexKey, .ambiguousScalar, .nonPortableYAML:
            "YAML"
        case .emptyFile, .unknownKey, .missingKey, .wrongType, .unknownValue, .invalidValue, .conflictingKeys:
            "Structure"
        case .invalidScreenName, .invalidIdentifier, .duplicateID, .duplicateScreen, .invalidLocalizationKey,
            .generatedNameClash, .longName, .invalidItemDeclaration:
            "Names"
        case .invalidDefault, .duplicateEnumCase, .unknownStateField, .bindingTypeMismatch, .missingBinding,
            .unknownEnumCase, .segmentCountMismatch, .unusedStateField, .unknownField, .readOnlyBinding, .missingListID:
            "State and bindings"
        case .expressionSyntax, .expressionType, .constantCondition, .conditionCycle:
            "Conditions"
        case .emptySection, .emptyScreen, .toolbarActionCount, .unknownPushTarget, .pushParameters, .invalidActionName,
            .hookTypeMismatch, .invalidForEach, .unreachableVariant, .invalidFocus, .loadMoreWithoutList, .invalidReorder:
            "Screen layout"
        case .unknownType, .unknownFunction, .callArguments, .invalidDeclaration, .textCycle, .importCycle:
            "Declarations"
        case .stringsSyntax, .duplicateStringsKey, .unknownLocalizationKey, .localizationKeyMisuse:
            "Localization"
        case .invalidSuppression, .unusedSuppression:
            "Suppression"
        }
    }

    /// One line saying what the rule checks.
    public var summary: String {
        switch self {
        case .unreadableFile: "A screen file cannot be read, or its name is not valid UTF-8."
        case .yamlSyntax: "The file is not well-formed YAML."
        case .invalidEncoding: "The file is not valid UTF-8."
        case .duplicateKey: "A mapping has the same key twice."
        case .multipleDocuments: "A screen file holds more than one YAML document."
        case .unsupportedTag: "A YAML tag screenc does not understand."
        case .anchorsNotSupported: "YAML anchors, aliases and merge keys are not supported."
        case .complexKey: "A mapping key is not a plain scalar."
        case .ambiguousScalar:
            "An unquoted value that YAML 1.1 and YAML 1.2 tools read differently: `yes`, `0755`, `1e3`, a date, `=`."
        case .nonPortableYAML: "YAML that libyaml reads but PyYAML (and so yamllint) cannot: a tab, or `?` inside brackets."
        case .emptyFile: "The file holds no screen."
        case .unknownKey: "A key that is not part of the screen language at this place."
        case .missingKey: "A required key is missing."
        case .wrongType: "A value has the wrong YAML type (scalar, list or mapping, number, boolean)."
        case .unknownValue: "A value is not one of the allowed words."
        case .invalidValue: "A value is out of range or malformed."
        case .conflictingKeys: "Two keys that cannot be used together."
        case .invalidScreenName: "The screen name is not an UpperCamelCase Swift identifier, or is too long to name a file."
        case .invalidIdentifier: "An id or state field is not a valid Swift identifier, or is a Swift keyword."
        case .duplicateID: "Two rows, sections or sub-items share an id, or two declarations share a name."
        case .duplicateScreen: "Two files define a screen with the same name."
        case .invalidLocalizationKey: "A localization key cannot become a `presentationData.strings` property."
        case .generatedNameClash: "A generated Swift name is a type or function the generated file already uses."
        case .longName: "A screen name that, with the name prefix and suffix, is longer than 72 characters."
        case .invalidItemDeclaration: "A custom item under `items:` redefines a shipped item or cannot become a typed call."
        case .invalidDefault: "A default or sample value does not fit its field's type."
        case .duplicateEnumCase: "An enum lists the same case twice."
        case .unknownStateField: "An expression or binding names a field that does not exist."
        case .bindingTypeMismatch: "A control is bound to a field of the wrong type."
        case .missingBinding: "A control has nothing to show or change."
        case .unknownEnumCase: "An enum case that the field's enum does not have."
        case .segmentCountMismatch: "A segmented title's segments do not match its enum's cases."
        case .unusedStateField: "A state field, data field, parameter or named condition that nothing reads or binds."
        case .unknownField: "A list element has no field with this name."
        case .readOnlyBinding: "A control writes something it cannot write: a parameter, a condition, or app data where only local state is allowed."
        case .missingListID: "A list's element has no `id` field of type `Int` or `String`."
        case .expressionSyntax: "A condition is not a valid expression."
        case .expressionType: "A condition does not type-check, or is not a Bool."
        case .constantCondition: "A `visible` condition that is always true or always false."
        case .conditionCycle: "Named conditions that depend on each other in a cycle."
        case .emptySection: "A section with no rows."
        case .emptyScreen: "A screen with no sections."
        case .toolbarActionCount: "A toolbar needs 1 to 3 actions."
        case .unknownPushTarget: "`push:` names a screen that is not among the linted files."
        case .pushParameters:
            "`push:` passes parameters the pushed screen does not declare, values of another type, or leaves out a required one."
        case .invalidActionName: "An action name is not a valid Swift identifier."
        case .hookTypeMismatch: "One hook name used with different payloads, or once optional and once required."
        case .invalidForEach: "A `forEach` that is malformed, names no list of app data, or is on a row that cannot repeat."
        case .unreachableVariant: "A navigation button or title variant after one without `when`, so it never shows."
        case .invalidFocus: "`focus:` does not name a single-line or multiline input row."
        case .loadMoreWithoutList: "`loadMore:` on a screen without a repeated row: there is no list to load more of."
        case .invalidReorder: "`reorder:` on a row that does not repeat over a list, or whose item cannot be dragged."
        case .unknownType: "A type name that is neither built in nor declared under `types:`."
        case .unknownFunction: "A call of a function or reusable text that is not declared under `functions:` or `texts:`."
        case .callArguments: "A call whose arguments do not match the declaration: a missing, extra or misspelt label."
        case .invalidDeclaration:
            "A declaration under `types:`, `functions:` or `texts:` that cannot become Swift, or a declarations file that cannot be used."
        case .textCycle: "Reusable texts that use each other in a cycle."
        case .importCycle: "Declarations files that import each other in a cycle."
        case .stringsSyntax: "The `--strings` file is not a well-formed Localizable.strings file."
        case .duplicateStringsKey: "The `--strings` file defines a key more than once; the last value is used."
        case .unknownLocalizationKey: "A localization key that the `--strings` file does not have."
        case .localizationKeyMisuse:
            "A key used as what it is not: plain vs formatted vs plural, or the wrong number or kind of arguments."
        case .invalidSuppression:
            "A `# screenc:disable` comment that names no rule, an unknown rule, or a rule that cannot be suppressed."
        case .unusedSuppression: "A `# screenc:disable` comment names a rule that reports nothing where it applies."
        }
    }

    /// Whether the rule can be turned off or made a warning (`.screenc.yml` `rules:`) or suppressed by a comment:
    /// only rules whose problems still leave a screen that can be generated, that is warnings. An error means the
    /// screen cannot be compiled as written, so it is never silenced.
    public var canBeSilenced: Bool { severity == .warning }

    public static func < (lhs: Rule, rhs: Rule) -> Bool { lhs.rawValue < rhs.rawValue }
}
