import Foundation

/// A header or footer of a section (or of the whole layout): a supplementary view of
/// `elementKind` on the edge `alignment` names, moved by `offset`; with
/// `pinToVisibleBounds` it stays in view while its section is, and with `extendsBoundary`
/// (the default) its section makes room for it.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether the section grows to hold the item. Default true.
    open var extendsBoundary = true
    /// Whether the item stays at the visible edge while its section is on screen. Default
    /// false.
    open var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: Self.edges(of: alignment)), itemAnchor: nil)
    }

    /// The edges an alignment names.
    private static func edges(of alignment: NSRectAlignment) -> NSDirectionalRectEdge {
        switch alignment {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }

    /// Whether the item goes before its section's content (a header) rather than after it,
    /// along `axis`.
    func leadsSection(along axis: FlowScrollAxis) -> Bool {
        let edges = containerAnchor.edges
        return axis == .vertical ? !edges.contains(.bottom) : !edges.contains(.trailing)
    }
}
