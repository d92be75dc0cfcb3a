import Foundation
import ScreenImport
import ScreencCore
import ScreencTestSupport
import Testing

/// What hand-written controllers compute that screenc's own output never does: titles chosen by `switch` / `if` over
/// state and the factory's parameters, texts over optionals (`if let`, `??`), texts computed by the file's own
/// functions, switches locked by a condition, and pushes passing more than the context (issue 22, "Hand-written
/// style"). The fixtures are written for these tests in Telegram's style, not taken from Telegram.
@Suite struct HandWrittenStyleTests {
    private func imported(_ names: [String]) throws -> [ImportedScreen] {
        let files = try names.map { (source: try fixture("\($0)Controller.swift"), path: "\($0)Controller.swift") }
        let results = ScreenImporter.importControllers(files: files)
        #expect(results.map(\.problems) == names.map { _ in [] })
        return results.flatMap(\.screens)
    }

    /// A controller imported alone: every row is read exactly.
    @Test func titlesOptionalTextsFunctionTextsAndLockedSwitchesImport() throws {
        let screen = try #require(try imported(["ChannelAutoPost"]).first)
        #expect(lintFindings(screen.yaml) == [])
        assertSnapshot(screen.yaml, named: "ChannelAutoPost.yaml")
        // The push is approximated (the pushed controller is not imported with it), and the switch locked by an
        // alert in its closure.
        #expect(screen.summary == ImportSummary(exact: 6, approximated: 2, left: 0))
        let expected = [
            // `let title: String` and a `switch state.interval` (two cases sharing one text) in the signal's closure.
            "title: { text: { switch: \"interval\", cases: { hourly: { key: ChannelAutoPost_HourlyTitle }, \"daily, weekly\": { key: ChannelAutoPost_Title } } } }\n",
            // `if let sourceName = sourceName { … } else { … }` in the entries function.
            "        label: { if: let sourceName, then: \"\\\\(sourceName)\", else: { key: ChannelAutoPost_NoSource } }\n",
            // `state.signature ?? presentationData.strings.ChannelAutoPost_NoSignature` passed in the payload.
            "        text: { if: let signature, then: \"\\\\(signature)\", else: { key: ChannelAutoPost_NoSignature } }\n",
            "  signature: { type: \"String?\", default: null }\n",
            // `autoPostIntervalString(strings:interval:)`, a `switch` returning a key per case, called from item(…).
            "        label: { switch: \"interval\", cases: { hourly: { key: ChannelAutoPost_Hourly }, daily: { key: ChannelAutoPost_Daily }, weekly: { key: ChannelAutoPost_Weekly } } }\n",
            // `enableInteractiveChanges: !locked, displayLocked: locked` with `activatedWhileDisabled:`, the payload's
            // `locked` passed `!isPremium`; `updated:` writes the field through `updateState { $0.withUpdatedSilent(value) }`.
            "        bind: silent\n        locked: \"!isPremium\"\n        lockedAction: showPremiumAlert\n",
            // `autoPostDelayString(strings:minutes:)`, whose body (a `let` and two early returns) is no text of the
            // language: declared under `functions:`, called, and the screen says to move it into the app.
            "        label: { call: autoPostDelayString, args: { minutes: delayMinutes } }\n",
            "functions:\n  # left: `autoPostDelayString` is declared in the Swift file this screen replaces, and its body is not a text the language can say: move it into the app's module and add `module:` (line 242)\n  #   private func autoPostDelayString(strings: PresentationStrings, minutes: Int) -> String\n  autoPostDelayString: { parameters: [strings, minutes: Int] }\n",
            // `updated: { value in if isPremium { …withUpdatedPinPosts(value) } else { arguments.showPremiumAlert() } }`.
            "      # approximated: `updated:` writes `pinPosts` only while `isPremium` and calls `showPremiumAlert` otherwise: written as `locked:` with `lockedAction:`, which also shows ItemListUI's lock and keeps the switch from flipping\n",
            "        bind: pinPosts\n        locked: \"!isPremium\"\n        lockedAction: showPremiumAlert\n",
            // `enableInteractiveChanges: enabled`, the payload passed `!state.silent`; `{ current in return
            // current.withUpdatedNotifyAdmins(value) }`.
            "        bind: notifyAdmins\n        interactive: \"!silent\"\n",
            // The factory's own `channelName: String`, passed to the entries function: a parameter of the screen.
            "parameters:\n  channelName: { type: String }\n",
            "    footer: { key: ChannelAutoPost_Info, args: [channelName] }\n",
        ]
        for text in expected { #expect(screen.yaml.contains(text), "\(text)") }
        #expect(
            screen.yaml.contains(
                "# approximated: `openSource` pushes `channelAutoPostSourceController(context: context, editing: true, channelName: channelName)`: import that controller's file together with this one to write `push:`"
            ))
        // What it says compiles to the hand-written parts.
        let generated = try #require(
            try Compiler.compile([SourceFile(path: "ChannelAutoPost.yaml", bytes: Array(screen.yaml.utf8))]).files.first)
        for swift in [
            "            if let sourceName {\n", "            if let signature {\n", "                displayLocked: isLocked,\n",
            "            switch interval {\n", "label: autoPostDelayString(strings: presentationData.strings, minutes: delayMinutes),\n",
            "                enableInteractiveChanges: isInteractive,\n",
        ] {
            #expect(generated.contents.contains(swift), "\(swift)")
        }
    }

    /// Imported together, the push passing the pushed factory's own parameters is `push:` with `with:`; the pushed
    /// screen declares them as `parameters:` (with the factory's defaults) and its title is chosen by one of them.
    @Test func aPushWithArgumentsToAnImportedControllerBecomesPushWith() throws {
        let screens = try imported(["ChannelAutoPost", "ChannelAutoPostSource"])
        #expect(screens.map(\.name) == ["ChannelAutoPost", "ChannelAutoPostSource"])
        #expect(screens.map(\.summary) == [
            ImportSummary(exact: 7, approximated: 1, left: 0), ImportSummary(exact: 3, approximated: 0, left: 0),
        ])
        #expect(
            screens[0].yaml.contains(
                "        push: { screen: ChannelAutoPostSource, with: { editing: true, channelName: \"channelName\" } }\n"))
        let source = screens[1].yaml
        assertSnapshot(source, named: "ChannelAutoPostSource.yaml")
        for text in [
            "parameters:\n  editing: { type: Bool, default: false }\n  channelName: { type: String }\n",
            // `let title: ItemListControllerTitle` set by `if editing { … } else { … }` (over a parameter) to titles
            // of two forms: title variants.
            "title: [{ when: \"editing\", text: { key: ChannelAutoPostSource_EditTitle }, subtitle: \"\\\\(channelName)\" }, { text: { key: ChannelAutoPostSource_Title } }]\n",
            // An interpolation of a parameter, passed in the payload.
            "        text: \"Reposting from \\\\(channelName)\"\n",
            // `arguments.updateState { state in return state.withUpdatedIncludeReplies(value) }`.
            "        bind: includeReplies\n",
            "        visible: \"editing\"\n",
        ] {
            #expect(source.contains(text), "\(text)")
        }
        let sources = screens.map { SourceFile(path: "\($0.name).yaml", bytes: Array($0.yaml.utf8)) }
        #expect(Linter.lint(sources).diagnostics.isEmpty)
        let compiled = try Compiler.compile(sources)
        let pushing = try #require(compiled.files.first { $0.name == "ChannelAutoPost.swift" })
        #expect(pushing.contents.contains("ChannelAutoPostSourceParameters("))
        let pushed = try #require(compiled.files.first { $0.name == "ChannelAutoPostSource.swift" })
        #expect(pushed.contents.contains(".textWithSubtitle("))
    }

    /// The pushed controller created with a mode (an enum of its file) instead of a Bool: the `switch mode` choosing
    /// the title, two cases sharing a branch, is one variant per branch, the last without `when:`.
    @Test func aTitleChosenByASwitchOverAnEnumParameterIsTitleVariants() throws {
        var source = try fixture("ChannelAutoPostSourceController.swift")
        for (old, new) in [
            ("private enum ChannelAutoPostSourceSection: Int32 {",
             "private enum ChannelAutoPostSourceMode {\n    case create\n    case edit\n    case review\n}\n\nprivate enum ChannelAutoPostSourceSection: Int32 {"),
            ("editing: Bool = false", "mode: ChannelAutoPostSourceMode = .create"),
            ("editing: Bool,", "mode: ChannelAutoPostSourceMode,"), ("editing: editing", "mode: mode"),
            ("    if editing {\n        entries", "    if mode == .edit {\n        entries"),
            ("""
                    if editing {
                        title = .textWithSubtitle(presentationData.strings.ChannelAutoPostSource_EditTitle, channelName)
                    } else {
                        title = .text(presentationData.strings.ChannelAutoPostSource_Title)
                    }
            """, """
                    switch mode {
                        case .create:
                            title = .text(presentationData.strings.ChannelAutoPostSource_Title)
                        case .edit, .review:
                            title = .textWithSubtitle(presentationData.strings.ChannelAutoPostSource_EditTitle, channelName)
                    }
            """),
        ] {
            #expect(source.contains(old), "\(old)")
            source = source.replacingOccurrences(of: old, with: new)
        }
        let screen = try #require(
            ScreenImporter.importControllers(source: source, path: "ChannelAutoPostSourceController.swift").screens.first)
        #expect(lintFindings(screen.yaml) == [])
        #expect(screen.summary == ImportSummary(exact: 3, approximated: 0, left: 0))
        #expect(
            screen.yaml.contains(
                "title: [{ when: \"mode == .create\", text: { key: ChannelAutoPostSource_Title } }, { text: { key: ChannelAutoPostSource_EditTitle }, subtitle: \"\\\\(channelName)\" }]\n"
            ))
        #expect(screen.yaml.contains("parameters:\n  mode: { enum: [create, edit, review], default: create }\n"))
        #expect(screen.yaml.contains("        visible: \"mode == .edit\"\n"))
    }

    /// `if let name { … } else { … }` in item(…) over an optional the payload carries (rather than in the entries
    /// function): the same `if: let` text, over the field the entries function passed.
    @Test func anIfLetInItemOverAnOptionalPayloadIsAnIfLetText() throws {
        var source = try fixture("ChannelAutoPostController.swift")
        for (old, new) in [
            ("case source(PresentationTheme, String, String)", "case source(PresentationTheme, String, String?)"),
            ("""
                        case let .source(_, title, label):
                            return
            """, """
                        case let .source(_, title, name):
                            let label: String
                            if let name {
                                label = name
                            } else {
                                label = presentationData.strings.ChannelAutoPost_NoSource
                            }
                            return
            """),
            ("""
                let sourceText: String
                if let sourceName = sourceName {
                    sourceText = sourceName
                } else {
                    sourceText = presentationData.strings.ChannelAutoPost_NoSource
                }

            """, ""),
            ("presentationData.strings.ChannelAutoPost_Source, sourceText))", "presentationData.strings.ChannelAutoPost_Source, sourceName))"),
        ] {
            #expect(source.contains(old), "\(old)")
            source = source.replacingOccurrences(of: old, with: new)
        }
        let screen = try #require(
            ScreenImporter.importControllers(source: source, path: "ChannelAutoPostController.swift").screens.first)
        #expect(lintFindings(screen.yaml) == [])
        #expect(
            screen.yaml.contains(
                "        label: { if: let sourceName, then: \"\\\\(sourceName)\", else: { key: ChannelAutoPost_NoSource } }\n"))
    }

    /// `activatedWhileDisabled:` on a switch disabled by `enabled:` (not locked): the language calls `lockedAction:`
    /// only while `locked:`, so the row gets `locked:` too and says so; on a switch never disabled or locked the
    /// closure is never called, and is left out, saying so. Either way the file lints clean (lint reports
    /// `lockedAction` without `locked`).
    @Test func aDisabledSwitchsAlertIsLockedActionWithLocked() throws {
        let fixture = try fixture("ChannelAutoPostController.swift")
        let locked = "enableInteractiveChanges: !locked, displayLocked: locked, sectionId"
        #expect(fixture.contains(locked))
        let disabled = try #require(
            ScreenImporter.importControllers(
                source: fixture.replacingOccurrences(of: locked, with: "enabled: !locked, sectionId"), path: "Disabled.swift"
            ).screens.first)
        #expect(lintFindings(disabled.yaml) == [])
        #expect(
            disabled.yaml.contains(
                "      # approximated: `activatedWhileDisabled:` calls `showPremiumAlert` while the switch is disabled; the language calls `lockedAction:` while `locked:`: written `locked: !isPremium` too, which also draws ItemListUI's lock\n"
            ))
        #expect(disabled.yaml.contains("        locked: \"!isPremium\"\n        lockedAction: showPremiumAlert\n"))
        let never = try #require(
            ScreenImporter.importControllers(
                source: fixture.replacingOccurrences(of: locked, with: "sectionId"), path: "Never.swift"
            ).screens.first)
        #expect(lintFindings(never.yaml) == [])
        #expect(
            never.yaml.contains(
                "# approximated: `activatedWhileDisabled:` calls `showPremiumAlert`, but the switch is never disabled or locked: left out\n"
            ))
        #expect(never.yaml.contains("        bind: silent\n      # approximated: `updated:` writes `pinPosts`"))
    }

    /// A ternary of two title forms passed straight to `ItemListControllerState(title:)`: title variants too.
    @Test func aTernaryOfTitlesIsTitleVariants() throws {
        var source = try fixture("ChannelAutoPostSourceController.swift")
        let old = "title: title, leftNavigationButton"
        #expect(source.contains(old))
        source = source.replacingOccurrences(
            of: old,
            with: "title: editing ? .textWithSubtitle(presentationData.strings.ChannelAutoPostSource_EditTitle, channelName) : .text(\"Reposts\"), leftNavigationButton")
        let screen = try #require(
            ScreenImporter.importControllers(source: source, path: "ChannelAutoPostSourceController.swift").screens.first)
        #expect(lintFindings(screen.yaml) == [])
        #expect(
            screen.yaml.contains(
                "title: [{ when: \"editing\", text: { key: ChannelAutoPostSource_EditTitle }, subtitle: \"\\\\(channelName)\" }, { text: \"Reposts\" }]\n"
            ))
    }

    /// A string literal passed to the pushed factory is a string literal of the condition language in `with:`
    /// (`"\"Daily News\""`): written bare, YAML's `Daily News` was read as two names and the row was left.
    @Test func aStringLiteralPushArgumentIsAStringOfTheConditionLanguage() throws {
        let old = "editing: true, channelName: channelName))"
        let caller = try fixture("ChannelAutoPostController.swift")
        #expect(caller.contains(old))
        let results = ScreenImporter.importControllers(files: [
            (source: caller.replacingOccurrences(of: old, with: "editing: true, channelName: \"Daily News\"))"),
             path: "ChannelAutoPostController.swift"),
            (source: try fixture("ChannelAutoPostSourceController.swift"), path: "ChannelAutoPostSourceController.swift"),
        ])
        let screens = results.flatMap(\.screens)
        #expect(results.map(\.problems) == [[], []])
        #expect(screens.first?.summary == ImportSummary(exact: 7, approximated: 1, left: 0))
        #expect(
            screens.first?.yaml.contains(
                "        push: { screen: ChannelAutoPostSource, with: { editing: true, channelName: \"\\\"Daily News\\\"\" } }\n")
                == true)
        let compiled = try Compiler.compile(screens.map { SourceFile(path: "\($0.name).yaml", bytes: Array($0.yaml.utf8)) })
        let pushing = try #require(compiled.files.first { $0.name == "ChannelAutoPost.swift" })
        #expect(pushing.contents.contains("ChannelAutoPostSourceParameters(editing: true, channelName: \"Daily News\")"))
    }
}
