import ParleyCLI
import TodoApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = await ParleyCLI.main(
  name: "todos", apps: [Todos.app], arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
