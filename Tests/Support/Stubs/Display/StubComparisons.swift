// Test-only comparisons (`@_spi(Stubs)`) for Display types the real module does not make `Equatable`: tests
// compare presentations with `==`, generated code (plain `import Display`) cannot. No conformance is added, so
// `Equatable`-constrained API still refuses these types, as it does in Telegram's build. Test support only.

import UIKit

@_spi(Stubs) extension ViewControllerNavigationPresentation {
    public static func == (lhs: ViewControllerNavigationPresentation, rhs: ViewControllerNavigationPresentation) -> Bool {
        switch (lhs, rhs) {
        case (.default, .default), (.master, .master), (.modal, .modal), (.flatModal, .flatModal),
            (.standaloneModal, .standaloneModal), (.standaloneFlatModal, .standaloneFlatModal),
            (.modalInLargeLayout, .modalInLargeLayout), (.modalInCompactLayout, .modalInCompactLayout):
            return true
        default:
            return false
        }
    }

    public static func != (lhs: ViewControllerNavigationPresentation, rhs: ViewControllerNavigationPresentation) -> Bool {
        return !(lhs == rhs)
    }
}

@_spi(Stubs) extension PresentationContextType {
    public static func == (lhs: PresentationContextType, rhs: PresentationContextType) -> Bool {
        switch (lhs, rhs) {
        case (.current, .current):
            return true
        case let (.window(lhs), .window(rhs)):
            return lhs.rawValue == rhs.rawValue
        default:
            return false
        }
    }
}

@_spi(Stubs) extension ViewControllerPresentationAnimation {
    public static func == (lhs: ViewControllerPresentationAnimation, rhs: ViewControllerPresentationAnimation) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none), (.modalSheet, .modalSheet):
            return true
        default:
            return false
        }
    }
}

@_spi(Stubs) extension ListViewVisibleContentOffset {
    public static func == (lhs: ListViewVisibleContentOffset, rhs: ListViewVisibleContentOffset) -> Bool {
        switch (lhs, rhs) {
        case let (.known(lhs), .known(rhs)):
            return lhs == rhs
        case (.unknown, .unknown), (.none, .none):
            return true
        default:
            return false
        }
    }
}
