import Foundation
import QuartzCore

/// A visible item handed to a section's `visibleItemsInvalidationHandler`: a copy of the
/// element's attributes that the handler changes and the layout then answers.
@MainActor
final class CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
        super.init()
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }

    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }

    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }

    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }

    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }

    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }

    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
