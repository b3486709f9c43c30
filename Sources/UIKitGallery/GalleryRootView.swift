import UIKit

/// The live Gallery's root view: the switcher at the top of the safe area (20 points down
/// where the safe area reaches the window's top edge, as on a phone turned to landscape),
/// the shown screen's view filling the rest. Below the switcher the screen's own safe area
/// starts at its top, so a screen that lays out from its safe area clears the switcher.
final class GalleryRootView: UIView {
    let switcher: ScreenSwitcher
    /// The view of the screen shown.
    var screen: UIView? {
        didSet {
            guard screen !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let screen { insertSubview(screen, belowSubview: switcher) }
            setNeedsLayout()
        }
    }

    init(frame: CGRect, switcher: ScreenSwitcher) {
        self.switcher = switcher
        super.init(frame: frame)
        addSubview(switcher)
    }

    required init?(coder: NSCoder) { nil }

    // Laid out again whenever the safe area changes (UIKit lays out a view whose safe area
    // changed).
    override func layoutSubviews() {
        super.layoutSubviews()
        let safe = bounds.inset(by: safeAreaInsets)
        switcher.frame = CGRect(x: safe.minX + 16, y: max(safe.minY, 20), width: safe.width - 32, height: 32)
        screen?.frame = CGRect(x: 0, y: switcher.frame.maxY, width: bounds.width, height: bounds.height - switcher.frame.maxY)
    }
}
