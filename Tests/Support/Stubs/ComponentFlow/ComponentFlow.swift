// The two ComponentFlow types ItemListUI's public signatures mention
// (`ItemListSwitchItem(titleBadgeComponent: AnyComponent<Empty>? = nil)`). No component machinery.
// Test support only; never shipped.

/// ComponentFlow's empty environment. As in ComponentFlow, only the module itself can create one.
public final class Empty: Equatable {
    // `nonisolated(unsafe)`: the stubs compile in Swift 6 mode, ComponentFlow in Swift 5 mode; never mutated.
    nonisolated(unsafe) static let shared = Empty()

    public static func == (lhs: Empty, rhs: Empty) -> Bool {
        return true
    }
}

/// A type-erased component. In the stubs it carries nothing but an identity; the real initializer takes a
/// component, which the stubs do not model (stub-only `init()`).
public final class AnyComponent<EnvironmentType>: Equatable {
    @_spi(Stubs) public init() {
    }

    public static func == (lhs: AnyComponent<EnvironmentType>, rhs: AnyComponent<EnvironmentType>) -> Bool {
        return lhs === rhs
    }
}
