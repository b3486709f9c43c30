import Foundation

/// One dimension (width or height) of an item, group or supplementary item in a
/// compositional layout: absolute points, a fraction of the container's width or height, or
/// an estimate. An estimated group along the scroll direction takes its cells' preferred
/// lengths (UICollectionViewCompositionalLayout+SelfSizing); other estimates are laid out at
/// their value (docs/DIFFERENCES.md).
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject, @preconcurrency NSCopying {
    enum Kind: Equatable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The value: the fraction, the points, or the estimate.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the containing group's (or the section's container's) width.
    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the containing group's (or the section's container's) height.
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A fixed number of points.
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimate the content may change at run time.
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// An estimate shared by the item's siblings in its group (iOS 17): they take the largest.
    open class func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .uniformAcrossSiblings, dimension: estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The points the dimension comes to in a container of `container` points.
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: return dimension * container.width
        case .fractionalHeight: return dimension * container.height
        case .absolute, .estimated, .uniformAcrossSiblings: return dimension
        }
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        switch kind {
        case .fractionalWidth: return "fractionalWidth(\(dimension))"
        case .fractionalHeight: return "fractionalHeight(\(dimension))"
        case .absolute: return "absolute(\(dimension))"
        case .estimated: return "estimated(\(dimension))"
        case .uniformAcrossSiblings: return "uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}
