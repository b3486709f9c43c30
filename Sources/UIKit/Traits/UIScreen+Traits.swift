import CoreGraphics

/// A screen's traits: the device's, in its current orientation. The root of every window's
/// trait collection.
extension UIScreen: UITraitEnvironment {
    /// The device's traits in the current orientation: idiom, scale, gamut, and size
    /// classes by Apple's table — an iPad is regular both ways in both orientations; an
    /// iPhone is compact-width, regular-height in portrait and compact both ways in
    /// landscape, except the large phones (414 points or more wide in portrait: Plus, Max,
    /// XR, 11), which are regular-width in landscape. Left to right, light, Large text,
    /// normal contrast, regular weight, base level, active.
    public var traitCollection: UITraitCollection {
        if let traitStorage { return traitStorage }
        let made = Self.traitCollection(of: profile, landscape: isLandscape)
        traitStorage = made
        return made
    }

    /// The traits of a screen described by `profile` in portrait or landscape.
    static func traitCollection(of profile: ScreenProfile, landscape isLandscape: Bool) -> UITraitCollection {
        let pad = profile.isPadSized
        let portraitWidth = profile.size.width
        return UITraitCollection { traits in
            traits.userInterfaceIdiom = pad ? .pad : .phone
            traits.displayScale = profile.scale
            traits.displayGamut = profile.displayGamut
            if pad {
                traits.horizontalSizeClass = .regular
                traits.verticalSizeClass = .regular
            } else if isLandscape {
                traits.horizontalSizeClass = portraitWidth >= 414 ? .regular : .compact
                traits.verticalSizeClass = .compact
            } else {
                traits.horizontalSizeClass = .compact
                traits.verticalSizeClass = .regular
            }
            traits.layoutDirection = .leftToRight
            traits.userInterfaceStyle = .light
            traits.preferredContentSizeCategory = .large
            traits.forceTouchCapability = .unavailable
            traits.userInterfaceLevel = .base
            traits.activeAppearance = .active
            traits.legibilityWeight = .regular
            traits.accessibilityContrast = .normal
        }
    }

    /// The screen turned: its collection is made again, announced if it changed, and the
    /// windows on it pass the change down.
    func screenTraitsMayHaveChanged(from previous: UITraitCollection?) {
        let current = traitCollection
        if let previous, !previous.changedTraits(from: current).isEmpty {
            UITraitCollection.withCurrent(current) { traitCollectionDidChange(previous) }
        }
        for window in WindowServer.current.windows(on: self) { window.propagateTraits() }
    }
}
