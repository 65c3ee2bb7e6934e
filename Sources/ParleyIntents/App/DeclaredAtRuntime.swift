/// A type that stands for one declared outside Swift code (an intent, entity, enum or shortcuts
/// provider of an app declared in a phrase file), named by its declaration instead of its
/// Swift type name.
package protocol DeclaredAtRuntime {
  /// The name the declaration gives, such as "OrderPizza".
  static var declaredName: String { get }
}

/// An intent whose parameters are made when it is created rather than written as `@Parameter`
/// properties.
package protocol DeclaredParameters {
  /// Each parameter with its name, in declaration order.
  var declaredParameters: [(name: String, parameter: any AnyIntentParameter)] { get }
}

/// The name a type is known by: its declared name, or its Swift type name.
package func declaredTypeName(of type: Any.Type) -> String {
  (type as? any DeclaredAtRuntime.Type)?.declaredName ?? String(describing: type)
}
