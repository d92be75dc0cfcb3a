/// Stops the run with a message when an input breaks a property every input must have: libFuzzer saves the input as
/// a crash, like any other crash.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    guard condition() else { fatalError("screenc fuzz property violated: \(message())") }
}
