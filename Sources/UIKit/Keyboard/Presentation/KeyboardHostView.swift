import CoreGraphics
import Foundation

/// The part of the keyboard window that slides: the responder's input accessory view on
/// top, then the system keyboard or the responder's input view, then (for those that do not
/// reach it) the strip over the home indicator, in the keyboard's colour.
final class KeyboardHostView: UIView {
    /// The accessory view shown, and its height.
    private(set) var accessory: (view: UIView, height: CGFloat)?
    /// The keyboard or input view shown, and its height.
    private(set) var input: (view: UIView, height: CGFloat)?

    init() {
        super.init(frame: .zero)
        backgroundColor = KeyboardPalette.background
    }

    /// The keyboard's views are made by the keyboard only.
    required init?(coder: NSCoder) { nil }

    /// Shows `accessory` and `input` with their heights, in place of what was shown: views
    /// that go are taken out of the host, views that come are taken from where they were.
    func show(accessory: (view: UIView, height: CGFloat)?, input: (view: UIView, height: CGFloat)?) {
        for old in [self.accessory?.view, self.input?.view].compactMap({ $0 })
        where old !== accessory?.view && old !== input?.view && old.superview === self {
            old.removeFromSuperview()
        }
        self.accessory = accessory
        self.input = input
        for view in [accessory?.view, input?.view].compactMap({ $0 }) where view.superview !== self {
            addSubview(view)
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Takes every view out.
    func clear() {
        show(accessory: nil, input: nil)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        var y: CGFloat = 0
        if let accessory {
            accessory.view.frame = CGRect(x: 0, y: 0, width: width, height: accessory.height)
            y = accessory.height
        }
        input?.view.frame = CGRect(x: 0, y: y, width: width, height: input?.height ?? 0)
    }
}
