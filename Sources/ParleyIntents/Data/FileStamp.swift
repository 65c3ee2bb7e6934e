#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What tells one version of a file from another without reading it: its device, inode, size
/// and times of change. A save renames a new file over the old one, so every save changes it.
struct FileStamp: Equatable, Sendable {
  private let device: UInt64
  private let inode: UInt64
  private let size: Int64
  private let modified: [Int]

  /// The stamp of the file at `path` (following a symbolic link), or nil when there is none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    #if canImport(Darwin)
      modified = [
        info.st_mtimespec.tv_sec, info.st_mtimespec.tv_nsec, info.st_ctimespec.tv_sec,
        info.st_ctimespec.tv_nsec,
      ]
    #else
      modified = [
        info.st_mtim.tv_sec, info.st_mtim.tv_nsec, info.st_ctim.tv_sec, info.st_ctim.tv_nsec,
      ]
    #endif
  }
}
