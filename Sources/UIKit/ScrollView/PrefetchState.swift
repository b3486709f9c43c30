import CoreGraphics
import Foundation

/// What a collection or table view remembers for prefetching — the offset of its last
/// layout pass and the index paths prefetched that have not appeared yet — and the one
/// rule both follow: while the content scrolls, the cells in the screen-sized rect just
/// ahead of the visible one (in the direction of the scroll, on the axis that moved most)
/// that are not shown are prefetched, each once, nearest first, at most `maximumPerPass` a
/// pass; prefetched ones that are neither ahead nor shown any more (the scroll turned back,
/// or jumped) are cancelled; ones that appear are simply forgotten.
struct PrefetchState {
    var lastOffset: CGPoint?
    var prefetched: Set<IndexPath> = []
    /// The most index paths handed over in one pass; the rest follow in the next passes.
    static let maximumPerPass = 32

    /// The rect to prefetch for a pass at `offset` showing `visible` (and the index paths
    /// `shown`), and whether the scroll goes forward (down or right); nil when the content
    /// has not moved since the last pass. Records `offset` for the next pass.
    mutating func aheadRect(visible: CGRect, offset: CGPoint, shown: [IndexPath]) -> (rect: CGRect, forward: Bool)? {
        defer { lastOffset = offset }
        prefetched.subtract(shown)
        guard let last = lastOffset, last != offset else { return nil }
        let dx = offset.x - last.x, dy = offset.y - last.y
        let rect = abs(dy) >= abs(dx)
            ? visible.offsetBy(dx: 0, dy: dy > 0 ? visible.height : -visible.height)
            : visible.offsetBy(dx: dx > 0 ? visible.width : -visible.width, dy: 0)
        return (rect, dy > 0 || (dy == 0 && dx > 0))
    }

    /// Hands over the change from what was prefetched to `wanted`: `cancel` for the stale,
    /// then `prefetch` for the new ones, nearest first.
    mutating func hand(wanted: Set<IndexPath>, forward: Bool, cancel: ([IndexPath]) -> Void,
                       prefetch: ([IndexPath]) -> Void) {
        let stale = prefetched.subtracting(wanted)
        if !stale.isEmpty {
            prefetched.subtract(stale)
            cancel(stale.sorted())
        }
        let fresh = wanted.subtracting(prefetched).sorted(by: forward ? (<) : (>)).prefix(Self.maximumPerPass)
        guard !fresh.isEmpty else { return }
        prefetched.formUnion(fresh)
        prefetch(Array(fresh))
    }
}
