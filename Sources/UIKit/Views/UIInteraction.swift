import Foundation

/// A behaviour added to a view with `addInteraction(_:)`, such as an edit menu
/// (`UIEditMenuInteraction`). The view keeps it and tells it when it joins or leaves.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction belongs to.
    var view: UIView? { get }
    /// Called before the interaction joins `view` (nil: before it leaves its view).
    func willMove(to view: UIView?)
    /// Called after the interaction joined `view` (nil: after it left its view).
    func didMove(to view: UIView?)
}
