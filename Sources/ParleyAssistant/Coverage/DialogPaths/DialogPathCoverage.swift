import ParleyIntents

/// Which dialog branches of each intent the suites and transcripts exercised, and which they
/// did not: the questions for required values, the picks among entities, the confirmations,
/// the passcode and the answer on each surface an intent declares, and every branch a
/// conversation took beyond those (a thrown error, a question `perform()` asked).
///
/// A branch an app's code takes only when it runs (an error it throws, a question it asks in
/// `perform()`) is known once a conversation takes it. A parameter's branches have the place
/// that declares it: the phrase file's line, or the `@Parameter` in Swift code
/// (`TrailsApp/GetTrailInfo.swift:14:3`); an intent declared in a phrase file has its line for
/// its confirmation and answers too.
///
/// ```swift
/// let coverage = DialogPathCoverage(catalog: catalog, taken: conversation.dialogPathsTaken)
/// coverage.intents.first?.missed.map(\.path.description)
/// // ["answers on a speaker"]
/// ```
public struct DialogPathCoverage: Sendable {
  /// One branch of an intent.
  public struct Entry: Sendable {
    /// The branch.
    public let path: DialogPath
    /// Whether a suite or transcript took it.
    public let isExercised: Bool
    /// Where it is declared, when Parley knows.
    public let location: SourceLocation?
  }

  /// One intent's branches.
  public struct Intent: Sendable {
    /// The app's name.
    public let app: String
    /// The intent's type name.
    public let intent: String
    /// Its branches: the declared ones first, then those only taken.
    public let entries: [Entry]

    /// How many of its branches were exercised.
    public var exercisedCount: Int { entries.filter(\.isExercised).count }
    /// The branches nothing exercised.
    public var missed: [Entry] { entries.filter { !$0.isExercised } }
  }

  /// Every intent of every app, in the apps' order.
  public let intents: [Intent]

  /// How many branches there are in all.
  public var pathCount: Int { intents.reduce(0) { $0 + $1.entries.count } }
  /// How many of them were exercised.
  public var exercisedCount: Int { intents.reduce(0) { $0 + $1.exercisedCount } }

  /// The branches of the catalog's intents, each marked by whether `taken` holds it.
  public init(catalog: AppCatalog, taken: [DialogPathStep]) {
    intents = catalog.apps.flatMap { app in
      app.app.allIntents.map { intent in
        let name = intent.typeName
        let declared = Self.declaredPaths(of: intent)
        var took: [DialogPath] = []
        for step in taken where step.app == app.name && step.intent == name {
          if !took.contains(step.path) { took.append(step.path) }
        }
        var entries = declared.map { path, location in
          Entry(path: path, isExercised: took.contains(path), location: location)
        }
        for path in took where !declared.contains(where: { $0.path == path }) {
          entries.append(Entry(path: path, isExercised: true, location: nil))
        }
        return Intent(app: app.name, intent: name, entries: entries)
      }
    }
  }

  /// The branches an intent declares, with where a phrase file declares them.
  private static func declaredPaths(of intent: any AppIntent.Type) -> [(
    path: DialogPath, location: SourceLocation?
  )] {
    let file = (intent as? any DeclaredInFile.Type)?.declaration.intent
    // A phrase file's line, else where Swift code declares the `@Parameter`.
    func location(of parameter: any AnyIntentParameter) -> SourceLocation? {
      if let file { return file.parameters.first { $0.name == parameter.name }?.location }
      return parameter.declaredAt.flatMap(SourceLocation.init(parsing:))
    }
    var paths: [(path: DialogPath, location: SourceLocation?)] = []
    for parameter in intentParameters(of: intent.init()) {
      let isAsked = !parameter.isOptional && parameter.defaultValue == nil
      if isAsked || parameter.requestValueDialog != nil {
        paths.append((.question(parameter: parameter.name), location(of: parameter)))
      }
      if case .entity = parameter.valueType {
        paths.append((.disambiguation(parameter: parameter.name), location(of: parameter)))
      }
    }
    if let confirmation = file?.confirmation {
      paths.append((.confirmation(parameter: nil), confirmation.location))
    }
    if intent.authenticationPolicy != .alwaysAllowed {
      paths.append((.authentication, nil))
    }
    for surface in Surface.allCases {
      paths.append((.answer(surface), file?.location))
    }
    return paths
  }
}

extension SourceLocation {
  /// The location written `File.swift:line:column`, or nil when it is not one.
  init?(parsing text: String) {
    let parts = text.split(separator: ":")
    guard parts.count >= 3, let line = Int(parts[parts.count - 2]),
      let column = Int(parts[parts.count - 1])
    else { return nil }
    self.init(file: parts.dropLast(2).joined(separator: ":"), line: line, column: column)
  }
}

/// An intent a phrase file declares, with its declaration.
protocol DeclaredInFile {
  static var declaration: DeclaredIntentDeclaration { get }
}

extension DeclaredIntent: DeclaredInFile {}
