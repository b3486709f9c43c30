import CoreGraphics

/// A set of traits that can be changed: what `UITraitCollection(mutations:)` and
/// `modifyingTraits(_:)` hand their closure, and what `traitOverrides` is. Every system
/// trait is a property; other traits are reached by subscript.
public protocol UIMutableTraits {
    /// The value of `trait` (its default when not set).
    subscript<T: UITraitDefinition>(_ trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
    public var horizontalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitHorizontalSizeClass.self] } set { self[UITraitHorizontalSizeClass.self] = newValue }
    }
    public var verticalSizeClass: UIUserInterfaceSizeClass {
        get { self[UITraitVerticalSizeClass.self] } set { self[UITraitVerticalSizeClass.self] = newValue }
    }
    public var userInterfaceIdiom: UIUserInterfaceIdiom {
        get { self[UITraitUserInterfaceIdiom.self] } set { self[UITraitUserInterfaceIdiom.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[UITraitDisplayScale.self] } set { self[UITraitDisplayScale.self] = newValue }
    }
    public var layoutDirection: UITraitEnvironmentLayoutDirection {
        get { self[UITraitLayoutDirection.self] } set { self[UITraitLayoutDirection.self] = newValue }
    }
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { self[UITraitUserInterfaceStyle.self] } set { self[UITraitUserInterfaceStyle.self] = newValue }
    }
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { self[UITraitPreferredContentSizeCategory.self] }
        set { self[UITraitPreferredContentSizeCategory.self] = newValue }
    }
    public var displayGamut: UIDisplayGamut {
        get { self[UITraitDisplayGamut.self] } set { self[UITraitDisplayGamut.self] = newValue }
    }
    public var forceTouchCapability: UIForceTouchCapability {
        get { self[UITraitForceTouchCapability.self] } set { self[UITraitForceTouchCapability.self] = newValue }
    }
    public var userInterfaceLevel: UIUserInterfaceLevel {
        get { self[UITraitUserInterfaceLevel.self] } set { self[UITraitUserInterfaceLevel.self] = newValue }
    }
    public var activeAppearance: UIUserInterfaceActiveAppearance {
        get { self[UITraitActiveAppearance.self] } set { self[UITraitActiveAppearance.self] = newValue }
    }
    public var legibilityWeight: UILegibilityWeight {
        get { self[UITraitLegibilityWeight.self] } set { self[UITraitLegibilityWeight.self] = newValue }
    }
    public var accessibilityContrast: UIAccessibilityContrast {
        get { self[UITraitAccessibilityContrast.self] } set { self[UITraitAccessibilityContrast.self] = newValue }
    }
}
