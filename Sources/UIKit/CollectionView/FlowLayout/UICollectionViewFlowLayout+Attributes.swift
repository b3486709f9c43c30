import CoreGraphics
import Foundation

/// Turning the engine's frames into layout attributes (made fresh for every answer, of
/// the layout's attributes class), snapped to the pixel grid.
extension UICollectionViewFlowLayout {
    /// Headers and footers are drawn above the items (UIKit gives the flow layout's
    /// supplementary views a zIndex of 10).
    static let supplementaryZIndex = 10

    var pins: Bool { sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds }

    /// The pinning of a query: headers and footers stick to the bounds less the content inset.
    var pinning: FlowPinning? {
        guard pins, let collectionView else { return nil }
        return FlowPinning(headers: sectionHeadersPinToVisibleBounds, footers: sectionFootersPinToVisibleBounds,
                           visibleRect: collectionView.bounds.inset(by: collectionView.adjustedContentInset))
    }

    func attributes(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        guard let engine else { return [] }
        return engine.elements(in: rect, pinning: pinning).map(attributes(for:))
    }

    func itemAttributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let frame = engine?.itemFrame(section: indexPath.section, item: indexPath.item) else {
            return nil
        }
        return attributes(for: FlowElement(kind: .item, section: indexPath.section, item: indexPath.item, frame: frame))
    }

    func supplementaryAttributes(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let engine, indexPath.count == 2 else { return nil }
        let section = indexPath.section, pinning = pinning
        let frame: CGRect?
        switch kind {
        case UICollectionView.elementKindSectionHeader:
            frame = pinning.flatMap { engine.pinnedHeaderFrame(section: section, pinning: $0) } ?? engine.headerFrame(section: section)
            return frame.map { attributes(for: FlowElement(kind: .header, section: section, item: 0, frame: $0)) }
        case UICollectionView.elementKindSectionFooter:
            frame = pinning.flatMap { engine.pinnedFooterFrame(section: section, pinning: $0) } ?? engine.footerFrame(section: section)
            return frame.map { attributes(for: FlowElement(kind: .footer, section: section, item: 0, frame: $0)) }
        default:
            return nil
        }
    }

    private func attributes(for element: FlowElement) -> UICollectionViewLayoutAttributes {
        let indexPath = IndexPath(item: element.item, section: element.section)
        let attributes: UICollectionViewLayoutAttributes
        switch element.kind {
        case .item:
            attributes = makeLayoutAttributes(category: .cell, indexPath: indexPath)
        case .header, .footer:
            let kind = element.kind == .header ? UICollectionView.elementKindSectionHeader
                                               : UICollectionView.elementKindSectionFooter
            attributes = makeLayoutAttributes(category: .supplementaryView, kind: kind, indexPath: indexPath)
            attributes.zIndex = Self.supplementaryZIndex
        }
        attributes.frame = snapped(element.frame)
        return attributes
    }
}
