import Foundation

/// Pages and indicators: the page count and current page with UIKit's pinning, the
/// indicator images, and where the indicators go.
extension UIPageControl {
    /// Every initializer's setup: the control draws its indicators itself, over a clear
    /// background, again whenever its bounds change.
    func configurePageControl() {
        isOpaque = false
        contentMode = .redraw
    }

    func setPageCount(_ count: Int) {
        let count = max(0, count)
        guard count != numberOfPagesStorage else { return }
        numberOfPagesStorage = count
        currentPageStorage = pinnedPage(currentPageStorage)
        displayedPage = pinnedPage(displayedPage)
        indicatorsDidChange()
    }

    func setCurrentPageProgrammatically(_ page: Int) {
        let page = pinnedPage(page)
        guard page != currentPageStorage || page != displayedPage else { return }
        currentPageStorage = page
        displayedPage = page
        setNeedsDisplay()
    }

    /// `page` pinned to 0…`numberOfPages` − 1 (0 without pages).
    func pinnedPage(_ page: Int) -> Int {
        min(max(page, 0), max(0, numberOfPagesStorage - 1))
    }

    func storeIndicatorImage(_ image: UIImage?, forPage page: Int, current: Bool) {
        guard page >= 0 else { return }
        if current {
            currentPageIndicatorImages[page] = image
        } else {
            indicatorImages[page] = image
        }
        indicatorsDidChange()
    }

    /// The indicators' sizes or order changed.
    func indicatorsDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The image `page`'s indicator shows when it is not current (nil: a dot).
    func shownIndicatorImage(forPage page: Int) -> UIImage? {
        indicatorImages[page] ?? preferredIndicatorImage
    }

    /// The image `page`'s indicator shows when it is current: its own current image, the
    /// preferred current image, else its usual image (nil: a dot).
    func shownCurrentIndicatorImage(forPage page: Int) -> UIImage? {
        currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage ?? shownIndicatorImage(forPage: page)
    }

    /// The size of each of the first `pageCount` pages' indicators: the larger of its two
    /// images (so the row does not move when the current page changes), or a dot.
    func indicatorSizes(pageCount: Int) -> [CGSize] {
        (0..<pageCount).map { page in
            let dot = CGSize(width: PageIndicatorLayout.dotDiameter, height: PageIndicatorLayout.dotDiameter)
            let usual = shownIndicatorImage(forPage: page)?.size ?? dot
            let current = shownCurrentIndicatorImage(forPage: page)?.size ?? dot
            return CGSize(width: max(usual.width, current.width), height: max(usual.height, current.height))
        }
    }

    /// Whether the indicators run vertically.
    var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// Whether the first page is at the right or bottom end.
    var isReversed: Bool {
        switch direction {
        case .natural: return effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .rightToLeft, .bottomToTop: return true
        case .leftToRight, .topToBottom: return false
        }
    }

    /// Whether the indicators are hidden: no pages, or one with `hidesForSinglePage`.
    var hidesIndicators: Bool {
        numberOfPagesStorage == 0 || (numberOfPagesStorage == 1 && hidesForSinglePage)
    }

    /// Where the indicators go now, around the displayed page.
    func currentIndicatorLayout() -> PageIndicatorLayout {
        PageIndicatorLayout(bounds: bounds, sizes: indicatorSizes(pageCount: numberOfPagesStorage), current: displayedPage,
                            vertical: isVertical, reversed: isReversed)
    }
}
