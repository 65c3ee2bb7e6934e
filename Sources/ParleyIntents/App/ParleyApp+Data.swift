extension ParleyApp {
  /// The same app keeping its data in `directory`: each dependency manager made for it has
  /// the directory as its ``AppDependencyManager/dataDirectory``.
  ///
  /// - Parameter directory: Where the app's files go, or nil to keep nothing.
  /// - Returns: The app.
  package func keepingData(in directory: AppDataDirectory?) -> ParleyApp {
    var app = self
    app.dataDirectory = directory
    return app
  }
}
