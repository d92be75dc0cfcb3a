// libFuzzer's driver, from the toolchain's runtime (linked by `-sanitize=fuzzer`): runs the fuzzing loop with the
// command line's options and calls `callback` for every input. See https://llvm.org/docs/LibFuzzer.html.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
