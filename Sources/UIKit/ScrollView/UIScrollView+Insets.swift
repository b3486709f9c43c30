import CoreGraphics
import Foundation

/// The content's extent: its size, the insets around it, the safe area's share of them, and
/// the range of offsets the content rests within.
extension UIScrollView {
    /// After the bounds changed: a new origin is a scroll (layout, indicators, the delegate).
    func boundsChanged(from old: CGRect) {
        guard bounds.origin != old.origin else { return }
        scrollGuideMoved(autoLayoutStorage?.scrollFrameGuide)
        setNeedsLayout()
        didScroll()
    }

    func setContentSize(_ size: CGSize) {
        guard size.width.isFinite, size.height.isFinite else {
            warnNonFinite(api: "contentSize")
            return
        }
        let size = CGSize(width: max(0, size.width), height: max(0, size.height))
        guard size != contentSizeStorage else { return }
        contentSizeStorage = size
        scrollGuideMoved(autoLayoutStorage?.scrollContentGuide)
        updateAdjustedContentInset()
        setNeedsLayout()
        tellBarsContentMoved()
    }

    func setContentInset(_ inset: UIEdgeInsets) {
        guard [inset.top, inset.left, inset.bottom, inset.right].allSatisfy(\.isFinite) else {
            warnNonFinite(api: "contentInset")
            return
        }
        guard inset != contentInsetStorage else { return }
        contentInsetStorage = inset
        // The content stays where it is: a new content inset only changes how far it scrolls.
        updateAdjustedContentInset(keepingRestingOffset: false)
        setNeedsLayout()
    }

    /// `contentInset` plus the safe-area edges the adjustment behaviour selects, plus the
    /// height of a refresh control while it refreshes.
    var computedAdjustedContentInset: UIEdgeInsets {
        var inset = insetBeforeRefreshControl
        inset.top += refreshControlStorage?.contentInsetShare ?? 0
        return inset
    }

    /// `contentInset` plus the safe-area edges the adjustment behaviour selects: where the
    /// content rests, and where a refresh control measures its pull from.
    var insetBeforeRefreshControl: UIEdgeInsets {
        var inset = contentInset
        let safe = safeAreaInsets
        guard safe != .zero else { return inset }
        let (vertical, horizontal) = safeAreaAdjustedAxes
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }

    /// The axes along which the adjustment behaviour adds the safe area to the content
    /// inset (`.automatic` and `.scrollableAxes`: the axes the content scrolls along; and
    /// `.automatic` also vertically for the content scroll view of a controller in a
    /// navigation controller, however short its content, as UIKit keeps for compatibility).
    /// The content does not see the safe area along them (UIViewController+SafeArea).
    var safeAreaAdjustedAxes: (vertical: Bool, horizontal: Bool) {
        switch contentInsetAdjustmentBehavior {
        case .never:
            (false, false)
        case .always:
            (true, true)
        case .scrollableAxes:
            (contentSize.height > bounds.height || alwaysBounceVertical,
             contentSize.width > bounds.width || alwaysBounceHorizontal)
        case .automatic:
            (contentSize.height > bounds.height || alwaysBounceVertical || isNavigationContentScrollView,
             contentSize.width > bounds.width || alwaysBounceHorizontal)
        }
    }

    /// Whether the scroll view is its controller's content scroll view (its root view or
    /// the root view's first subview) and the controller is in a navigation controller.
    private var isNavigationContentScrollView: Bool {
        let owner = (next as? UIViewController) ?? (superview?.next as? UIViewController)
        guard let owner, owner.navigationController != nil, let root = owner.viewIfLoaded else { return false }
        return root === self || root.subviews.first === self
    }

    /// Recomputes `adjustedContentInset`; when it changes, `adjustedContentInsetDidChange()`
    /// then the delegate hear of it. Content resting at the top (or left) edge stays at
    /// the new edge when the safe area's share changes (how a list starts below the status
    /// bar), unless the scroll view is being touched or moving.
    func updateAdjustedContentInset(keepingRestingOffset: Bool = true) {
        let new = computedAdjustedContentInset
        let old = adjustedInsetStorage
        guard new != old else { return }
        adjustedInsetStorage = new
        if keepingRestingOffset, !trackingStorage, !draggingStorage, motion == nil {
            var offset = contentOffset
            if offset.y == -old.top { offset.y = -new.top }
            if offset.x == -old.left { offset.x = -new.left }
            if offset != contentOffset { contentOffset = offset }
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
        setNeedsLayout()
    }

    /// The offsets the content rests within on each axis: from minus the leading inset to
    /// the content's far edge plus its inset, less the scroll view's size (never below the
    /// start).
    var offsetRanges: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) { offsetRanges(for: contentSize) }

    /// The resting range for content of `contentSize` (a zoom's, before it is applied).
    func offsetRanges(for contentSize: CGSize) -> (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let size = bounds.size
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - size.width)
        let maxY = max(minY, contentSize.height + inset.bottom - size.height)
        return (minX...maxX, minY...maxY)
    }

    /// `offset` brought within the resting range.
    func clampedOffset(_ offset: CGPoint, contentSize: CGSize? = nil) -> CGPoint {
        let ranges = offsetRanges(for: contentSize ?? self.contentSize)
        return CGPoint(x: min(max(offset.x, ranges.x.lowerBound), ranges.x.upperBound),
                       y: min(max(offset.y, ranges.y.lowerBound), ranges.y.upperBound))
    }

    /// Whether the content is past an edge (rubber banded, or left there by code).
    var isPastEdges: Bool { clampedOffset(contentOffset) != contentOffset }

    /// Half a pixel of the scroll view's screen, in points: motions closer than this to
    /// their end have arrived.
    var motionThreshold: CGFloat {
        0.5 / (window?.screen.scale ?? UIScreen.main.scale)
    }
}
