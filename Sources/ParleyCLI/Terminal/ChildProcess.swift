import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program started with `posix_spawn`, in a folder and with standard streams of the caller's
/// choosing, and awaited.
///
/// Foundation's `Process` does the same on Linux, but reads each entry of `/proc/self/fd` as a
/// whole 256-byte name, past the end of glibc's buffer, and now and then the starting process
/// crashes; this reads only the name's bytes. The child gets no other descriptor of ours and
/// runs in its own process group, as under `Process`.
///
/// ```swift
/// let child = try ChildProcess("/usr/bin/espeak-ng", arguments: ["Hello"])
/// let ending = child.wait()  // .exited(0)
/// ```
package final class ChildProcess: @unchecked Sendable {
  /// How a program ended.
  package enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// This signal ended it.
    case signaled(Int32)

    /// The exit status, or the number of the signal that ended the program.
    package var status: Int32 {
      switch self {
      case .exited(let status), .signaled(let status): status
      }
    }
  }

  /// The program's process identifier.
  package let identifier: pid_t
  private let lock = NSLock()
  private var ending: Ending?

  /// Starts `executable` with `arguments`.
  ///
  /// - Parameters:
  ///   - environment: The program's whole environment; `nil` passes on this process's.
  ///   - directory: The folder it runs in; `nil` for this process's.
  ///   - input: The descriptor it reads as standard input; `nil` for `/dev/null`.
  ///   - output: The descriptor it writes as standard output; `nil` for `/dev/null`.
  ///   - error: The descriptor it writes as standard error; `nil` for `/dev/null`.
  /// - Throws: ``ChildProcessError`` when the program cannot be started.
  package init(
    _ executable: String, arguments: [String] = [], environment: [String: String]? = nil,
    directory: String? = nil, input: Int32? = nil, output: Int32? = nil, error: Int32? = nil
  ) throws(ChildProcessError) {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    for (descriptor, target) in [
      (input, STDIN_FILENO), (output, STDOUT_FILENO), (error, STDERR_FILENO),
    ] {
      if let descriptor {
        posix_spawn_file_actions_adddup2(&actions, descriptor, target)
      } else {
        posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_RDWR, 0)
      }
    }
    // Then every other descriptor is closed, those just copied included.
    var flags = Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
    // The program starts with no signal blocked (a thread of ours may block some) and each at
    // its default: ignored ones are not passed on.
    var signals = sigset_t()
    sigemptyset(&signals)
    posix_spawnattr_setsigmask(&attributes, &signals)
    sigfillset(&signals)
    posix_spawnattr_setsigdefault(&attributes, &signals)
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
    #else
      for descriptor in Self.openDescriptors() where descriptor > 2 {
        posix_spawn_file_actions_addclose(&actions, descriptor)
      }
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    if let directory {
      guard Self.addChangeDirectory(&actions, directory) == 0 else {
        throw ChildProcessError(executable: executable, code: ENOSYS)
      }
    }
    let environment = (environment ?? ProcessInfo.processInfo.environment)
      .map { "\($0.key)=\($0.value)" }
    let argumentList = Self.cStrings([executable] + arguments)
    let environmentList = Self.cStrings(environment)
    defer {
      for pointer in argumentList + environmentList { free(pointer) }
    }
    var identifier = pid_t()
    let code = posix_spawn(
      &identifier, executable, &actions, &attributes, argumentList + [nil], environmentList + [nil])
    guard code == 0 else { throw ChildProcessError(executable: executable, code: code) }
    self.identifier = identifier
  }

  /// Waits until the program ends, and says how; at once when it already has. One caller
  /// waits: two at once would both reap the program.
  @discardableResult
  package func wait() -> Ending {
    if let ending = lock.withLock({ self.ending }) { return ending }
    var status: Int32 = 0
    while waitpid(identifier, &status, 0) == -1 && errno == EINTR {}
    // The status word: the signal in its low seven bits, else the exit status above them.
    let signal = status & 0x7f
    let ending: Ending = signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    lock.withLock { self.ending = ending }
    return ending
  }

  /// Whether the program has ended and been waited for.
  package var hasEnded: Bool {
    lock.withLock { ending != nil }
  }

  /// Sends `signal` to the program unless it has been waited for.
  package func send(_ signal: Int32) {
    lock.withLock {
      if ending == nil { _ = kill(identifier, signal) }
    }
  }

  /// Copies of `strings` as C strings, to free.
  private static func cStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] {
    strings.map { strdup($0) }
  }

  #if canImport(Darwin)
    private static func addChangeDirectory(
      _ actions: inout posix_spawn_file_actions_t?, _ directory: String
    ) -> Int32 {
      posix_spawn_file_actions_addchdir_np(&actions, directory)
    }
  #else
    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later), which the C library's
    /// module does not declare: looked up by name, `ENOSYS` where it is missing.
    private static func addChangeDirectory(
      _ actions: inout posix_spawn_file_actions_t, _ directory: String
    ) -> Int32 {
      typealias AddChangeDirectory =
        @convention(c) (
          UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>
        ) -> Int32
      guard let library = dlopen(nil, RTLD_NOW),
        let symbol = dlsym(library, "posix_spawn_file_actions_addchdir_np")
      else { return ENOSYS }
      let add = unsafeBitCast(symbol, to: AddChangeDirectory.self)
      return add(&actions, directory)
    }

    /// The descriptors open in this process, read from `/proc/self/fd`, each entry's name
    /// read up to its end only.
    private static func openDescriptors() -> [Int32] {
      guard let folder = opendir("/proc/self/fd") else { return [] }
      defer { closedir(folder) }
      let own = dirfd(folder)
      let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
      var descriptors: [Int32] = []
      while let entry = readdir(folder) {
        let name = String(
          cString: UnsafeRawPointer(entry).advanced(by: nameOffset)
            .assumingMemoryBound(to: CChar.self))
        if let descriptor = Int32(name), descriptor != own { descriptors.append(descriptor) }
      }
      return descriptors
    }
  #endif
}

/// A program that could not be started.
package struct ChildProcessError: Error, CustomStringConvertible, Sendable {
  /// The program's path.
  package let executable: String
  /// The `errno` code of the failure.
  package let code: Int32

  /// What went wrong, as the system says it ("No such file or directory").
  package var reason: String { String(cString: strerror(code)) }

  package var description: String { "could not start \(executable): \(reason)" }
}
