import ScreenPreview
import ScreenRuntime
import Testing

@Suite struct StatusTests {
    @Test func externalActionsShowTheHook() throws {
        var model = try exampleModel("Notifications")
        try model.focusRow("privateSound")
        model.press(.enter)
        #expect(model.status == PreviewStatus(kind: .call, message: "→ pickPrivateChatSound() · row privateSound"))
        model.press(.down)
        #expect(model.status == nil)
    }

    @Test func navigationButtonsAndToolbarActions() throws {
        var model = try exampleModel("BlockedUsers", strings: englishStrings)
        model.press(.backTab)
        #expect(model.focus == .navigation(.right))
        model.press(.enter)
        #expect(model.status?.message == "→ set editing = true · “Edit” button")
        #expect(model.page.state.bool("editing") == true)
        #expect(model.page.rendered.navigationBar.secondaryRight == nil, "no + while editing")
        model.press(.enter)
        #expect(model.status?.message == "→ set editing = false · “Done” button")
        model.press(.left, .enter)
        #expect(model.status?.message == "→ blockUser() · add button")
        model.press(.tab, .tab, .tab, .enter)
        #expect(model.focus == .toolbar(0))
        #expect(model.status?.message == "→ blockUser() · toolbar “Block User...”")

        var storage = try exampleModel("StorageUsage", strings: englishStrings)
        storage.press(.backTab, .enter)
        #expect(storage.status?.message == "· “Done” button: shows an activity indicator")
        storage.press(.backTab, .enter)
        #expect(storage.status == PreviewStatus(kind: .ignored, message: "· toolbar “Clear Cache”: disabled"))
    }

    @Test func disabledAndLockedRows() throws {
        var data = try exampleModel("DataAndStorage")
        try data.focusRow("resetAutoDownload")
        data.press(.enter)
        #expect(data.status?.message == "· row resetAutoDownload: disabled")

        var privacy = try exampleModel("PrivacyAndSecurity")
        try privacy.focusRow("archiveAndMute")
        privacy.press(.character(" "))
        #expect(privacy.status?.message == "→ showPremiumPaywall() · row archiveAndMute")
        #expect(privacy.page.state.bool("archiveNonContacts") == false)
    }

    @Test func pushesAndPops() throws {
        var model = try exampleModel("PrivacyAndSecurity", strings: englishStrings)
        model.press(.right)
        #expect(model.pages.map(\.screen.name.value) == ["PrivacyAndSecurity", "BlockedUsers"])
        #expect(model.page.backTitle == "Privacy")
        #expect(model.status == PreviewStatus(kind: .navigation, message: "→ push BlockedUsers · row blockedUsers"))
        model.press(.backspace)
        #expect(model.pages.count == 1)
        // Privacy and Security appears again: its `lifecycle: didAppear` hook is called with `false`.
        #expect(model.status?.message == "← back from BlockedUsers · refreshTwoStepAuth(false)")
        #expect(model.focusedRowID == "blockedUsers")
        model.press(.escape, .left)
        #expect(model.pages.count == 1)
    }

    /// A screen without `back:` gives its pushed screens the title "Back"; a push the loader cannot satisfy is
    /// reported.
    @Test func backTitlesAndMissingScreens() throws {
        var model = try exampleModel("NetworkUsage")
        #expect(model.page.backTitle == nil)
        let lonely = try exampleScreen("DataAndStorage")
        model = PreviewModel(screen: lonely)
        model.press(.enter)
        #expect(model.pages.count == 1)
        #expect(
            model.status
                == PreviewStatus(kind: .problem, message: "✗ push StorageUsage: screen not loaded · row storageUsage")
        )
        // Told why (its file cannot be read, or has errors), the status line says so instead.
        var explained = PreviewModel(
            screen: lonely,
            whyNotLoaded: { $0 == "StorageUsage" ? "Screens/StorageUsage.yaml: cannot read this screen file: Permission denied" : nil })
        explained.press(.enter)
        #expect(explained.pages.count == 1)
        #expect(
            explained.status?.message
                == "✗ push StorageUsage: Screens/StorageUsage.yaml: cannot read this screen file: Permission denied · row storageUsage")

        let screens = try exampleScreens()
        var proxy = PreviewModel(
            screen: try exampleScreen("ProxyServerSettings"),
            loader: { name in screens.first { $0.name.value == name } }
        )
        proxy.press(.tab)
        #expect(proxy.focus == .navigation(.left))
        _ = proxy
    }
}

@Suite struct ChangeMarkTests {
    @Test func rowsThatAppearAreMarkedUntilTheMarkExpires() throws {
        var model = try exampleModel("Notifications")
        model.press(.character(" "), now: 10)
        model.press(.character(" "), now: 20)
        let preview = try #require(model.stableID("privateShowPreview"))
        let sound = try #require(model.stableID("privateSound"))
        let toggled = try #require(model.stableID("privateShow"))
        #expect(model.markedRows(now: 20.5) == [preview, sound])
        #expect(!model.markedRows(now: 20.5).contains(toggled))  // the row acted on is not marked
        #expect(model.markedRows(now: 21.3).isEmpty)
        #expect(model.nextFrameTime(after: 20.5) == 21.2)
        #expect(model.nextFrameTime(after: 21.3) == nil)
        #expect(plainFrame(model, width: 40, height: 30, now: 20.5).contains("▌"))
        #expect(!plainFrame(model, width: 40, height: 30, now: 21.3).contains("▌"))
    }

    @Test func rowsWhoseContentChangesAreMarked() throws {
        var model = try exampleModel("ProxyServerSettings")
        try model.focusRow("modeMtproto")
        model.press(.character(" "), now: 1)
        let marked = model.markedRows(now: 1)
        let expected = ["modeSocks5", "mtprotoSecretHeader", "secretInput"].compactMap { model.stableID($0) }
        #expect(marked == Set(expected))
    }

    @Test func spinnersAnimate() throws {
        let model = try exampleModel("StorageUsage")
        #expect(model.nextFrameTime(after: 0.05) == 0.1)
        let first = PreviewLayout.render(model, width: 40, height: 20, now: 0, color: false)
        let second = PreviewLayout.render(model, width: 40, height: 20, now: 0.1, color: false)
        let still = PreviewLayout.render(model, width: 40, height: 20, now: 0.1, color: false, animated: false)
        #expect(first != second)
        #expect(FrameTranscript.plain(still).contains("⟳ Calculating"))
        #expect(try exampleModel("Notifications").nextFrameTime(after: 0) == nil)
    }
}
