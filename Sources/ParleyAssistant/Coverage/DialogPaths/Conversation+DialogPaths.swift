extension Conversation {
  /// Notes that the request being carried out took `path`; nothing without a request.
  func record(_ path: DialogPath) {
    dialog.record(path)
  }
}
