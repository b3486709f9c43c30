import Foundation

/// One place in a custom group: a frame in the group's coordinates and a z-index.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject, @preconcurrency NSCopying {
    public let frame: CGRect
    public let zIndex: Int

    public convenience init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
