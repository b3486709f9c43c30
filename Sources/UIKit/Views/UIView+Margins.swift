import CoreGraphics
import Foundation

extension UIView {
    /// The default spacing to use inside the view. Default 8 on every side; a view
    /// controller's root view starts at its controller's `systemMinimumLayoutMargins` and
    /// is kept at least at them while the controller respects them.
    public var layoutMargins: UIEdgeInsets {
        get {
            guard let controller = viewControllerStorage else { return layoutMarginsStorage }
            return controller.rootLayoutMargins(from: layoutMarginsStorage)
        }
        set {
            guard newValue != layoutMarginsStorage else { return }
            layoutMarginsStorage = newValue
            layoutMarginsInputsChanged()
        }
    }

    /// The margins changed (their value, or the minimum a controller keeps them at): the
    /// guides follow, the view and its controller hear of it, layout is due.
    func layoutMarginsInputsChanged() {
        systemGuideInsetsChanged()
        layoutMarginsDidChange()
        viewControllerStorage?.viewLayoutMarginsDidChange()
        setNeedsLayout()
    }

    /// The layout margins in leading/trailing terms (left-to-right here).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set {
            layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
                                         right: newValue.trailing)
        }
    }

    /// How far the view's bounds reach into the window's unsafe area (status bar, home
    /// indicator, notch): the window's safe-area insets, cut to the part of the window the
    /// view covers, and the `additionalSafeAreaInsets` of the view controllers whose root
    /// views hold it (UIViewController+SafeArea). Zero outside a window.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        return UIViewController.safeAreaInsets(of: self, in: window)
    }
}

extension UIView {
    /// Reports a changed safe area: stores it, calls `safeAreaInsetsDidChange()` (then, for a
    /// controller's root view, its `viewSafeAreaInsetsDidChange()`) and, unless
    /// the view is being laid out already, asks for layout. UIKit updates safe areas in the
    /// layout pass; so does this (a view's own before its `layoutSubviews()`, its subviews'
    /// after), so a view that only moves reports its new safe area at the next layout of
    /// its superview or itself.
    func updateSafeAreaInsets(layingOut: Bool) {
        updateSafeAreaInsets(to: safeAreaInsets, layingOut: layingOut)
    }

    /// Reports `insets` (the view's safe area, found by the caller) when it changed.
    func updateSafeAreaInsets(to insets: UIEdgeInsets, layingOut: Bool) {
        guard insets != reportedSafeAreaInsets else { return }
        reportedSafeAreaInsets = insets
        systemGuideInsetsChanged()
        safeAreaInsetsDidChange()
        viewControllerStorage?.viewSafeAreaInsetsDidChange()
        if !layingOut { setNeedsLayout() }
    }
}
