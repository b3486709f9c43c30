import Foundation
import QuartzCore

/// An item a section's `visibleItemsInvalidationHandler` is given: an element on screen,
/// whose look (`alpha`, `transform`, `zIndex`, `isHidden`, `center`) the handler may change
/// before it is shown. On iOS it also refines `UIDynamicItem` (UIKit Dynamics is not built:
/// docs/DIFFERENCES.md); the members it takes from there are declared here.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    /// The element's name: its kind for supplementary and decoration views, empty for cells.
    var name: String { get }
    var indexPath: IndexPath { get }
    /// The element's frame in the layout (an orthogonal section's unscrolled).
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}
