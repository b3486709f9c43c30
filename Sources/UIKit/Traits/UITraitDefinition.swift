/// A trait a trait collection can carry: the system's (`UITraitHorizontalSizeClass`,
/// `UITraitUserInterfaceStyle`, …) or the app's own, defined as a type that names its
/// `defaultValue`. Trait collections read it with `traitCollection[MyTrait.self]`, mutable
/// traits and `traitOverrides` write it with `traits[MyTrait.self] = value`.
public protocol UITraitDefinition {
    /// The type of the trait's value.
    associatedtype Value = Self
    /// The value of the trait where no trait collection specifies one.
    static var defaultValue: Value { get }
    /// Whether dynamic colours resolve with the trait. Default false.
    static var affectsColorAppearance: Bool { get }
    /// A short name for debugging output. Default: the type's name.
    static var name: String { get }
    /// A unique identifier for the trait. Default: the type's qualified name.
    static var identifier: String { get }
}

extension UITraitDefinition {
    public static var affectsColorAppearance: Bool { false }
    public static var name: String { String(describing: Self.self) }
    public static var identifier: String { String(reflecting: Self.self) }
}

/// A trait, named by its type (`UITraitVerticalSizeClass.self`), as the trait-change
/// registration APIs take it.
public typealias UITrait = any UITraitDefinition.Type
