import ScreenDiagnostics
import ScreencCore
import Testing

/// `push: { screen:, with: }` is checked against the pushed screen's parameters across files (`push-parameters`), and
/// a clean one generates a factory hook that receives the pushed screen's `<Screen>Parameters`.
@Suite struct PushParametersTests {
    static let target = """
        screen: Target
        title: Target
        parameters:
          category: { enum: [privateChats, groups], sample: groups }
          limit: 10
          note: { type: "String?" }
        sections:
          - id: main
            rows:
              - id: t
                item: text
                text: Up to \\(limit) for \\(note ?? "all")
                visible: category == .groups
        """

    static func pusher(_ rows: String, state: String = "") -> String {
        "screen: Pusher\ntitle: Pusher\n\(state)sections:\n  - id: main\n    rows:\n\(rows)"
    }

    static func lint(_ rows: String, state: String = "") -> [Diagnostic] {
        Linter.lint([
            SourceFile(path: "Pusher.yaml", text: pusher(rows, state: state)), SourceFile(path: "Target.yaml", text: target),
        ]).diagnostics
    }

    @Test func anUnknownParameterGetsADidYouMeanAndIsNotAlsoMissing() throws {
        let diagnostics = Self.lint(
            "      - { id: a, item: disclosure, title: A, push: { screen: Target, with: { categry: .groups } } }\n")
        #expect(diagnostics.map(\.rule) == [.pushParameters])
        let unknown = try #require(diagnostics.first)
        #expect(unknown.message == "screen `Target` has no parameter `categry`")
        #expect(unknown.help == "did you mean `category`?")
        #expect(unknown.span.file == "Pusher.yaml" && unknown.span.start.line == 6)
    }

    @Test func valuesOfAnotherTypeAreReportedAtTheValue() {
        let diagnostics = Self.lint(
            "      - { id: a, item: disclosure, title: A, push: { screen: Target, with: { category: mode, limit: \"count > 1\" } } }\n"
                + "      - { id: b, item: disclosure, title: B, push: { screen: Target, with: { category: .group, limit: nil } } }\n",
            state: "state:\n  mode: { enum: [privateChats, groups], default: groups }\n  count: 2\n")
        #expect(
            diagnostics.map(\.message) == [
                "the value is Mode, but parameter `category` of `Target` is Parameters.Category",
                "the value is Bool, but parameter `limit` of `Target` is Int",
                "parameter `category` of `Target` has no case `.group`",
                "parameter `limit` of `Target` is Int, not an optional, so it cannot be `nil`",
            ])
        #expect(diagnostics.allSatisfy { $0.rule == .pushParameters })
        #expect(diagnostics[2].help == "did you mean `.groups`?")
    }

    @Test func requiredParametersAreGivenInEveryPushOfTheTarget() {
        let diagnostics = Self.lint(
            "      - { id: a, item: disclosure, title: A, push: { screen: Target, with: { limit: 1, category: .groups } } }\n"
                + "      - { id: b, item: disclosure, title: B, push: { screen: Target, with: { note: nil } } }\n"
                + "      - { id: c, item: disclosure, title: C, push: Target }\n")
        #expect(
            diagnostics.map(\.message) == [
                "the push of `Target` leaves out its required parameter `category`",
                "the push of `Target` leaves out its required parameter `category`",
            ])
        #expect(diagnostics.map(\.span.start.line) == [7, 8])
        #expect(diagnostics.last?.notes.first?.contains("every push of it passes `TargetParameters(…)`") == true)
    }

    /// The pushing screens of `parametersInAnyOrderCompileInDeclarationOrder`: a fixed row, a row whose values are
    /// carried in its entry, a repeated row and a button, each writing `with:` in another order.
    static let outOfOrderPusher = """
        screen: Pusher
        title: Pusher
        state:
          name: Anna
        data:
          peers:
            list: { id: Int, name: String }
        navigationBar:
          right: { title: Open, push: { screen: Target, with: { note: name, limit: 2, category: .groups } } }
        sections:
          - id: main
            rows:
              - { id: a, item: disclosure, title: A, push: { screen: Target, with: { limit: 1, category: .groups } } }
              - { id: b, item: disclosure, title: B, push: { screen: Target, with: { note: name, category: .privateChats } } }
              - { id: peer, forEach: peer in peers, item: disclosure, title: \\(peer.name), push: { screen: Target, with: { note: peer.name, category: .groups } } }
        """

    @Test func parametersInAnyOrderCompileInDeclarationOrder() throws {
        let target = SourceFile(path: "Target.yaml", text: Self.target)
        // Pushing screens before and after the target in path order: the one read first is rendered after the last.
        for path in ["A.yaml", "Z.yaml"] {
            let pusher = SourceFile(path: path, text: Self.outOfOrderPusher)
            let result = try Compiler.compile([pusher, target].sorted { $0.path < $1.path })
            #expect(result.lint.diagnostics.isEmpty, "\(result.lint.diagnostics.map(\.message))")
            let swift = try #require(result.files.first { $0.name == "Pusher.swift" }).contents
            #expect(result.files.map(\.name) == ["Pusher.swift", "Target.swift"])
            #expect(swift.contains("action: { arguments.pushTarget(TargetParameters(category: .groups, limit: 1)) }"))
            #expect(swift.contains("TargetParameters(category: .privateChats, note: state.name)"))
            #expect(swift.contains("arguments.pushTarget(TargetParameters(category: .groups, note: peer.name))"))
            #expect(swift.contains("TargetParameters(category: .groups, limit: 2, note: state.name)"))
            #expect(!swift.contains("TargetParameters(note:") && !swift.contains("TargetParameters(limit:"))
        }
    }

    @Test func theStagedFilesAreCollectedInPathOrder() throws {
        let files = [
            SourceFile(path: "A.yaml", text: Self.outOfOrderPusher),
            SourceFile(path: "B.yaml", text: Self.target),
            SourceFile(path: "C.yaml", text: Self.target.replacingOccurrences(of: "Target", with: "Other")),
        ]
        let contents = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.bytes) })
        var collected: [String] = []
        let lint = try Compiler.compile(
            paths: files.map(\.path), read: { contents[$0]! }, stage: { $0.name }, collect: { collected.append($0) })
        #expect(!lint.fails(strict: false), "\(lint.diagnostics.map(\.message))")
        #expect(collected == ["Pusher.swift", "Target.swift", "Other.swift"])
    }

    @Test func aCleanPushGeneratesAFactoryThatReceivesTheParameters() throws {
        let result = try Compiler.compile([
            SourceFile(
                path: "Pusher.yaml",
                text: Self.pusher(
                    "      - { id: a, item: disclosure, title: A, push: { screen: Target, with: { category: .groups, note: name } } }\n",
                    state: "state:\n  name: Anna\n")),
            SourceFile(path: "Target.yaml", text: Self.target),
        ])
        #expect(result.lint.diagnostics.isEmpty, "\(result.lint.diagnostics.map(\.message))")
        let pusher = try #require(result.files.first { $0.name == "Pusher.swift" }).contents
        #expect(pusher.contains("public var makeTargetController: (AccountContext, TargetParameters) -> ViewController"))
        #expect(pusher.contains("case a(targetParameters: TargetParameters)"))
        #expect(pusher.contains("entries.append(.a(targetParameters: TargetParameters(category: .groups, note: state.name)))"))
        #expect(pusher.contains("action: { arguments.pushTarget(targetParameters) }"))
        #expect(pusher.contains("pushTarget: { parameters in pushControllerImpl?(hooks.makeTargetController(context, parameters)) }"))
    }

    @Test func aRepeatedRowPushesOnlyWithParameters() {
        let rows = """
                  - id: peer
                    forEach: peer in peers
                    item: disclosure
                    title: \\(peer.name)
                    push: PUSH

            """
        func lint(_ push: String) -> [Diagnostic] {
            Linter.lint([
                SourceFile(
                    path: "Pusher.yaml",
                    text: Self.pusher(
                        rows.replacingOccurrences(of: "PUSH", with: push),
                        state: "data:\n  peers:\n    list: { id: Int, name: String }\n")),
                SourceFile(path: "Target.yaml", text: Self.target),
            ]).diagnostics
        }
        #expect(lint("Target").map(\.rule) == [.invalidForEach])
        #expect(lint("{ screen: Target, with: { category: .groups, note: peer.name } }").isEmpty)
    }
}
