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

    @Test func parametersComeInDeclarationOrderAndRequiredOnesAreGiven() {
        let diagnostics = Self.lint(
            "      - { id: a, item: disclosure, title: A, push: { screen: Target, with: { limit: 1, category: .groups } } }\n"
                + "      - { id: b, item: disclosure, title: B, push: { screen: Target, with: { note: nil } } }\n"
                + "      - { id: c, item: disclosure, title: C, push: Target }\n")
        #expect(
            diagnostics.map(\.message) == [
                "parameter `category` must come before `limit`, in the order `Target` declares them",
                "the push of `Target` leaves out its required parameter `category`",
                "the push of `Target` leaves out its required parameter `category`",
            ])
        #expect(diagnostics.last?.notes.first?.contains("every push of it passes `TargetParameters(…)`") == true)
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
