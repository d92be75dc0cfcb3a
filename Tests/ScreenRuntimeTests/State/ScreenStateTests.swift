import ScreenExpressions
import ScreenIR
import ScreenRuntime
import Testing

@Suite struct ScreenStateTests {
    @Test func defaultsComeFromTheScreen() throws {
        let state = ScreenState(defaultsOf: try exampleScreen("ProxyServerSettings"))
        #expect(state.fields.map(\.name) == ["mode", "host", "port", "username", "password", "secret", "saving"])
        #expect(state["mode"] == .enumCase("socks5"))
        #expect(state.enumCase("mode") == "socks5")
        #expect(state.string("host") == "")
        #expect(state.bool("host") == nil)
        #expect(state["nope"] == nil)
        #expect(state.type(of: "mode") == .enumeration(name: "Mode", cases: ["socks5", "mtproto"]))
        #expect(state.description == #"mode=.socks5 host="" port="" username="" password="" secret="" saving=false"#)
    }

    @Test func assignParsesEachType() throws {
        var state = ScreenState(defaultsOf: try exampleScreen("ChatFolders"))
        try state.assign("isPremium=true")
        try state.assign("folderTab=-3")
        try state.assign("folderName=a=b")
        try state.assign(field: "includeBots", value: "true")
        #expect(state.bool("isPremium") == true)
        #expect(state.int("folderTab") == -3)
        #expect(state.string("folderName") == "a=b")
        #expect(state.bool("includeBots") == true)
        try state.assign("folderName=")
        #expect(state.string("folderName") == "")

        var proxy = ScreenState(defaultsOf: try exampleScreen("ProxyServerSettings"))
        try proxy.assign("mode=mtproto")
        #expect(proxy.enumCase("mode") == "mtproto")
        try proxy.assign("mode=.socks5")
        #expect(proxy.enumCase("mode") == "socks5")
    }

    @Test(arguments: [
        ("isPremium=yes", ScreenStateError.invalidValue(field: "isPremium", type: .bool, text: "yes"),
         "`isPremium` is a Bool: expected `true` or `false`, got `yes`"),
        ("isPremium=True", .invalidValue(field: "isPremium", type: .bool, text: "True"),
         "`isPremium` is a Bool: expected `true` or `false`, got `True`"),
        ("folderTab=1.5", .invalidValue(field: "folderTab", type: .int, text: "1.5"),
         "`folderTab` is an Int: expected an integer such as `42`, got `1.5`"),
        ("folderTab= 1", .invalidValue(field: "folderTab", type: .int, text: " 1"),
         "`folderTab` is an Int: expected an integer such as `42`, got ` 1`"),
        ("folderTab=", .invalidValue(field: "folderTab", type: .int, text: ""),
         "`folderTab` is an Int: expected an integer such as `42`, got ``"),
        ("isPremiun=true", .unknownField("isPremiun", known: chatFolderFields),
         "unknown field `isPremiun`; did you mean `isPremium`? (fields: \(chatFolderFields.joined(separator: ", ")))"),
        ("noEquals", .malformedAssignment("noEquals"), "expected `field=value`, got `noEquals`"),
        ("=true", .malformedAssignment("=true"), "expected `field=value`, got `=true`"),
    ])
    func assignmentErrors(assignment: String, error: ScreenStateError, message: String) throws {
        var state = ScreenState(defaultsOf: try exampleScreen("ChatFolders"))
        let before = state
        #expect(throws: error) { try state.assign(assignment) }
        #expect(error.description == message)
        #expect(state == before)
    }

    @Test func unknownEnumCaseSuggestsTheClosest() throws {
        var state = ScreenState(defaultsOf: try exampleScreen("ProxyServerSettings"))
        let error = ScreenStateError.unknownEnumCase(field: "mode", case: "socks", cases: ["socks5", "mtproto"])
        #expect(throws: error) { try state.assign("mode=socks") }
        #expect(error.description == "`mode` has no case `socks`; did you mean `socks5`? (cases: socks5, mtproto)")
        #expect(throws: ScreenStateError.unknownEnumCase(field: "mode", case: "http", cases: ["socks5", "mtproto"])) {
            try state.set("mode", toCase: "http")
        }
    }

    @Test func typedSettersCheckTheType() throws {
        var state = ScreenState(defaultsOf: try exampleScreen("ProxyServerSettings"))
        let error = ScreenStateError.typeMismatch(field: "port", expected: .string, actual: .int(443))
        #expect(throws: error) { try state.set("port", to: 443) }
        #expect(error.description == "`port` is a String; cannot set it to 443")
        #expect(throws: ScreenStateError.typeMismatch(field: "mode", expected: state.type(of: "mode")!, actual: .string("mtproto"))) {
            try state.set("mode", to: "mtproto")
        }
        try state.set("port", to: "443")
        try state.set("mode", toCase: "mtproto")
        let copy = try state.setting("host", to: .string("h"))
        #expect(copy.string("host") == "h")
        #expect(state.string("host") == "")
    }

    @Test func unknownFieldWithoutACloseName() throws {
        var state = ScreenState(defaultsOf: try exampleScreen("ProxyServerSettings"))
        let error = ScreenStateError.unknownField("zzz", known: state.fields.map(\.name))
        #expect(throws: error) { try state.assign("zzz=1") }
        #expect(error.description == "unknown field `zzz` (fields: mode, host, port, username, password, secret, saving)")
        #expect(ScreenStateError.unknownField("x", known: []).description
            == "unknown field `x` (the screen has no state, data or parameters)")
    }
}

let chatFolderFields = [
    "folderTab", "includeChatTypes", "chatTypesExpanded", "includeContacts", "includeNonContacts", "includeGroups",
    "includeChannels", "includeBots", "showFolderTags", "isPremium", "folderName", "openedFrom",
]
