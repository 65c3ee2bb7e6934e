/// Returns an intent's parameters in declaration order, found by reflection.
///
/// Each `@Parameter var trail` appears to `Mirror` as a child labelled `_trail`; the returned
/// objects are the intent's own parameters, so setting one sets the intent's value.
///
/// ```swift
/// let parameters = intentParameters(of: GetTrailInfo())
/// parameters.map(\.name)  // ["trail"]
/// ```
package func intentParameters(of intent: any AppIntent) -> [any AnyIntentParameter] {
  if let declared = intent as? any DeclaredParameters {
    return declared.declaredParameters.map { name, parameter in
      (parameter as? any NamedIntentParameter)?.name = name
      return parameter
    }
  }
  var parameters: [any AnyIntentParameter] = []
  var mirror: Mirror? = Mirror(reflecting: intent)
  var levels: [Mirror] = []
  while let current = mirror {
    levels.insert(current, at: 0)
    mirror = current.superclassMirror
  }
  for level in levels {
    for child in level.children {
      guard let parameter = child.value as? any NamedIntentParameter else { continue }
      if let label = child.label {
        parameter.name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      }
      parameters.append(parameter)
    }
  }
  return parameters
}

/// A parameter whose name the reflection can fill in.
protocol NamedIntentParameter: AnyIntentParameter {
  var name: String { get set }
}

extension IntentParameter: NamedIntentParameter {}

/// Returns the name of the parameter a key path of an intent leads to.
///
/// - Parameters:
///   - keyPath: A key path such as `\GetTrailInfo.$trail`.
///   - intent: An instance of the intent.
/// - Returns: The property name, or nil when the key path leads to no parameter.
func parameterName<Intent: AppIntent>(of keyPath: AnyKeyPath, in intent: Intent) -> String? {
  guard let target = intent[keyPath: keyPath] as? any AnyIntentParameter else { return nil }
  return intentParameters(of: intent).first { $0 === target }?.name
}
