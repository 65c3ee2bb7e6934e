import CFuzzDriver
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// parley-fuzz HARNESS [libFuzzer options] [corpus folders]
//
// Runs one harness under libFuzzer; `Fuzz/run` builds this with `-sanitize=fuzzer,address`.

var arguments = CommandLine.arguments
guard arguments.count >= 2, let harness = Harness.named(arguments[1]) else {
  let names = Harness.all.map(\.name).joined(separator: "|")
  FileHandle.standardError.write(
    Data("usage: parley-fuzz \(names) [libFuzzer options] [corpus...]\n".utf8))
  exit(64)
}
arguments.remove(at: 1)
Harness.selected = harness
harness.prepare()

var argc = Int32(arguments.count)
var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
let status = cArguments.withUnsafeMutableBufferPointer { buffer -> Int32 in
  var argv = buffer.baseAddress
  return LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
    Harness.selected?.run(bytes)
    return 0
  }
}
exit(status)
