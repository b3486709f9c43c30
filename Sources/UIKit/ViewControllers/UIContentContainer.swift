import CoreGraphics
import Foundation

/// What a container of content adapts with: its preferred size and what its children tell
/// it, and the transitions of its size and traits. `UIViewController` and
/// `UIPresentationController` (the presented controller's container) adopt it.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the container would like for its content.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size a child gets in a parent of `parentSize`.
    func size(forChildContentContainer container: any UIContentContainer,
              withParentContainerSize parentSize: CGSize) -> CGSize
    /// The container's size is about to change to `size` in the transition `coordinator` runs.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change to `newCollection`.
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {}
