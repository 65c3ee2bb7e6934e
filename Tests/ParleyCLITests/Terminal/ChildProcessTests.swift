import Foundation
import Testing

@testable import ParleyCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starting a program without Foundation's `Process`: its folder, environment, streams, and
/// how it ended.
@Suite struct ChildProcessTests {
  /// Runs `script` with `/bin/sh` and returns what it wrote and how it ended.
  private func run(
    _ script: String, environment: [String: String]? = nil, directory: String? = nil
  ) throws -> (output: String, ending: ChildProcess.Ending) {
    let pipe = Pipe()
    let child = try ChildProcess(
      "/bin/sh", arguments: ["-c", script], environment: environment, directory: directory,
      output: pipe.fileHandleForWriting.fileDescriptor)
    try pipe.fileHandleForWriting.close()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    return (String(decoding: output, as: UTF8.self), child.wait())
  }

  @Test func theProgramGetsItsArgumentsEnvironmentAndFolder() throws {
    let folder = FileManager.default.temporaryDirectory.resolvingSymlinksInPath().path
    let (output, ending) = try run(
      "echo \"$GREETING\"; pwd; exit 3", environment: ["GREETING": "hello there"],
      directory: folder)
    #expect(output == "hello there\n\(folder)\n")
    #expect(ending == .exited(3))
    #expect(ending.status == 3)
  }

  @Test func aSignalThatEndsTheProgramIsSaid() throws {
    let (_, ending) = try run("kill -TERM $$")
    #expect(ending == .signaled(SIGTERM))
  }

  @Test func aMissingProgramThrowsWhy() {
    #expect {
      _ = try ChildProcess("/nonexistent/speaker")
    } throws: { error in
      (error as? ChildProcessError)?.code == ENOENT
        && "\(error)" == "could not start /nonexistent/speaker: No such file or directory"
    }
  }

  @Test func theProgramGetsNoOtherDescriptorOfOurs() throws {
    // A descriptor left open on exec, as `open` without O_CLOEXEC makes it, numbered above any
    // the listing program opens of its own.
    let opened = open("/dev/null", O_RDONLY)
    let kept = fcntl(opened, F_DUPFD, 100)
    close(opened)
    defer { close(kept) }
    #expect(kept >= 100)
    let (output, ending) = try run("ls /proc/self/fd 2>/dev/null || echo 0 1 2")
    #expect(ending == .exited(0))
    let open = output.split(whereSeparator: \.isWhitespace).compactMap { Int32($0) }
    #expect(!open.contains(kept))
  }

  @Test func theStreamsNotGivenAreEmpty() throws {
    let (output, ending) = try run("cat; echo done")
    #expect(output == "done\n")
    #expect(ending == .exited(0))
  }

  @Test func waitingAgainSaysTheSameAndASignalAfterTheEndIsNotSent() throws {
    let child = try ChildProcess("/bin/sh", arguments: ["-c", "exit 0"])
    #expect(child.wait() == .exited(0))
    #expect(child.hasEnded)
    child.send(SIGKILL)
    #expect(child.wait() == .exited(0))
  }
}
