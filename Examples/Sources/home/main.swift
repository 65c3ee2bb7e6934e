import HomeApp
import ParleyCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = await ParleyCLI.main(
  name: "home", apps: [Home.app], arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
