import Foundation
import ParleyCLI
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The edges of the command line a script meets: standard output that cannot be written, a
/// quit signal, and `--color` checked by every command.
@Suite struct StreamEdgesEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test(arguments: [["phrases"], ["ask", "open favorites in trails"], ["--version"]])
  func outputToAFullDiskIsAnErrorAndExitsOne(arguments: [String]) async throws {
    let executable = try #require(ParleyExecutable.url)
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let errors = sandbox.file("errors")
    try Data().write(to: errors)
    let errorHandle = try FileHandle(forWritingTo: errors)
    let child = try ChildProcess(
      executable.path, arguments: arguments,
      environment: sandbox.environment, output: full.fileDescriptor,
      error: errorHandle.fileDescriptor)
    try full.close()
    try errorHandle.close()
    #expect(await child.ended() == .exited(1))
    #expect(
      try sandbox.read("errors")
        == "parley: Cannot write standard output: No space left on device.\n")
  }

  @Test func quitSignalEndsTheProgram() async throws {
    let executable = try #require(ParleyExecutable.url)
    let input = Pipe()
    let output = Pipe()
    let child = try ChildProcess(
      executable.path, arguments: ["chat", "--speaker"], environment: sandbox.environment,
      input: input.fileHandleForReading.fileDescriptor,
      output: output.fileHandleForWriting.fileDescriptor)
    try input.fileHandleForReading.close()
    try output.fileHandleForWriting.close()
    input.fileHandleForWriting.write(Data("open cedar falls in trails\n".utf8))
    let reading = output.fileHandleForReading
    let first = try await offThePool { reading.availableData }
    #expect(!first.isEmpty)
    child.send(SIGQUIT)
    // A program that went on running would wait for more input: ended later, it fails the test.
    DispatchQueue.global().asyncAfter(deadline: .now() + 60) { child.send(SIGTERM) }
    let ending = await child.ended()
    try input.fileHandleForWriting.close()
    #expect(ending == .signaled(SIGQUIT))
  }

  @Test(arguments: [
    ["match", "open favorites in trails"], ["phrases"], ["test"], ["completions", "bash"],
    ["ask", "open favorites in trails"], ["bench"],
  ])
  func everyCommandRefusesAnUnknownColorChoice(arguments: [String]) async throws {
    let result = try await sandbox.run(arguments + ["--color", "sometimes"])
    #expect(result.status == 64)
    #expect(
      result.stderr.hasPrefix(
        "Error: The value of '--color' must be auto, always or never, not 'sometimes'.\n"))
    #expect(result.stdout == "")
  }
}
