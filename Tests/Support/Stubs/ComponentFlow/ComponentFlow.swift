// The two ComponentFlow types ItemListUI's public signatures mention
// (`ItemListSwitchItem(titleBadgeComponent: AnyComponent<Empty>? = nil)`). No component machinery.
// Test support only; never shipped.

public final class Empty: Equatable, Sendable {
    public static let shared = Empty()

    public init() {
    }

    public static func == (lhs: Empty, rhs: Empty) -> Bool {
        return true
    }
}

/// A type-erased component. In the stubs it carries nothing but an identity.
public final class AnyComponent<EnvironmentType>: Equatable {
    public init() {
    }

    public static func == (lhs: AnyComponent<EnvironmentType>, rhs: AnyComponent<EnvironmentType>) -> Bool {
        return lhs === rhs
    }
}
