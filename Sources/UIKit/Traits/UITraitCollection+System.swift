import CoreGraphics

// The system traits as properties, and the initializers that specify one of them.
extension UITraitCollection {
    /// Compact or regular width.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { self[UITraitHorizontalSizeClass.self] }
    /// Compact or regular height.
    public var verticalSizeClass: UIUserInterfaceSizeClass { self[UITraitVerticalSizeClass.self] }
    /// Phone, pad, …
    public var userInterfaceIdiom: UIUserInterfaceIdiom { self[UITraitUserInterfaceIdiom.self] }
    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat { self[UITraitDisplayScale.self] }
    /// Left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { self[UITraitLayoutDirection.self] }
    /// Light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle { self[UITraitUserInterfaceStyle.self] }
    /// The Dynamic Type size.
    public var preferredContentSizeCategory: UIContentSizeCategory { self[UITraitPreferredContentSizeCategory.self] }
    /// sRGB or P3.
    public var displayGamut: UIDisplayGamut { self[UITraitDisplayGamut.self] }
    /// Whether 3D Touch is available.
    public var forceTouchCapability: UIForceTouchCapability { self[UITraitForceTouchCapability.self] }
    /// Base or elevated.
    public var userInterfaceLevel: UIUserInterfaceLevel { self[UITraitUserInterfaceLevel.self] }
    /// Active or inactive.
    public var activeAppearance: UIUserInterfaceActiveAppearance { self[UITraitActiveAppearance.self] }
    /// Regular or bold text.
    public var legibilityWeight: UILegibilityWeight { self[UITraitLegibilityWeight.self] }
    /// Normal or high contrast.
    public var accessibilityContrast: UIAccessibilityContrast { self[UITraitAccessibilityContrast.self] }

    /// A collection that specifies only `value` for `trait`.
    private convenience init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
        var values = TraitValues()
        values[trait: trait] = value
        self.init(values: values)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitHorizontalSizeClass.self, horizontalSizeClass)
    }
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(UITraitVerticalSizeClass.self, verticalSizeClass)
    }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(UITraitUserInterfaceIdiom.self, idiom)
    }
    public convenience init(displayScale scale: CGFloat) {
        self.init(UITraitDisplayScale.self, scale)
    }
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(UITraitLayoutDirection.self, layoutDirection)
    }
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(UITraitUserInterfaceStyle.self, userInterfaceStyle)
    }
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(UITraitPreferredContentSizeCategory.self, preferredContentSizeCategory)
    }
    public convenience init(displayGamut: UIDisplayGamut) {
        self.init(UITraitDisplayGamut.self, displayGamut)
    }
    public convenience init(forceTouchCapability capability: UIForceTouchCapability) {
        self.init(UITraitForceTouchCapability.self, capability)
    }
    public convenience init(userInterfaceLevel: UIUserInterfaceLevel) {
        self.init(UITraitUserInterfaceLevel.self, userInterfaceLevel)
    }
    public convenience init(activeAppearance: UIUserInterfaceActiveAppearance) {
        self.init(UITraitActiveAppearance.self, activeAppearance)
    }
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(UITraitLegibilityWeight.self, legibilityWeight)
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(UITraitAccessibilityContrast.self, accessibilityContrast)
    }
}
