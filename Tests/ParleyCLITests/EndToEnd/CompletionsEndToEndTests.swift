import Foundation
import ParleyCLI
import Testing

/// `parley --version` and `parley completions bash|zsh|fish`.
@Suite struct CompletionsEndToEndTests {
  private let sandbox: Sandbox

  init() throws {
    sandbox = try Sandbox()
  }

  @Test func versionIsPrinted() async throws {
    let result = try await sandbox.run(["--version"])
    #expect(result == ParleyResult(stdout: "parley 0.1.0\n"))
  }

  /// Sources the bash script and completes `words`, the last one being completed.
  private func bashCompletions(_ script: String, _ words: [String]) async throws -> String {
    try sandbox.write(script, to: "parley.bash")
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let program = """
      source parley.bash
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _parley
      echo "${COMPREPLY[*]}"
      """
    let pipe = Pipe()
    let child = try ChildProcess(
      "/bin/bash", arguments: ["-c", program], directory: sandbox.work.path,
      output: pipe.fileHandleForWriting.fileDescriptor,
      error: FileHandle.standardError.fileDescriptor)
    try pipe.fileHandleForWriting.close()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    child.wait()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func bashCompletesCommandsOptionsAndValues() async throws {
    let result = try await sandbox.run(["completions", "bash"])
    #expect(result.status == 0)
    #expect(result.stdout.hasSuffix("complete -F _parley parley\n"))
    guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
    #expect(try await bashCompletions(result.stdout, ["parley", "co"]) == "completions\n")
    #expect(try await bashCompletions(result.stdout, ["parley", "test", "--st"]) == "--strict\n")
    #expect(
      try await bashCompletions(result.stdout, ["parley", "test", "--only", "s"])
        == "self suites\n")
    #expect(try await bashCompletions(result.stdout, ["parley", "ask", "--app", "B"]) == "Brew\n")
    #expect(
      try await bashCompletions(result.stdout, ["parley", "completions", "z"]) == "zsh\n")
  }

  @Test func zshAndFishNameEveryCommandAndTheTestParts() async throws {
    let zsh = try await sandbox.run(["completions", "zsh"])
    #expect(zsh.stdout.hasPrefix("#compdef parley\n"))
    #expect(
      zsh.stdout.contains(
        "'--only[Run one part, self, conflicts, lints, suites or transcripts.]:PART:(self conflicts lints suites transcripts)'"
      ))
    let fish = try await sandbox.run(["completions", "fish"])
    #expect(
      fish.stdout.contains(
        "complete -c parley -n '__fish_seen_subcommand_from test' -l only -x -a 'self conflicts lints suites transcripts' -d 'Run one part: self, conflicts, lints, suites or transcripts.'\n"
      ))
    #expect(fish.stdout.contains("-a completions -d 'Print a shell completion script"))
  }

  @Test func anUnknownShellIsAUsageError() async throws {
    let result = try await sandbox.run(["completions", "tcsh"])
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: Say which shell: bash, zsh or fish.\n"))
  }
}
