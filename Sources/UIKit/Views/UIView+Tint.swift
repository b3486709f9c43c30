import Foundation

extension UIView {
    /// How a view's tint colour is adjusted.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// The system's default tint (systemBlue, light appearance).
    static let defaultTint = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)

    /// The view's own tint, else the nearest ancestor's, else the default; grayed when the
    /// effective adjustment mode is `.dimmed`.
    var resolvedTintColor: UIColor {
        var view: UIView? = self
        var base = UIView.defaultTint
        while let current = view {
            if let own = current.tintColorStorage { base = own; break }
            view = current.superviewStorage
        }
        return effectiveTintAdjustmentMode == .dimmed ? UIView.dimmed(base) : base
    }

    /// The adjustment mode in effect: the first non-automatic one up the hierarchy.
    private var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.tintAdjustmentMode != .automatic { return current.tintAdjustmentMode }
            view = current.superviewStorage
        }
        return .normal
    }

    /// UIKit dims tints to a desaturated gray of the same brightness.
    private static func dimmed(_ color: UIColor) -> UIColor {
        guard let (r, g, b, a) = color.cgColor.rgbaComponents else { return color }
        let gray = 0.3 * r + 0.59 * g + 0.11 * b
        return UIColor(white: gray, alpha: a)
    }

    func setTintColor(_ color: UIColor?) {
        tintColorStorage = color
        propagateTintChange()
    }

    /// Calls `tintColorDidChange()` on this view and every descendant whose adjustment mode
    /// it decides (those left `.automatic`), whether or not they have a tint colour of their
    /// own: dimming changes every such tint.
    func propagateAdjustmentModeChange() {
        tintColorDidChange()
        for subview in subviewStorage where subview.tintAdjustmentMode == .automatic {
            subview.propagateAdjustmentModeChange()
        }
    }

    /// Calls `tintColorDidChange()` on this view and every descendant that inherits its tint.
    func propagateTintChange() {
        tintColorDidChange()
        for subview in subviewStorage where subview.tintColorStorage == nil {
            subview.propagateTintChange()
        }
    }
}
