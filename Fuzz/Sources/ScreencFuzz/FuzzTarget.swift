/// libFuzzer's entry point: called with every input it generates (and every file of the corpus). Bad input must
/// never crash, hang or trip AddressSanitizer; properties that must hold for every input are checked with `check`.
///
/// Per input: the project configuration, when the input has one; lint (with the strings file when the input has one)
/// and compile with the built-in templates, as `screenc lint` and `screenc compile` do; every diagnostic format;
/// compile with the input's custom templates, when it has some; and, when the screen lints without errors, the
/// preview (with the input's `--set` arguments) driven by keys and drawn at several sizes. See `FuzzInput` for how an
/// input is split into files.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let input = FuzzInput(bytes)
    let settings = ProjectSettings(input.configuration.flatMap(ConfigStage.run))
    let lint = LintStage.run(input, settings: settings)
    DiagnosticsStage.run(lint, input: input)
    if let templates = input.templates { TemplateStage.run(input, templates: templates, settings: settings, lint: lint) }
    PreviewStage.run(input)
    return 0
}
