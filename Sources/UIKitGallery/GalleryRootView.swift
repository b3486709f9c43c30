import UIKit

/// The root view: it keeps the switcher at the top of the safe area.
final class GalleryRootView: UIView {
    let switcher: ScreenSwitcher

    init(frame: CGRect, switcher: ScreenSwitcher) {
        self.switcher = switcher
        super.init(frame: frame)
        addSubview(switcher)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = max(safeAreaInsets.top, 20)
        switcher.frame = CGRect(x: 16, y: top, width: bounds.width - 32, height: 32)
    }

    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }
}
