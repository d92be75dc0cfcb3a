import Foundation
import ScreenImport
import ScreencCore
import ScreencTestSupport
import Testing

@Suite struct ScreenImporterTests {
    /// A controller in the hand-written style (payloads carrying theme and strings, `==` written out,
    /// `withUpdated…` helpers, `if` and `for` in the entries function, `|> map` into `ItemListControllerState`).
    @Test func handWrittenControllerImportsToAScreenThatLintsClean() throws {
        let source = try fixture("MediaAutoplayController.swift")
        let result = ScreenImporter.importControllers(source: source, path: "MediaAutoplayController.swift")
        #expect(result.problems.isEmpty)
        let screen = try #require(result.screens.first)
        #expect(result.screens.count == 1)
        #expect(screen.name == "MediaAutoplay")
        #expect(lintFindings(screen.yaml) == [])
        assertSnapshot(screen.yaml, named: "MediaAutoplay.yaml")
        // The `for` over the exceptions (an entries parameter `[EnginePeer]`) is a repeated peer row over a list of
        // app data; the closures that do more than write state are approximated.
        #expect(screen.summary.left == 0)
        #expect(screen.summary.exact + screen.summary.approximated + screen.summary.left == 7)
        #expect(screen.yaml.contains("data:\n  exceptions:\n    list: { id: PeerId, peer: Peer }\n"))
        // The loop's own counter (`var index: Int32 = 0`, `index += 1`) is the repeated row's position: not reported.
        #expect(!screen.yaml.contains("index += 1"))
        #expect(
            screen.yaml.contains(
                "      - id: exceptionPeer\n        forEach: peer in exceptions\n        item: peer\n        peer: peer.peer\n        action: openPeer\n"
            ))
        // docs/Migration.md shows this import's summary line.
        let guide = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/Migration.md"), encoding: .utf8)
        #expect(guide.contains("MediaAutoplay.yaml: \(screen.summary.line(screen: "MediaAutoplay"))"))
    }

    /// Repeated rows over a list from a signal, state and app data of other types, the navigation bar, animations and
    /// presentation, in the hand-written style (`withUpdated…` in the buttons, `previousState.swap`, `|> map`).
    @Test func listsButtonsAndAnimationsImportFromAHandWrittenController() throws {
        let source = try fixture("ProxyListController.swift")
        let result = ScreenImporter.importControllers(source: source, path: "ProxyListController.swift")
        #expect(result.problems.isEmpty)
        let screen = try #require(result.screens.first)
        #expect(lintFindings(screen.yaml) == [])
        assertSnapshot(screen.yaml, named: "ProxyList.yaml")
        #expect(screen.summary == ImportSummary(exact: 6, approximated: 0, left: 0))
        // Nothing of the factory is left: every argument and `controller.…` setting was read.
        #expect(!screen.yaml.contains("not imported"))
        // A state field of an app type is not declared, and says so.
        #expect(
            screen.yaml.contains(
                "# left: state field `lastError: ProxyConnectionError?` not declared: state is Bool, Int, String, their optionals and enums (an app type has no literal default)"
            ))
        let expected = [
            // `for (index, server) in servers.enumerated()` with an `if` over the element inside.
            "      - id: server\n        forEach: server in servers\n        item: disclosure\n        title: \"\\\\(server.host)\"\n        action: openServer\n        visible: \"server.isActive || editing\"\n",
            // The `if` around every entry of the section: the section's `visible:`.
            "  - id: servers\n    visible: \"mode != .disabled\"\n",
            // The array parameter of a struct of the file, a Bool parameter: app data.
            "data:\n  servers:\n    list: { id: Int, host: String, port: Int, isActive: Bool }\n    element: ProxyServerEntry\n  isConnected: { type: Bool }\n",
            // An enum of the file with its initial value from the `init` default.
            "  mode: { enum: [automatic, manual, disabled], default: automatic }\n",
            // `var rightNavigationButton` set by `if` / `else if`; `updateState { $0.withUpdatedEditing(false) }`.
            "  right:\n    - when: \"editing\"\n      title: { key: Common_Done }\n      style: bold\n      set: { editing: false }\n    - when: \"!servers.isEmpty\"\n",
            "  left:\n    icon: add\n    enabled: \"!editing\"\n    action: addServer\n",
            // `previous != nil && (previous?.mode != state.mode || …)` with `previousState.swap(state)`.
            "animateChanges: { whenChanged: [mode, editing] }\npresentation: modal\n",
            // An entries parameter of an app type (`settings: ProxySettings`, from the combined signals): a data
            // field of a declared type whose members are those the conditions read, typed by where they stand.
            "types:\n  ProxySettings: { members: { showsConnectionInfo: Bool } }\n",
            "  settings: { type: ProxySettings }\n",
            // A markdown text row under its own condition stays a row (not the section's footer).
            "        markdown: { key: ProxyList_Connected }\n        visible: \"isConnected && !servers.isEmpty && settings.showsConnectionInfo\"\n",
        ]
        for text in expected { #expect(screen.yaml.contains(text), "\(text)") }
    }

    /// What a hand-written controller does besides rows: a toolbar, an empty state chosen by an `if` chain (a spinner,
    /// then a text), lifecycle closures, conditions named by a computed property (`return self.filter != .all`) and by
    /// a `let` of the entries function read by several `if`s, and texts computed by `switch`, `if` chains and ternaries
    /// (in the entries function, in `item(…)` and in the title).
    @Test func toolbarEmptyStateLifecycleNamedConditionsAndComputedTextsImport() throws {
        let source = try fixture("BlockedBotsController.swift")
        let result = ScreenImporter.importControllers(source: source, path: "BlockedBotsController.swift")
        #expect(result.problems.isEmpty)
        let screen = try #require(result.screens.first)
        #expect(lintFindings(screen.yaml) == [])
        assertSnapshot(screen.yaml, named: "BlockedBots.yaml")
        // Its two pushes are approximated: the pushed controllers are not imported with it.
        #expect(screen.summary == ImportSummary(exact: 2, approximated: 2, left: 0))
        let expected = [
            // The first action's title is a local of the signal's closure, set by an `if`.
            "toolbar:\n  - title: { if: \"isFiltered\", then: { key: BlockedBots_BlockFilteredBot }, else: { key: BlockedBots_BlockBot } }\n    enabled: \"!editing\"\n    action: blockBot\n  - title: { key: BlockedBots_UnblockAll }\n    enabled: \"!bots.isEmpty\"\n    action: unblockAll\n",
            "emptyState:\n  - when: \"isLoading\"\n    loading: true\n  - when: \"bots.isEmpty\"\n    key: BlockedBots_Empty\n",
            "lifecycle:\n  didAppear: screenAppeared\n  willDisappear: saveDraft\n",
            "conditions:\n  isFiltered: \"filter != .all\"\n  hasBots: \"!bots.isEmpty && !isLoading && settings.privacy.blocking.showsList\"\n",
            // Members of an app type read through two levels: a declared type per level, named after its member.
            "  Blocking: { members: { showsList: Bool } }\n  BotSettings: { members: { privacy: Privacy } }\n",
            "  # left: named after the member that holds it; the app's name for it is not in the Swift file: add `swift:`\n  Privacy: { members: { blocking: Blocking } }\n",
            "title: { text: { if: \"isFiltered\", then: { key: BlockedBots_FilteredTitle }, else: { key: BlockedBots_Title } } }\n",
            // `let filterText: String` and a `switch` over the state, passed in the payload.
            "        label: { switch: \"filter\", cases: { all: { key: BlockedBots_FilterAll }, verified: { key: BlockedBots_FilterVerified }, unverified: { key: BlockedBots_FilterUnverified } } }\n",
            // A ternary passed in the payload; the `let hasBots` read by the `if` around it.
            "        title: { if: \"isFiltered\", then: { key: BlockedBots_ShowsAllFiltered }, else: { key: BlockedBots_ShowsAll } }\n        bind: showsAll\n        visible: \"hasBots\"\n",
            // An `if` / `else if` / `else` chain of the entries function: the section's footer.
            "    footer: { if: \"hasBots && isFiltered\", then: { key: BlockedBots_FilteredInfo }, else: { if: \"hasBots\", then: { key: BlockedBots_Info }, else: \"No bots are blocked.\" } }\n",
            // `let label: String` set by an `if` in item(…), over the loop element.
            "        label: { if: \"bot.isVerified\", then: { key: BlockedBots_Verified }, else: \"\" }\n",
        ]
        for text in expected { #expect(screen.yaml.contains(text), "\(text)") }
        // A lifecycle closure that does more than call one hook is quoted, not dropped.
        #expect(screen.yaml.contains("# left: `controller.beganInteractiveDragging` does more than call one hook"))
        // What it says compiles to the controller's parts.
        let generated = try #require(
            try Compiler.compile([SourceFile(path: "BlockedBots.yaml", bytes: Array(screen.yaml.utf8))]).files.first)
        for swift in [
            "let toolbarItem = ItemListToolbarItem(actions: [", "emptyStateItem = ItemListLoadingIndicatorEmptyStateItem(",
            "controller.didAppear = { firstTime in", "fileprivate var isFiltered: Bool {",
        ] {
            #expect(generated.contents.contains(swift), "\(swift)")
        }
    }

    /// Controllers imported together: a row whose hook only pushes another imported controller
    /// (`pushControllerImpl?(blockedBotsFilterController(context: context))`) pushes its screen; imported alone, or
    /// pushing a controller not imported, it stays an action and says what to do.
    @Test func aPushToAnotherImportedControllerBecomesPush() throws {
        let files = [
            (source: try fixture("BlockedBotsController.swift"), path: "BlockedBotsController.swift"),
            (source: try fixture("BlockedBotsFilterController.swift"), path: "BlockedBotsFilterController.swift"),
        ]
        let alone = try #require(ScreenImporter.importControllers(source: files[0].source, path: files[0].path).screens.first)
        #expect(
            alone.yaml.contains(
                "      # approximated: `pickFilter` pushes `blockedBotsFilterController(context: context)`: import that controller's file together with this one to write `push:`\n"
            ))
        #expect(alone.yaml.contains("        action: pickFilter\n"))

        let results = ScreenImporter.importControllers(files: files)
        #expect(results.map(\.problems) == [[], []])
        let screens = results.flatMap(\.screens)
        #expect(screens.map(\.name) == ["BlockedBots", "BlockedBotsFilter"])
        let together = screens[0]
        #expect(together.summary == ImportSummary(exact: 3, approximated: 1, left: 0))
        #expect(
            together.yaml.contains(
                "        label: { switch: \"filter\", cases: { all: { key: BlockedBots_FilterAll }, verified: { key: BlockedBots_FilterVerified }, unverified: { key: BlockedBots_FilterUnverified } } }\n        push: BlockedBotsFilter\n"
            ))
        // The bot's screen is not imported: still an action, saying so.
        #expect(together.yaml.contains("`openBot` pushes `botInfoController(context: context, botId: bot.id)`: import that controller's file"))
        // Both lint clean together, and compile: the push is the pushed screen's factory.
        let sources = screens.map { SourceFile(path: "\($0.name).yaml", bytes: Array($0.yaml.utf8)) }
        #expect(Linter.lint(sources).diagnostics.isEmpty)
        let compiled = try Compiler.compile(sources)
        let blockedBots = try #require(compiled.files.first { $0.name == "BlockedBots.swift" })
        #expect(blockedBots.contents.contains("makeBlockedBotsFilterController"))
        // A switch showing app data whose closure calls a hook with the new value: bound to the data, that hook its
        // change hook.
        #expect(screens[1].summary == ImportSummary(exact: 4, approximated: 0, left: 0))
        #expect(screens[1].yaml.contains("        bind: notifiesOnBlock\n        change: toggleNotifications\n"))
    }

    /// A custom item class whose call passes a setter with a change hook, a closure handing its value to an argument
    /// (typed by the arguments class: `let limitCommitted: (Int) -> Void`) and `nil` for an optional closure becomes a
    /// declared item whose generated call is the hand-written one.
    @Test func customItemsWithChangeHooksValueHooksAndNilClosures() throws {
        let source = try fixture("BlockedBotsFilterController.swift")
        let screen = try #require(
            ScreenImporter.importControllers(source: source, path: "BlockedBotsFilterController.swift").screens.first)
        #expect(lintFindings(screen.yaml) == [])
        #expect(screen.summary == ImportSummary(exact: 4, approximated: 0, left: 0))
        #expect(
            screen.yaml.contains(
                "  botLimitSlider:\n    swift: BotLimitSliderItem\n    parameters:\n      - theme\n      - value: { bind: Int, key: bind }\n      - sectionId\n      - updated: { setter: bind }\n      - committed: { hook: [Int] }\n      - openInfo: action\n"
            ))
        #expect(
            screen.yaml.contains(
                "      - id: limit\n        item: botLimitSlider\n        bind: limit\n        change: limitChanged\n        committed: limitCommitted\n"
            ))
        let generated = try #require(
            try Compiler.compile([SourceFile(path: "BlockedBotsFilter.yaml", bytes: Array(screen.yaml.utf8))]).files.first)
        #expect(
            generated.contents.contains(
                "                updated: { value in arguments.update(\\.limit, to: value, changed: arguments.limitChanged) },\n                committed: { value in arguments.limitCommitted(value) },\n                openInfo: nil\n"
            ))
    }

    /// Change hooks read back from generated Swift: a switch bound to app data (`updateShownData` then the hook, the
    /// default `update<Field>` name left implied) and an input bound to state with `changed:`; and icons.
    @Test func changeHooksAndIconsAreReadBack() throws {
        let folder = repositoryRoot.appendingPathComponent("Screens")
        // Compiled with the screens they push.
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted().map { SourceFile(path: "Screens/\($0)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
        let compiled = try Compiler.compile(files)
        func imported(_ name: String) throws -> String {
            let swift = try #require(compiled.files.first { $0.name == "\(name).swift" })
            let screen = try #require(ScreenImporter.importControllers(source: swift.contents, path: swift.name).screens.first)
            #expect(lintFindings(screen.yaml) == [])
            return screen.yaml
        }
        let data = try imported("DataAndStorage")
        #expect(data.contains("      - id: playGifs\n        item: switch\n        title: { key: ChatSettings_AutoPlayGifs }\n        bind: autoplayGifs\n"))
        #expect(!data.contains("updateShownData { $0.autoplayGifs = value }"))
        let profile = try imported("EditProfile")
        #expect(profile.contains("        bind: username\n"))
        #expect(profile.contains("        change: usernameChanged\n"))
        // `UIImage(bundleImageName:)` and `PresentationResourcesItemList.x(presentationData.theme)`.
        #expect(data.contains("        icon: { bundle: \"Settings/Menu/DataPhotos\" }\n"))
        let blocked = try imported("BlockedUsers")
        #expect(blocked.contains("        icon: { itemList: addPersonIcon }\n"))
    }

    /// A custom item class becomes a declared custom item whose generated call is the hand-written one: the same
    /// labels in the same order, each argument read back through the declaration.
    @Test func aCustomItemClassBecomesADeclaredItemThatGeneratesTheSameCall() throws {
        let source = try fixture("ProxyListController.swift")
        let screen = try #require(
            ScreenImporter.importControllers(source: source, path: "ProxyListController.swift").screens.first)
        #expect(
            screen.yaml.contains(
                "items:\n  proxyConnectionStatus:\n    swift: ProxyConnectionStatusItem\n    parameters:\n      - theme\n      - title: Text\n      - animated: Bool\n      - enabled: condition\n      - sectionId\n      - tapped: action\n"
            ))
        #expect(
            screen.yaml.contains(
                "      - id: status\n        item: proxyConnectionStatus\n        title: { key: ProxyList_Status }\n        animated: true\n        enabled: \"!editing && isConnected\"\n        tapped: addServer\n"
            ))
        let generated = try #require(
            try Compiler.compile([SourceFile(path: "ProxyList.yaml", bytes: Array(screen.yaml.utf8))]).files.first)
        let call = try #require(generated.contents.firstRange(of: "return ProxyConnectionStatusItem(")).upperBound
        let lines = generated.contents[call...].split(separator: "\n").prefix { $0.trimmingCharacters(in: .whitespaces) != ")" }
        let labels = lines.compactMap { line in line.split(separator: ":").first?.trimmingCharacters(in: .whitespaces) }
        #expect(labels == ["theme", "title", "animated", "enabled", "sectionId", "tapped"])
        #expect(generated.contents.contains("tapped: { arguments.addServer() }"))
    }

    /// Generated Swift pushing another screen with parameters (`arguments.pushX(XParameters(…))` through
    /// `hooks.makeXController`), header accessories and optional hooks: the push is read, but a screen file alone
    /// cannot name a screen lint does not see, so the row is written without it and says what to write.
    @Test func pushesAccessoriesAndOptionalHooksAreReadBack() throws {
        let folder = repositoryRoot.appendingPathComponent("Screens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted().map { SourceFile(path: "Screens/\($0)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
        let compiled = try Compiler.compile(files)
        func imported(_ name: String) throws -> ImportedScreen {
            let swift = try #require(compiled.files.first { $0.name == "\(name).swift" })
            let result = ScreenImporter.importControllers(source: swift.contents, path: swift.name)
            #expect(result.problems.isEmpty)
            let screen = try #require(result.screens.first)
            #expect(lintFindings(screen.yaml) == [])
            return screen
        }
        let notifications = try imported("Notifications")
        #expect(notifications.summary == ImportSummary(exact: 22, approximated: 3, left: 0))
        #expect(
            notifications.yaml.contains(
                "# approximated: `push: { screen: NotificationsPeerCategory, with: { category: .groups, showsExceptions: true } }` left out: the pushed screen's file is not beside this one"
            ))
        #expect(notifications.yaml.contains("        accessory: { text: \"14 muted\", color: destructive }\n"))
        let appearance = try imported("Appearance")
        #expect(appearance.yaml.contains("        action: copyPreviewCode?\n"))
    }

    @Test func theSummarySaysOneRowInTheSingular() {
        #expect(ImportSummary(exact: 1).line(screen: "A") == "A: 1 row imported exactly, 0 approximated, 0 left")
        #expect(
            ImportSummary(exact: 2, approximated: 1, left: 1).line(screen: "A")
                == "A: 2 rows imported exactly, 1 approximated, 1 left")
        #expect(ImportSummary().line(screen: "A") == "A: 0 rows imported exactly, 0 approximated, 0 left")
    }

    @Test func aFileWithoutAnEntryEnumSaysSo() {
        let result = ScreenImporter.importControllers(source: "struct A {}\n", path: "A.swift")
        #expect(result.screens.isEmpty)
        #expect(result.problems == ["A.swift: no entry enum (an enum conforming to ItemListNodeEntry) found"])
    }

    /// Generated Swift read back through what hand-written controllers write the same way: a `String?` with a literal
    /// fallback (`data.cacheSize ?? "Calculating…"`), `enableInteractiveChanges:` of a named condition, and title
    /// variants (`let title: ItemListControllerTitle` and an `if` chain).
    @Test func optionalFallbacksInteractiveSwitchesAndTitleVariantsAreReadBack() throws {
        let folder = repositoryRoot.appendingPathComponent("Screens")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
            .sorted().map { SourceFile(path: "Screens/\($0)", bytes: Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
        let compiled = try Compiler.compile(files)
        func imported(_ name: String) throws -> String {
            let swift = try #require(compiled.files.first { $0.name == "\(name).swift" })
            let screen = try #require(ScreenImporter.importControllers(source: swift.contents, path: swift.name).screens.first)
            #expect(lintFindings(screen.yaml) == [])
            return screen.yaml
        }
        let data = try imported("DataAndStorage")
        #expect(data.contains("        label: \"\\\\(cacheSize ?? \\\"Calculating…\\\")\"\n"))
        #expect(data.contains("        bind: proxyEnabled\n        interactive: \"isActiveProxySet\"\n"))
        let category = try imported("NotificationsPeerCategory")
        #expect(
            category.contains(
                "title: [{ when: \"isCategoryPrivateChats\", text: { key: Notifications_PrivateChatsTitle } }, { when: \"isCategoryGroups\", text: { key: Notifications_GroupChatsTitle } }, { text: { key: Notifications_ChannelsTitle } }]\n"
            ))
    }
}
