import Foundation

/// Views as trait environments: a view inherits its superview's traits (a view
/// controller's root view its controller's, a window its screen's; a view in no hierarchy
/// the main screen's), with its own overrides on top, and passes changes to its subviews
/// and to the controllers whose root views they are.
extension UIView: TraitNode, UITraitChangeObservable {
    func inheritedTraitCollection() -> UITraitCollection {
        if let controller = viewControllerStorage { return controller.currentTraitCollection }
        if let superview = superviewStorage { return superview.currentTraitCollection }
        if let window = self as? UIWindow { return window.screen.traitCollection }
        return UIScreen.main.traitCollection
    }

    /// The subviews, or for a subview that is a controller's root view, the controller
    /// (which passes the change on to its view).
    var traitChildren: [any TraitNode] {
        subviewStorage.map { subview -> any TraitNode in
            if let controller = subview.viewControllerStorage { return controller }
            return subview
        }
    }

    /// A size class that changed changes how the view lays out: it lays out again.
    func traitsDidChange(_ changed: [UITrait]) {
        if changed.contains(where: Self.isSizeClass) { setNeedsLayout() }
    }

    /// Whether `trait` is one of the two size classes.
    static func isSizeClass(_ trait: UITrait) -> Bool {
        ObjectIdentifier(trait) == ObjectIdentifier(UITraitHorizontalSizeClass.self)
            || ObjectIdentifier(trait) == ObjectIdentifier(UITraitVerticalSizeClass.self)
    }

    /// The traits the view sets for itself and its subviews (iOS 17): setting one replaces
    /// the inherited value, and the view's traits and its subviews' update at once.
    public var traitOverrides: any UITraitOverrides {
        get { ensuredTraitOverrides }
        set { setTraitOverrides(newValue) }
    }

    /// The appearance the view and its subviews use, whatever they inherit; `.unspecified`
    /// (the default) inherits. The same as overriding `userInterfaceStyle` in
    /// `traitOverrides`. Nothing is drawn dark yet (docs/DIFFERENCES.md).
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { overriddenUserInterfaceStyle }
        set { overriddenUserInterfaceStyle = newValue }
    }

    @discardableResult
    public func registerForTraitChanges<TraitEnvironment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (TraitEnvironment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        addTraitRegistration(TraitChangeRegistry.handlerRegistration(for: self, traits: traits, handler: handler))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], target: Any, action: Selector) -> any UITraitChangeRegistration {
        addTraitRegistration(TraitChangeRegistry.actionRegistration(traits: traits, target: target as AnyObject, action: action))
    }

    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: Selector) -> any UITraitChangeRegistration {
        addTraitRegistration(TraitChangeRegistry.actionRegistration(traits: traits, target: self, action: action))
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistry?.remove(registration)
    }

    /// The view moved to another superview or window: its traits (and those below it,
    /// where they change) follow, before `didMoveToSuperview()`/`didMoveToWindow()`.
    func hierarchyChangedTraits() {
        if let controller = viewControllerStorage {
            controller.propagateTraits()
        } else {
            propagateTraits()
        }
    }
}
