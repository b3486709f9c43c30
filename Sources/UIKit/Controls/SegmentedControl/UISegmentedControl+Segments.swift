import Foundation

/// Managing segments: inserting, removing and changing them, with UIKit's index rules —
/// insertion indexes are pinned to 0…`numberOfSegments`, other indexes out of range are
/// ignored.
extension UISegmentedControl {
    /// How long an animated insertion or removal takes.
    static let segmentChangeDuration: TimeInterval = 0.25

    /// Segment `index`, or nil out of range.
    func segmentIfPresent(at index: Int) -> SegmentedControlSegment? {
        segments.indices.contains(index) ? segments[index] : nil
    }

    /// `init(items:)`'s segment for one item.
    func insertSegment(forItem item: Any, at index: Int) {
        switch item {
        case let title as String: insertSegment(withTitle: title, at: index, animated: false)
        case let image as UIImage: insertSegment(with: image, at: index, animated: false)
        case let action as UIAction: insertSegment(action: action, at: index, animated: false)
        default:
            preconditionFailure("UISegmentedControl(items:): item \(index) is a \(type(of: item)); "
                                + "pass Strings, UIImages or UIActions")
        }
    }

    func insert(_ segment: SegmentedControlSegment, at index: Int, animated: Bool) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        // The selection (and the thumb) stays on the segment it was on.
        if selectedIndexStorage >= index { selectedIndexStorage += 1 }
        if let thumb = laidOutThumbSegment, thumb >= index { laidOutThumbSegment = thumb + 1 }
        for view in segment.contentViews { addSubview(view) }
        segmentsDidChange(animated: animated, fadingIn: [segment.visibleContentView])
    }

    func insertActionSegment(_ action: UIAction, at index: Int, animated: Bool) {
        let existing = segmentIndex(identifiedBy: action.identifier)
        if existing != NSNotFound {
            if existing == min(max(index, 0), segments.count - 1) {
                replaceAction(action, forSegmentAt: existing)
                return
            }
            remove(at: existing, animated: false)
        }
        insert(SegmentedControlSegment(action: action), at: index, animated: animated)
    }

    func remove(at index: Int, animated: Bool) {
        guard segments.indices.contains(index) else { return }
        let segment = segments.remove(at: index)
        if selectedIndexStorage == index {
            selectedIndexStorage = UISegmentedControl.noSegment
        } else if selectedIndexStorage > index {
            selectedIndexStorage -= 1
        }
        if let thumb = laidOutThumbSegment {
            laidOutThumbSegment = thumb == index ? nil : thumb > index ? thumb - 1 : thumb
        }
        segmentsDidChange(animated: animated, fadingOut: segment.contentViews)
    }

    func removeEverySegment() {
        let removed = segments.flatMap(\.contentViews)
        segments.removeAll()
        selectedIndexStorage = UISegmentedControl.noSegment
        laidOutThumbSegment = nil
        segmentsDidChange(animated: false, fadingOut: removed)
    }

    func setContent(_ content: SegmentedControlSegment.Content, forSegmentAt index: Int) {
        guard let segment = segmentIfPresent(at: index) else { return }
        segment.content = content
        segmentSizesDidChange()
    }

    func replaceAction(_ action: UIAction, forSegmentAt index: Int) {
        guard let segment = segmentIfPresent(at: index) else { return }
        let holder = segmentIndex(identifiedBy: action.identifier)
        if holder != NSNotFound && holder != index {
            preconditionFailure("UISegmentedControl.setAction(_:forSegmentAt:): segment \(holder) already has an action "
                                + "identified \"\(action.identifier.rawValue)\"; give each segment's action its own identifier")
        }
        segment.action = action
        segment.content = SegmentedControlSegment.content(of: action)
        segmentSizesDidChange()
    }

    func setSegmentEnabled(_ enabled: Bool, at index: Int) {
        guard let segment = segmentIfPresent(at: index), segment.isEnabled != enabled else { return }
        segment.isEnabled = enabled
        setNeedsLayout()
    }

    func setSegmentWidth(_ width: CGFloat, at index: Int) {
        guard let segment = segmentIfPresent(at: index) else { return }
        segment.width = width.isFinite ? max(0, width) : 0
        segmentSizesDidChange()
    }

    func setSegmentContentOffset(_ offset: CGSize, at index: Int) {
        guard let segment = segmentIfPresent(at: index), offset.width.isFinite, offset.height.isFinite else { return }
        segment.contentOffset = offset
        setNeedsLayout()
    }

    /// A segment's content or width changed: the control's size may change and the
    /// segments are laid out again.
    func segmentSizesDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Segments were inserted or removed: separators are added or dropped, and the segments
    /// are laid out again — at the next layout, or now in an animation (in a window, when
    /// asked) where the other segments slide to their places, `fadingIn` (a new segment's
    /// content) fades in where it belongs and `fadingOut` (a removed segment's views) fades
    /// out where it was before leaving the control.
    func segmentsDidChange(animated: Bool, fadingIn: [UIView] = [], fadingOut: [UIView] = []) {
        // A finger down on the control no longer points at the segment it was on.
        touchSession = nil
        let newSeparators = matchSeparatorsToSegments()
        invalidateIntrinsicContentSize()
        guard animated, window != nil, UIView.areAnimationsEnabled else {
            for view in fadingOut { view.removeFromSuperview() }
            setNeedsLayout()
            return
        }
        // What appears starts where it ends, transparent, so that only its opacity animates.
        UIView.performWithoutAnimation {
            layoutSegmentViews()
            for view in fadingIn + newSeparators { view.alpha = 0 }
        }
        UIView.animate(withDuration: UISegmentedControl.segmentChangeDuration, delay: 0, options: [.beginFromCurrentState],
                       animations: {
            for view in fadingOut { view.alpha = 0 }
            self.layoutSegmentViews()
        }, completion: { _ in
            for view in fadingOut { view.removeFromSuperview() }
        })
    }

    /// Adds or removes separator views so there is one between each pair of segments;
    /// answers the ones added.
    private func matchSeparatorsToSegments() -> [UIView] {
        let wanted = max(0, segments.count - 1)
        var added: [UIView] = []
        while separatorViews.count < wanted {
            let separator = UIView()
            separator.isUserInteractionEnabled = false
            separator.backgroundColor = UISegmentedControl.separatorColor
            insertSubview(separator, aboveSubview: trackView)
            separatorViews.append(separator)
            added.append(separator)
        }
        while separatorViews.count > wanted {
            separatorViews.removeLast().removeFromSuperview()
        }
        return added
    }
}
