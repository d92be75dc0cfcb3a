import ScreenDiagnostics

/// The names read so far from one list (declarations, enum cases), for "declared twice" diagnostics: a scan while
/// the list is short — where it beats hashing — and a dictionary once it is long, so that reading thousands of names
/// stays linear.
struct FirstOccurrences {
    private var names: [Located<String>] = []
    private var spans: [String: SourceSpan]?

    private static let indexThreshold = 16

    /// Records `name`, unless it was read before: then returns where it was first read.
    mutating func insert(_ name: Located<String>) -> SourceSpan? {
        if var spans {
            if let first = spans[name.value] { return first }
            self.spans = nil  // keep the dictionary uniquely referenced while it grows
            spans[name.value] = name.span
            self.spans = spans
            return nil
        }
        if let first = names.first(where: { $0.value == name.value }) { return first.span }
        names.append(name)
        if names.count > Self.indexThreshold {
            var spans: [String: SourceSpan] = [:]
            for name in names { spans[name.value] = name.span }
            self.spans = spans
            names = []
        }
        return nil
    }
}
