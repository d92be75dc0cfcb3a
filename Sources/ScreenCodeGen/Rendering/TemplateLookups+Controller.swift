// Direct lookups for the template renderers: each context type answers `value(for:)` itself, so rendering needs no
// conversion of the context into dictionaries. The keys are exactly the `Encodable` keys (the snapshot and the
// documentation use those); the drift test of the generated screens fails if the two disagree.

extension ControllerContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .title: TemplateValue(self.title)
        case .titleVariants: TemplateValue(self.titleVariants)
        case .hasTitleVariants: TemplateValue(self.hasTitleVariants)
        case .titleSelection: TemplateValue(self.titleSelection)
        case .navigationButtons: TemplateValue(self.navigationButtons)
        case .leftNavigationButton: TemplateValue(self.leftNavigationButton)
        case .rightNavigationButton: TemplateValue(self.rightNavigationButton)
        case .secondaryRightNavigationButton: TemplateValue(self.secondaryRightNavigationButton)
        case .hasSecondaryRightNavigationButton: TemplateValue(self.hasSecondaryRightNavigationButton)
        case .backNavigationButton: TemplateValue(self.backNavigationButton)
        case .style: TemplateValue(self.style)
        case .toolbarActions: TemplateValue(self.toolbarActions)
        case .hasToolbar: TemplateValue(self.hasToolbar)
        case .emptyStateLine: TemplateValue(self.emptyStateLine)
        case .hasEmptyState: TemplateValue(self.hasEmptyState)
        case .textStatements: TemplateValue(self.textStatements)
        case .factoryParameters: TemplateValue(self.factoryParameters)
        case .parametersConstruction: TemplateValue(self.parametersConstruction)
        case .entriesCall: TemplateValue(self.entriesCall)
        case .animateChanges: TemplateValue(self.animateChanges)
        case .comparisonDeclarations: TemplateValue(self.comparisonDeclarations)
        case .comparisonStatements: TemplateValue(self.comparisonStatements)
        case .navigationBarAnimation: TemplateValue(self.navigationBarAnimation)
        case .hasNavigationBarAnimation: TemplateValue(self.hasNavigationBarAnimation)
        case .enablesInteractiveDismiss: TemplateValue(self.enablesInteractiveDismiss)
        case .emptyStateStatements: TemplateValue(self.emptyStateStatements)
        case .hasEmptyStateVariants: TemplateValue(self.hasEmptyStateVariants)
        case .focusItemTag: TemplateValue(self.focusItemTag)
        case .hasFocus: TemplateValue(self.hasFocus)
        case .navigationPresentation: TemplateValue(self.navigationPresentation)
        case .hasNavigationPresentation: TemplateValue(self.hasNavigationPresentation)
        case .navigationPresentationStatements: TemplateValue(self.navigationPresentationStatements)
        case .initialScrollStatements: TemplateValue(self.initialScrollStatements)
        case .hasInitialScroll: TemplateValue(self.hasInitialScroll)
        case .lifecycle: TemplateValue(self.lifecycle)
        case .hasLifecycle: TemplateValue(self.hasLifecycle)
        case .loadMoreCall: TemplateValue(self.loadMoreCall)
        case .hasLoadMore: TemplateValue(self.hasLoadMore)
        case .reorderStatements: TemplateValue(self.reorderStatements)
        case .reordersOnDrop: TemplateValue(self.reordersOnDrop)
        case .tellsPops: TemplateValue(self.tellsPops)
        case .initialStateParameter: TemplateValue(self.initialStateParameter)
        case .hooksParameter: TemplateValue(self.hooksParameter)
        case .focusOnItemTagParameter: TemplateValue(self.focusOnItemTagParameter)
        case .stateUpdatedParameter: TemplateValue(self.stateUpdatedParameter)
        default: nil
        }
    }
}

extension TitleVariantContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .opening: TemplateValue(self.opening)
        case .value: TemplateValue(self.value)
        default: nil
        }
    }
}

extension NavigationButtonContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .constant: TemplateValue(self.constant)
        case .call: TemplateValue(self.call)
        case .hasVariants: TemplateValue(self.hasVariants)
        case .declaration: TemplateValue(self.declaration)
        case .variants: TemplateValue(self.variants)
        case .closing: TemplateValue(self.closing)
        default: nil
        }
    }
}

extension NavigationButtonVariantContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .opening: TemplateValue(self.opening)
        case .call: TemplateValue(self.call)
        default: nil
        }
    }
}

extension ParameterContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .name: TemplateValue(self.name)
        case .parameter: TemplateValue(self.parameter)
        case .isLast: TemplateValue(self.isLast)
        default: nil
        }
    }
}

extension LifecycleContext: ScreenContextObject {
    public func value(for key: TemplateKey) -> TemplateValue? {
        switch key {
        case .callback: TemplateValue(self.callback)
        case .parameter: TemplateValue(self.parameter)
        case .closureHead: TemplateValue(self.closureHead)
        case .hasParameter: TemplateValue(self.hasParameter)
        case .lines: TemplateValue(self.lines)
        default: nil
        }
    }
}
