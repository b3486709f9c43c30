import CoreGraphics
import Foundation

/// What layouts and the collection view share: attribute and context objects of the
/// layout's classes, and the decoration registry.
extension UICollectionViewLayout {
    /// A new invalidation context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        guard let type = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            preconditionFailure("UICollectionViewLayout.invalidationContextClass: \(Self.invalidationContextClass) "
                + "is not a UICollectionViewLayoutInvalidationContext subclass; return one")
        }
        return type.init()
    }

    /// New attributes of `layoutAttributesClass` for the element `category`/`kind` at
    /// `indexPath` (what a layout subclass builds its answers from).
    func makeLayoutAttributes(category: UICollectionView.ElementCategory, kind: String? = nil,
                              indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        guard let type = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type else {
            preconditionFailure("UICollectionViewLayout.layoutAttributesClass: \(Self.layoutAttributesClass) "
                + "is not a UICollectionViewLayoutAttributes subclass; return one")
        }
        let attributes = type.init()
        attributes.indexPath = indexPath
        attributes.categoryStorage = category
        attributes.kindStorage = category == .cell ? nil : kind
        return attributes
    }

    /// `frame` with its origin moved to the nearest device pixel of the collection view's
    /// screen (the main screen before it is in a window); the size is kept.
    func snapped(_ frame: CGRect) -> CGRect {
        let scale = collectionView?.window?.screen.scale ?? UIScreen.main.scale
        guard scale > 0 else { return frame }
        func snap(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        return CGRect(x: snap(frame.minX), y: snap(frame.minY), width: frame.width, height: frame.height)
    }

    func registerDecorationClass(_ viewClass: AnyClass?, kind: String) {
        guard let viewClass else {
            decorationClasses[kind] = nil
            return
        }
        guard let type = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("UICollectionViewLayout.register(_:forDecorationViewOfKind:): \(viewClass) is not a "
                + "UICollectionReusableView subclass; register a UICollectionReusableView subclass")
        }
        decorationClasses[kind] = type
    }
}
