import CoreGraphics
import Foundation

/// View controllers as trait environments: a child inherits its parent's traits with the
/// parent's override for it (`setOverrideTraitCollection(_:forChild:)`) on top; a
/// controller without a parent inherits from its view's superview (the window, for a
/// window's root or a presented controller, with its presentation controller's
/// `overrideTraitCollection` on top), else the main screen. Its own
/// `traitOverrides` go on top, and its root view and children inherit from it.
extension UIViewController: TraitNode, UITraitChangeObservable, UITraitEnvironment {
    func inheritedTraitCollection() -> UITraitCollection {
        if let parent = parentStorage {
            let inherited = parent.currentTraitCollection
            guard let override = traitOverrideFromParent else { return inherited }
            return inherited.applying(override.values)
        }
        guard let superview = viewIfLoaded?.superview else { return UIScreen.main.traitCollection }
        let inherited = superview.currentTraitCollection
        // A presented controller gets its presentation controller's override on top.
        guard presentingStorage != nil, let override = presentation?.overrideTraitCollection else { return inherited }
        return inherited.applying(override.values)
    }

    /// The root view first (the children whose views are in it are reached through it
    /// too, and hear of a change once), then the children.
    var traitChildren: [any TraitNode] {
        let children: [any TraitNode] = childrenStorage
        guard let view = viewIfLoaded else { return children }
        return [view] + children
    }

    /// The root view's minimum margins follow the horizontal size class.
    func traitsDidChange(_ changed: [UITrait]) {
        if changed.contains(where: UIView.isSizeClass) { rootLayoutMarginsChanged() }
    }

    /// The traits the controller sets for itself, its views and its children (iOS 17):
    /// setting one replaces the inherited value, and the traits below update at once.
    public var traitOverrides: any UITraitOverrides {
        get { ensuredTraitOverrides }
        set { setTraitOverrides(newValue) }
    }

    /// The appearance the controller, its views and its children use, whatever they
    /// inherit; `.unspecified` (the default) inherits. The same as overriding
    /// `userInterfaceStyle` in `traitOverrides`.
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

    /// `setOverrideTraitCollection(_:forChild:)`: only for a child of this controller.
    func setChildTraitOverride(_ collection: UITraitCollection?, for child: UIViewController) {
        precondition(child.parentStorage === self, "UIViewController.setOverrideTraitCollection(_:forChild:): "
            + "\(Self.describe(child)) is not a child of \(Self.describe(self)); add it with addChild(_:) first")
        child.traitOverrideFromParent = collection
        child.propagateTraits()
    }

    /// The controller joined or left a parent: it inherits from the new place (an
    /// override its old parent gave it is gone).
    func parentChangedTraits() {
        if parentStorage == nil { traitOverrideFromParent = nil }
        propagateTraits()
    }

    /// `willTransition(to:with:)`'s default: each child hears of the collection it will
    /// have (the new one with the override this controller gives it).
    func forwardTraitTransition(to newCollection: UITraitCollection,
                                with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childrenStorage {
            let childCollection = child.traitOverrideFromParent.map { newCollection.applying($0.values) } ?? newCollection
            child.willTransition(to: childCollection, with: coordinator)
        }
    }

    /// `viewWillTransition(to:with:)`'s default: each child hears of the size it will have
    /// (`size(forChildContentContainer:withParentContainerSize:)`), then the controller
    /// this one presents, of the same size.
    func forwardSizeTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childrenStorage {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size),
                                     with: coordinator)
        }
        if let presented = presentedStorage, presented.presentingStorage === self {
            presented.viewWillTransition(to: size, with: coordinator)
        }
    }
}
