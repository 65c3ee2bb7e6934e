/// A comparator of a ``QueryProperty``, such as `EqualToComparator { $0 }`: how it compares
/// (`Kind`) and how a compared value becomes the query's mapping type.
public struct _KindedComparator<Kind: _ComparatorKind, Value, Mapping> {
  let comparator: QueryComparator<Value, Mapping>

  /// Creates the comparator with how a compared value becomes the query's mapping type.
  public init(_ mappingTransform: @escaping (Value) -> Mapping) {
    comparator = QueryComparator(Kind.kind, mappingTransform)
  }
}

/// How a ``_KindedComparator`` compares.
public protocol _ComparatorKind {
  /// The comparison.
  static var kind: QueryComparatorKind { get }
}

/// The comparison kinds, one per comparator Apple names.
public enum _ComparatorKinds {
  /// Equal to a value.
  public enum EqualTo: _ComparatorKind {
    public static var kind: QueryComparatorKind { .equalTo }
  }
  /// Not equal to a value.
  public enum NotEqualTo: _ComparatorKind {
    public static var kind: QueryComparatorKind { .notEqualTo }
  }
  /// Contains a text.
  public enum Contains: _ComparatorKind {
    public static var kind: QueryComparatorKind { .contains }
  }
  /// Starts with a text.
  public enum HasPrefix: _ComparatorKind {
    public static var kind: QueryComparatorKind { .hasPrefix }
  }
  /// Ends with a text.
  public enum HasSuffix: _ComparatorKind {
    public static var kind: QueryComparatorKind { .hasSuffix }
  }
  /// Less than a value.
  public enum LessThan: _ComparatorKind {
    public static var kind: QueryComparatorKind { .lessThan }
  }
  /// Less than or equal to a value.
  public enum LessThanOrEqualTo: _ComparatorKind {
    public static var kind: QueryComparatorKind { .lessThanOrEqualTo }
  }
  /// Greater than a value.
  public enum GreaterThan: _ComparatorKind {
    public static var kind: QueryComparatorKind { .greaterThan }
  }
  /// Greater than or equal to a value.
  public enum GreaterThanOrEqualTo: _ComparatorKind {
    public static var kind: QueryComparatorKind { .greaterThanOrEqualTo }
  }
}

/// Equal to a value.
public typealias EqualToComparator<Value, Mapping> = _KindedComparator<
  _ComparatorKinds.EqualTo, Value, Mapping
>

/// Not equal to a value.
public typealias NotEqualToComparator<Value, Mapping> = _KindedComparator<
  _ComparatorKinds.NotEqualTo, Value, Mapping
>

/// Contains a text.
public typealias ContainsComparator<Value, Mapping> = _KindedComparator<
  _ComparatorKinds.Contains, Value, Mapping
>

/// Starts with a text.
public typealias HasPrefixComparator<Value, Mapping> = _KindedComparator<
  _ComparatorKinds.HasPrefix, Value, Mapping
>

/// Ends with a text.
public typealias HasSuffixComparator<Value, Mapping> = _KindedComparator<
  _ComparatorKinds.HasSuffix, Value, Mapping
>

/// Less than a value.
public typealias LessThanComparator<Value, Mapping> = _KindedComparator<
  _ComparatorKinds.LessThan, Value, Mapping
>

/// Less than or equal to a value.
public typealias LessThanOrEqualToComparator<Value, Mapping> = _KindedComparator<
  _ComparatorKinds.LessThanOrEqualTo, Value, Mapping
>

/// Greater than a value.
public typealias GreaterThanComparator<Value, Mapping> = _KindedComparator<
  _ComparatorKinds.GreaterThan, Value, Mapping
>

/// Greater than or equal to a value.
public typealias GreaterThanOrEqualToComparator<Value, Mapping> = _KindedComparator<
  _ComparatorKinds.GreaterThanOrEqualTo, Value, Mapping
>
