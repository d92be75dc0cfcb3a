import Testing

@testable import ScreenCodeGen

/// A member body whose first word would open an accessor block (`var isOn: Bool { didSet == .on }`) reads it through
/// `self.`; the ASCII fast path decides as the `Character` path does.
@Suite struct AccessorWordTests {
    @Test(arguments: [
        ("        didSet == .on", "        self.didSet == .on"),
        ("        get", "        self.get"),
        ("        set && other", "        self.set && other"),
        ("        getter", "        getter"),
        ("        settings.isOn", "        settings.isOn"),
        ("        setÉ == 1", "        setÉ == 1"),
        ("        éset == 1", "        éset == 1"),
        ("        _modify", "        self._modify"),
        ("        !didSet", "        !didSet"),
        ("", ""),
    ])
    func firstWordOpeningAnAccessorIsReadThroughSelf(line: String, expected: String) {
        #expect(ConditionMembers.notOpeningAnAccessor([line, "    && x"]) == [expected, "    && x"])
    }
}
