import Foundation

/// Space between items in a group: fixed, or flexible (at least `spacing`, the room left in
/// the group shared out between the gaps).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }

    /// At least `flexibleSpacing` points, growing to share the room left.
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
