import ParleyCLI
import ThermoApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = await ParleyCLI.main(
  name: "thermo", apps: [Thermo.app], arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
