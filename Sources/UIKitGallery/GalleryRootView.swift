import UIKit

/// The root view of a live Gallery tab with several screens: the screen switcher — a
/// segmented control, one segment per screen — at the top of the safe area (20 points down
/// where the safe area reaches the window's top edge, as on a phone turned to landscape), the
/// shown screen's view filling the rest. Below the switcher the screen's own safe area starts at its top, so a screen that
/// lays out from its safe area clears the switcher.
final class GalleryRootView: UIView {
    /// UIKit's segment title size; smaller when every title would not fit at it.
    private static let titleSize: CGFloat = 13
    /// Room each segment keeps beside its title.
    private static let titleMargin: CGFloat = 12

    let switcher: UISegmentedControl
    /// The view of the screen shown.
    var screen: UIView? {
        didSet {
            guard screen !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let screen { insertSubview(screen, belowSubview: switcher) }
            setNeedsLayout()
        }
    }

    /// The switcher's width its title font was last chosen for.
    private var fittedWidth: CGFloat = -1

    init(frame: CGRect, switcher: UISegmentedControl) {
        self.switcher = switcher
        super.init(frame: frame)
        switcher.apportionsSegmentWidthsByContent = true
        addSubview(switcher)
    }

    required init?(coder: NSCoder) { nil }

    // Laid out again whenever the safe area changes (UIKit lays out a view whose safe area
    // changed).
    override func layoutSubviews() {
        super.layoutSubviews()
        let safe = bounds.inset(by: safeAreaInsets)
        switcher.frame = CGRect(x: safe.minX + 16, y: max(safe.minY, 20), width: safe.width - 32, height: 32)
        fitTitles(to: switcher.frame.width)
        screen?.frame = CGRect(x: 0, y: switcher.frame.maxY, width: bounds.width, height: bounds.height - switcher.frame.maxY)
    }

    /// Five titles may not fit a phone's width at 13 points, and a segmented control
    /// truncates titles that do not fit (as on iOS): the Gallery shrinks them all alike
    /// instead, to the largest half-point size at which every segment, apportioned by its
    /// content, holds its title in the selected (semibold, widest) weight.
    private func fitTitles(to width: CGFloat) {
        guard width != fittedWidth else { return }
        fittedWidth = width
        let titles = (0..<switcher.numberOfSegments).map { switcher.titleForSegment(at: $0) ?? "" }
        let unit = UIFont.systemFont(ofSize: 1, weight: .semibold)
        // Title widths grow with the size; a segment's natural width adds 12 points a side
        // and a squeezed one keeps 6 (UISegmentedControl's margins).
        let unitWidths = titles.map { $0.size(withAttributes: [.font: unit.withSize(Self.titleSize)]).width / Self.titleSize }
        var size = Self.titleSize
        while size > 6 {
            let widths = unitWidths.map { $0 * size }
            let natural = widths.reduce(0) { $0 + $1 + 24 }
            let share = min(1, width / natural)
            if widths.allSatisfy({ ($0 + 24) * share >= $0.rounded(.up) + 12 }) { break }
            size -= 0.5
        }
        switcher.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: size)], for: .normal)
        switcher.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: size, weight: .semibold)], for: .selected)
    }
}
