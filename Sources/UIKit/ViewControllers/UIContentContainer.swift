import CoreGraphics
import Foundation

/// What a container of content adapts with: its preferred size and what its children tell
/// it. `UIViewController` adopts it. The size-transition members
/// (`viewWillTransition(to:with:)`, `willTransition(to:with:)`) come with transition
/// coordinators and trait collections (docs/SUPPORT.md).
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
}

extension UIViewController: UIContentContainer {}
