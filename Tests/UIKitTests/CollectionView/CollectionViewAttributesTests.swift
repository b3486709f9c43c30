import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// The guide's Listing 6-3 attributes: children index paths, compared and copied.
final class TreeAttributes: UICollectionViewLayoutAttributes {
    var children: [IndexPath] = []

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TreeAttributes
        copy.children = children
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? TreeAttributes, other.children == children else { return false }
        return super.isEqual(object)
    }
}

final class CountedContext: UICollectionViewLayoutInvalidationContext {}

@MainActor
final class CustomClassesLayout: GridLayout {
    override class var invalidationContextClass: AnyClass { CountedContext.self }
}

/// Scenarios D: layout attributes (factories, defaults, geometry, equality, copies),
/// invalidation contexts, index paths and the cell's background views.
@MainActor
@Suite("Collection view layout attributes")
struct CollectionViewAttributesTests {
    @Test("AT-034–036: each factory gives its category, kind and index path")
    func factories() {
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
        #expect(cell.representedElementCategory == .cell && cell.representedElementKind == nil)
        #expect(cell.indexPath == IndexPath(item: 3, section: 0))
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "Header", with: IndexPath(item: 0, section: 1))
        #expect(header.representedElementCategory == .supplementaryView && header.representedElementKind == "Header")
        let decoration = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "bg", with: IndexPath(item: 0, section: 0))
        #expect(decoration.representedElementCategory == .decorationView && decoration.representedElementKind == "bg")
    }

    @Test("AT-037: defaults")
    func defaults() {
        let attributes = UICollectionViewLayoutAttributes()
        #expect(attributes.frame == .zero && attributes.alpha == 1 && attributes.zIndex == 0 && !attributes.isHidden)
        #expect(CATransform3DIsIdentity(attributes.transform3D) && attributes.transform == .identity)
        #expect(attributes.indexPath == IndexPath(item: 0, section: 0))
    }

    @Test("AT-038: size keeps the centre, centre keeps the size, frame sets both")
    func geometry() {
        let attributes = UICollectionViewLayoutAttributes()
        attributes.size = CGSize(width: 100, height: 40)
        attributes.center = CGPoint(x: 60, y: 30)
        #expect(attributes.frame == CGRect(x: 10, y: 10, width: 100, height: 40))
        attributes.size = CGSize(width: 20, height: 20)
        #expect(attributes.center == CGPoint(x: 60, y: 30) && attributes.frame == CGRect(x: 50, y: 20, width: 20, height: 20))
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 30)
        #expect(attributes.center == CGPoint(x: 5, y: 15) && attributes.bounds == CGRect(x: 0, y: 0, width: 10, height: 30))
        attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(CATransform3DEqualToTransform(attributes.transform3D,
                                              CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))))
    }

    @Test("AT-039: a subclass's isEqual compares its own properties too (Listing 6-3)")
    func subclassEquality() {
        func make(_ children: [IndexPath], frame: CGRect = CGRect(x: 0, y: 0, width: 10, height: 10)) -> TreeAttributes {
            let attributes = TreeAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.children = children
            attributes.frame = frame
            return attributes
        }
        let children = [IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)]
        #expect(make(children).isEqual(make(children)))
        #expect(!make(children).isEqual(make([IndexPath(item: 0, section: 1)])))
        #expect(!make(children).isEqual(make(children, frame: CGRect(x: 0, y: 0, width: 1, height: 1))))
        let plain = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        plain.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(!make(children).isEqual(plain) && !plain.isEqual(make(children)))
        #expect(!plain.isEqual("not attributes"))
    }

    @Test("AT-040: copy() keeps the class, the subclass's properties and every standard one")
    func copies() throws {
        let original = TreeAttributes(forSupplementaryViewOfKind: "Node", with: IndexPath(item: 2, section: 4))
        original.children = [IndexPath(item: 0, section: 5)]
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.alpha = 0.3
        original.zIndex = 7
        original.isHidden = true
        original.transform3D = CATransform3DMakeScale(2, 3, 1)
        let copy = try #require(original.copy() as? TreeAttributes)
        #expect(copy !== original && copy.isEqual(original))
        #expect(copy.children == original.children && copy.representedElementKind == "Node")
        #expect(copy.representedElementCategory == .supplementaryView && copy.frame == original.frame)
        copy.alpha = 1
        #expect(original.alpha == 0.3)
    }

    @Test("the layout's defaults: no attributes, zero size, no bounds invalidation, the proposed offset")
    func layoutDefaults() {
        let layout = UICollectionViewLayout()
        #expect(layout.collectionView == nil && layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100)) == nil)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: .zero))
        #expect(layout.initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(ObjectIdentifier(UICollectionViewLayout.layoutAttributesClass) == ObjectIdentifier(UICollectionViewLayoutAttributes.self))
        #expect(ObjectIdentifier(UICollectionViewLayout.invalidationContextClass)
            == ObjectIdentifier(UICollectionViewLayoutInvalidationContext.self))
        #expect(layout.developmentLayoutDirection == .leftToRight && !layout.flipsHorizontallyInOppositeLayoutDirection)
        let context = layout.invalidationContext(forBoundsChange: .zero)
        #expect(!context.invalidateEverything && context.invalidatedItemIndexPaths == nil)
    }

    @Test("AT-136: the base target offset is the proposed one")
    func baseTargetOffset() {
        let layout = UICollectionViewLayout()
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 237, y: 0), withScrollingVelocity: .zero)
            == CGPoint(x: 237, y: 0))
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 5, y: 6)) == CGPoint(x: 5, y: 6))
    }

    @Test("invalidationContextClass: invalidateLayout() sends a context of the layout's class")
    func contextClass() {
        let layout = CustomClassesLayout()
        let stage = GridStage(layout: layout)
        stage.collectionView.layoutIfNeeded()
        layout.invalidateLayout()
        #expect(layout.contexts.last is CountedContext)
    }

    @Test("invalidation contexts collect index paths by kind and adjustments")
    func contextContents() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "Header", at: [IndexPath(item: 0, section: 3)])
        context.invalidateDecorationElements(ofKind: "bg", at: [IndexPath(item: 0, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["Header": [IndexPath(item: 0, section: 3)]])
        #expect(context.invalidatedDecorationIndexPaths == ["bg": [IndexPath(item: 0, section: 0)]])
    }

    @Test("a context's content offset adjustment moves the content at the next pass")
    func offsetAdjustment() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 220)
        stage.layout.invalidateLayout(with: context)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.contentOffset == CGPoint(x: 0, y: 220))
        #expect(stage.visibleItems == Array(6...20))
    }

    @Test("update items carry the index paths before and after and the action (made by batch updates)")
    func updateItems() {
        let insert = UICollectionViewUpdateItem(action: .insert, before: nil, after: IndexPath(item: 2, section: 0))
        #expect(insert.updateAction == .insert && insert.indexPathBeforeUpdate == nil)
        #expect(insert.indexPathAfterUpdate == IndexPath(item: 2, section: 0))
        let section = UICollectionViewUpdateItem(action: .delete, before: IndexPath(item: NSNotFound, section: 3), after: nil)
        #expect(section.indexPathBeforeUpdate?.item == NSNotFound && section.indexPathAfterUpdate == nil)
    }

    @Test("IndexPath's UIKit conveniences")
    func indexPaths() {
        var path = IndexPath(item: 4, section: 2)
        #expect(path.section == 2 && path.item == 4 && path.row == 4 && Array(path) == [2, 4])
        path.item = 5
        #expect(path == IndexPath(row: 5, section: 2))
    }

    @Test("a cell stacks background, selected background (only when selected or highlighted) and content")
    func cellBackgrounds() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(cell.subviews == [cell.contentView] && cell.contentView.frame == cell.bounds)
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && !cell.isSelected && !cell.isHighlighted)
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(cell.subviews == [background, cell.contentView] && background.frame == cell.bounds)
        cell.isHighlighted = true
        #expect(cell.subviews == [background, selected, cell.contentView] && selected.frame == cell.bounds)
        cell.isHighlighted = false
        #expect(cell.subviews == [background, cell.contentView])
        cell.isSelected = true
        #expect(cell.subviews == [background, selected, cell.contentView])
        let other = UIView()
        cell.backgroundView = other
        #expect(cell.subviews == [other, selected, cell.contentView] && background.superview == nil)
        cell.bounds.size = CGSize(width: 80, height: 80)
        #expect(cell.contentView.frame.size == CGSize(width: 80, height: 80) && selected.frame.size == CGSize(width: 80, height: 80))
    }
}
