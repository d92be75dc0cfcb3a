/// libFuzzer's entry point: called with every input it generates (and every file of the corpus). Bad input must
/// never crash, hang or trip AddressSanitizer; properties that must hold for every input are checked with `check`.
///
/// Per input: lint (with the strings file when the input has one) and compile with the built-in templates, as
/// `screenc lint` and `screenc compile` do; every diagnostic format; and, when the screen lints without errors, the
/// preview driven by keys and drawn at several sizes. See `FuzzInput` for how an input is split into files.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let input = FuzzInput(bytes)
    let lint = LintStage.run(input)
    DiagnosticsStage.run(lint, input: input)
    PreviewStage.run(input)
    return 0
}
