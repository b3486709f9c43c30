import Foundation

/// What tests read of a segmented control's parts.
extension UISegmentedControl {
    /// The thumb (hidden when no segment shows as selected).
    @_spi(Testing) public var testingThumbView: UIView { thumbView }

    /// The separators, left to right.
    @_spi(Testing) public var testingSeparatorViews: [UIView] { separatorViews }

    /// The view showing segment `segment`'s content (a label or an image view).
    @_spi(Testing) public func testingContentView(forSegmentAt segment: Int) -> UIView? {
        segmentIfPresent(at: segment)?.visibleContentView
    }

    /// Segment `segment`'s rectangle in the current bounds.
    @_spi(Testing) public func testingSegmentFrame(at segment: Int) -> CGRect? {
        let frames = currentLayout().segmentFrames
        return frames.indices.contains(segment) ? frames[segment] : nil
    }
}
