import Testing
import ScreenDiagnostics

@Suite struct SwiftIdentifierTests {
    @Test func validIdentifiers() {
        #expect(SwiftIdentifier.isValid("autoplayGifs"))
        #expect(SwiftIdentifier.isValid("_private2"))
        #expect(!SwiftIdentifier.isValid("2fa"))
        #expect(!SwiftIdentifier.isValid("auto-play"))
        #expect(!SwiftIdentifier.isValid(""))
    }

    @Test func keywordsAndCase() {
        #expect(SwiftIdentifier.isKeyword("default"))
        #expect(SwiftIdentifier.isUpperCamelCase("DataAndStorage"))
        #expect(!SwiftIdentifier.isUpperCamelCase("dataAndStorage"))
        #expect(SwiftIdentifier.sanitized("auto-play gifs") == "autoPlayGifs")
    }
}
