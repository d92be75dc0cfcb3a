import CLibFuzzer
import Foundation

// SwiftPM links an executable target's entry point as `main`, so libFuzzer's own `main` is not used: this runs its
// driver with the command line instead (every libFuzzer option works: -max_total_time, -dict, -jobs, -merge, a crash
// file to reproduce…), which calls `LLVMFuzzerTestOneInput` for every input.
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzTestOneInput(data, size) })
