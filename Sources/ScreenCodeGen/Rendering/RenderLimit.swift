/// How much work rendering one screen may take, so that custom templates whose work grows exponentially with the
/// screen — a section over a list nested in a section over the same list, twenty deep — end in an error instead of a
/// run that does not end. `TemplateCheck` bounds what the templates expand to on their own; this bounds what the data
/// makes of them.
///
/// The work is counted in steps: each template instruction the typed renderer executes, and four for each context
/// lookup swift-mustache makes (one costs about as much as four instructions). The example screens take at most about
/// 4,000 steps with the built-in templates; the limit leaves room for screens 250 times larger, and is reached in
/// about a second of CPU time even in the fuzz target's sanitized build. (It was 67 million steps, which a 3.5 KB
/// template of sections nested over the screen's entries reached only after about 30 s of CPU time there, and
/// swift-mustache after minutes: more than the fuzz target's timeout for one input.)
///
/// A step of the typed renderer can write a whole text of the template, so steps alone do not bound the output: a
/// long text in a section over a list nested in sections over the same list is written millions of times in a few
/// steps each. The typed renderer's output is bounded too, at `bytes` (the example screens' files are at most about
/// 50 KB). swift-mustache's is not: it writes a section's text for every element without a lookup, so a template
/// that needs it (a transform, set delimiters, inheritance) is bounded in lookups only.
final class RenderLimit: @unchecked Sendable {
    /// The steps one screen's render may take.
    static let defaultSteps = 1 << 20
    /// The steps a lookup of swift-mustache takes.
    static let stepsPerLookup = 4
    /// The bytes one screen's render may write (64 MiB).
    static let defaultBytes = 1 << 26

    /// The steps the render may take.
    let steps: Int
    /// The bytes the render may write.
    let bytes: Int
    /// The steps left; below zero once exceeded.
    private(set) var remaining: Int

    init(steps: Int = defaultSteps, bytes: Int = defaultBytes) {
        self.steps = steps
        self.bytes = bytes
        remaining = steps
    }

    /// Takes `count` steps; false once the limit is exceeded.
    @inline(__always) func step(_ count: Int = 1) -> Bool {
        remaining -= count
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

    /// The error for a render that wrote more than `bytes` bytes.
    var sizeError: TemplateError {
        TemplateError(
            template: TemplateSet.entryPoint,
            message: "rendering this screen writes more than \(bytes / 1024 / 1024) MB: a text in a section over a list "
                + "nested in a section over the same list is written for every element, exponentially with the nesting")
    }

    /// The limit of the swift-mustache render running on this thread, which `TemplateObject.child(named:)` spends:
    /// once it is exceeded, every lookup answers nil, so sections render nothing and the render ends.
    @TaskLocal static var current: RenderLimit?
}
