import ScreenDiagnostics
import ScreenExpressions

extension ScreenValidator {
    /// A described row: its conditions type-check and its bindings name local state of the key's type (texts are
    /// checked with every row's; hooks and their payloads with every hook, in `checkHooks`).
    mutating func checkDescribed(_ item: DescribedRow, in row: Row) {
        for (key, value) in item.givenValues {
            switch value {
            case .condition(let condition):
                checkCondition(condition)
            case .binding(let field):
                guard case .binding(let type) = key.kind else { continue }
                checkBinding(
                    field, in: row, expecting: type.expressionType, control: "\(row.phrase)'s `\(key.name)`",
                    access: .localState)
            case .text, .bool, .int, .enumCase, .hook, .action, .icon:
                continue
            }
        }
    }
}
