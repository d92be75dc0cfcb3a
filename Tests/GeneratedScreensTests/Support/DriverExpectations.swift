import Testing

/// Every tap on a locked (or disabled) switch with a `lockedAction` must call that hook (ItemListUI calls
/// `activatedWhileDisabled` for such taps, not `updated`).
func expectLockedActionsCalled(_ driver: ScreenDriver, sourceLocation: SourceLocation = #_sourceLocation) {
    expectLockedActionsCalled(
        missed: driver.missedLockedActions,
        screen: driver.screen.name.value,
        sourceLocation: sourceLocation
    )
}

/// `expectLockedActionsCalled` for taps collected from several drivers.
func expectLockedActionsCalled(missed: [String], screen: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard !missed.isEmpty else { return }
    Issue.record(
        "\(screen): a locked switch's lockedAction was not called, \(missed.count) times; first: \(missed[0])",
        sourceLocation: sourceLocation
    )
}

/// Every gesture that wrote a field its current value must not make the screen report `stateUpdated`: the
/// screen's contract is that `stateUpdated` accompanies a change of state.
func expectNoSpuriousStateUpdates(_ driver: ScreenDriver, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        driver.spuriousStateUpdates.isEmpty,
        """
        \(driver.screen.name.value): stateUpdated was reported although the state did not change, \
        \(driver.spuriousStateUpdates.count) times; first: \(driver.spuriousStateUpdates.first ?? "")
        """,
        sourceLocation: sourceLocation
    )
}
