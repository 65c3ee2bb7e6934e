// The declaration in include/CFuzzDriver.h is all this target provides; libFuzzer itself is
// linked by `-sanitize=fuzzer`.
#include "CFuzzDriver.h"
