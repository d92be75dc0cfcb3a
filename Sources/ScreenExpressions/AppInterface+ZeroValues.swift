extension AppInterface {
    /// The value a value of `type` starts from when nothing gives one: `false`, `0`, `0.0`, `""`, nil, an empty list
    /// (also for arrays and dictionaries), a struct with each member at its zero value, the first case of an enum —
    /// with the zero values of what it carries, as this interface declares them — and a peer with id 0 and no name.
    ///
    /// One definition for the decoder (members a sample leaves out), the runtime (a function's result without a
    /// sample) and the preview (a value the data panel brings back or adds).
    public func zeroValue(of type: ExpressionType) -> ExpressionValue {
        switch type {
        case .bool: .bool(false)
        case .int, .int32, .int64, .peerId: .int(0)
        case .double: .double(0)
        case .string: .string("")
        case .optional: .null
        case .list, .array, .dictionary: .list([])
        case .peer: PeerSample.value(id: 0, name: "")
        case .record(let record):
            .record(Dictionary(record.fields.map { ($0.name, zeroValue(of: $0.type)) }) { first, _ in first })
        case .enumeration(let name, let cases): caseValue(cases.first ?? "", of: name)
        }
    }

    /// The case `caseName` of the enum `enumName` with the zero values of what it carries: `.enumCase` for a case
    /// that carries nothing, `.caseWithValues` for one that carries values.
    public func caseValue(_ caseName: String, of enumName: String) -> ExpressionValue {
        let carried = values(ofCase: caseName, in: enumName)
        guard !carried.isEmpty else { return .enumCase(caseName) }
        return .caseWithValues(
            caseName,
            Dictionary(carried.map { ($0.label, zeroValue(of: $0.type)) }) { first, _ in first }
        )
    }
}
