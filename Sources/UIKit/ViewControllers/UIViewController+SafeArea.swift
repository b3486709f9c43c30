import CoreGraphics
import Foundation

/// The safe area with view controllers in it: a controller's root view takes the safe
/// area its superview gives it plus the controller's `additionalSafeAreaInsets`, and the
/// views inside it measure theirs from that.
extension UIViewController {
    /// The safe-area insets of `view` in `window` (its window): the window's own unsafe
    /// edges, narrowed by each controller's additional insets on the way down, outermost
    /// first. Negative additional insets never make an inset below zero.
    static func safeAreaInsets(of view: UIView, in window: UIWindow) -> UIEdgeInsets {
        // The root views from `view` up to the window whose controllers add insets,
        // innermost first (usually none: then no array is made).
        var adding: [(root: UIView, extra: UIEdgeInsets)] = []
        var current: UIView? = view
        while let candidate = current, candidate !== window {
            if let extra = candidate.viewControllerStorage?.safeAreaInsetsAdded, extra != .zero {
                adding.append((candidate, extra))
            }
            current = candidate.superviewStorage
        }
        let windowInsets = window.windowSafeAreaInsets
        if adding.isEmpty && windowInsets == .zero { return .zero }
        var safe = window.bounds.inset(by: windowInsets)
        var insets = UIEdgeInsets.zero
        for (root, extra) in adding.reversed() {
            let frame = root.convert(root.bounds, to: window)
            let reach = UIEdgeInsets(reachOf: frame, beyond: safe)
            insets = UIEdgeInsets(top: max(0, reach.top + extra.top), left: max(0, reach.left + extra.left),
                                  bottom: max(0, reach.bottom + extra.bottom), right: max(0, reach.right + extra.right))
            safe = CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                          width: max(0, frame.width - insets.left - insets.right),
                          height: max(0, frame.height - insets.top - insets.bottom))
        }
        if adding.first?.root === view { return insets }
        return UIEdgeInsets(reachOf: view.convert(view.bounds, to: window), beyond: safe)
    }

    /// The insets added to the root view's safe area: the controller's own additional
    /// insets and its container's bars (a navigation controller's bar and toolbar).
    var safeAreaInsetsAdded: UIEdgeInsets {
        let extra = additionalSafeAreaInsets, bars = barSafeAreaInsets
        return UIEdgeInsets(top: extra.top + bars.top, left: extra.left + bars.left,
                            bottom: extra.bottom + bars.bottom, right: extra.right + bars.right)
    }
}
