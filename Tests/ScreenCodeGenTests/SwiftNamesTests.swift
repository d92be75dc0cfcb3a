import Testing

@testable import ScreenCodeGen
@testable import ScreenDiagnostics
@testable import ScreenIR

@Suite struct SwiftNamesTests {
    /// The ASCII shortcut of `upperFirst` gives what the general `Character` path gives.
    @Test(arguments: [
        "", "a", "z", "A", "_a", "1a", "server", "Server", "autoplayGifs", "x\u{301}yz", "a\u{345}b", "éclair",
        "ß", "ǆemal", "a b", "{", "aNameLongerThanFifteenBytes", "éNameLongerThanFifteenBytes",
    ])
    func upperFirstMatchesTheCharacterPath(name: String) {
        #expect(SwiftNames.upperFirst(name) == SwiftIdentifier.upperFirstByCharacters(name))
        #expect(Array(SwiftNames.upperFirst(name).utf8) == Array(SwiftIdentifier.upperFirstByCharacters(name).utf8))
    }

    /// The ASCII shortcut of `lowerFirst` gives what the scalar-by-scalar path gives.
    @Test(arguments: [
        "", "a", "A", "AB", "URL", "URLSettings", "DataAndStorage", "X1", "ABc", "GenDataAndStorage", "Émile",
        "ÉTAT", "AÉ", "_A", "9Lives",
    ])
    func lowerFirstMatchesTheScalarPath(name: String) {
        #expect(GeneratedNames.lowerFirst(name) == GeneratedNames.lowerFirstByScalars(name))
        #expect(Array(GeneratedNames.lowerFirst(name).utf8) == Array(GeneratedNames.lowerFirstByScalars(name).utf8))
    }
}
