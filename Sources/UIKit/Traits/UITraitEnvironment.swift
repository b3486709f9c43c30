import Foundation

/// An object with a trait collection: screens, windows, views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: NSObjectProtocol {
    /// The object's traits: its environment's, with its own overrides on top.
    var traitCollection: UITraitCollection { get }
    /// Called when `traitCollection` changed, with the collection it had before.
    /// Deprecated in iOS 17 (use `registerForTraitChanges`) but still called, as in UIKit.
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
