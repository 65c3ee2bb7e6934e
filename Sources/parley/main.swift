import ParleyCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = await ParleyCLI.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
