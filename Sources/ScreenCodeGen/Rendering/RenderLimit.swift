/// How much work rendering one screen may take, so that custom templates whose work grows exponentially with the
/// screen — a section over a list nested in a section over the same list, twenty deep — end in an error instead of a
/// run that does not end. `TemplateCheck` bounds what the templates expand to on their own; this bounds what the data
/// makes of them.
///
/// The work is counted in steps: each template instruction the typed renderer executes, each context lookup
/// swift-mustache makes. The example screens take at most about 4,000 steps with the built-in templates; the limit
/// leaves room for screens thousands of times larger.
final class RenderLimit: @unchecked Sendable {
    /// The steps one screen's render may take.
    static let defaultSteps = 1 << 26

    /// The steps the render may take.
    let steps: Int
    /// The steps left; below zero once exceeded.
    private(set) var remaining: Int

    init(steps: Int = defaultSteps) {
        self.steps = steps
        remaining = steps
    }

    /// Takes a step; false once the limit is exceeded.
    @inline(__always) func step() -> Bool {
        remaining -= 1
        return remaining >= 0
    }

    var isExceeded: Bool { remaining < 0 }

    /// The error for a render that took more than `steps` steps.
    var error: TemplateError {
        TemplateError(
            template: TemplateSet.entryPoint,
            message: "rendering this screen takes more than \(steps) steps: a section over a list nested in a section "
                + "over the same list repeats its work for every element, exponentially with the nesting")
    }

    /// The limit of the swift-mustache render running on this thread, which `TemplateObject.child(named:)` spends:
    /// once it is exceeded, every lookup answers nil, so sections render nothing and the render ends.
    @TaskLocal static var current: RenderLimit?
}
