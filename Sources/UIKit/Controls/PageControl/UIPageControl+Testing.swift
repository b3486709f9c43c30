import Foundation

/// What tests read of a page control's indicators.
extension UIPageControl {
    /// The indicators drawn (none when hidden), in the order they appear: each page and
    /// its dot's (or image's) rectangle, scaled as drawn.
    @_spi(Testing) public var testingIndicatorFrames: [(page: Int, frame: CGRect)] {
        guard !hidesIndicators else { return [] }
        let sizes = indicatorSizes(pageCount: numberOfPagesStorage)
        return currentIndicatorLayout().indicators.map { indicator in
            let size = sizes[indicator.page]
            let width = size.width * indicator.scale, height = size.height * indicator.scale
            return (indicator.page, CGRect(x: indicator.center.x - width / 2, y: indicator.center.y - height / 2,
                                           width: width, height: height))
        }
    }

    /// The platter's rectangle, when it shows.
    @_spi(Testing) public var testingPlatterFrame: CGRect? {
        guard !hidesIndicators, showsPlatter else { return nil }
        return currentIndicatorLayout().platter
    }
}
