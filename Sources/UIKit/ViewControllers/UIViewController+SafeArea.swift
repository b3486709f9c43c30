import CoreGraphics
import Foundation

/// The safe area with view controllers in it: a controller's root view takes the safe
/// area its superview gives it plus the controller's `additionalSafeAreaInsets`, and the
/// views inside it measure theirs from that.
extension UIViewController {
    /// The safe-area insets of `view` in `window` (its window): the window's own unsafe
    /// edges, narrowed by each controller's additional insets on the way down, outermost
    /// first. Negative additional insets never make an inset below zero. Inside a scroll
    /// view, the edges whose safe area the scroll view adds to its content inset are safe
    /// (UIKit does not propagate them to the content: content scrolled under a bar or the
    /// home indicator keeps its margins, so its layout does not depend on the scroll
    /// position).
    static func safeAreaInsets(of view: UIView, in window: UIWindow) -> UIEdgeInsets {
        safeAreaRegion(of: view, in: window).insets
    }

    /// The safe area at `view`, found from the window down.
    static func safeAreaRegion(of view: UIView, in window: UIWindow) -> SafeAreaRegion {
        guard view !== window, let superview = view.superviewStorage else {
            let windowInsets = window.windowSafeAreaInsets
            let safe = window.bounds.inset(by: windowInsets)
            let insets = windowInsets == .zero ? UIEdgeInsets.zero : UIEdgeInsets(reachOf: window.bounds, beyond: safe)
            return SafeAreaRegion(safe: safe, shift: .zero, insets: insets, narrowed: windowInsets != .zero)
        }
        return safeAreaRegion(of: view, under: safeAreaRegion(of: superview, in: window), of: superview, in: window)
    }

    /// The safe area at `view`, a subview of `superview` whose safe area is `region` (one
    /// step down: a view laying out its subviews finds theirs without walking up again).
    static func safeAreaRegion(of view: UIView, under region: SafeAreaRegion, of superview: UIView,
                               in window: UIWindow) -> SafeAreaRegion {
        var safe = region.safe, narrowed = region.narrowed
        if let scrollView = superview as? UIScrollView {
            let axes = scrollView.safeAreaAdjustedAxes
            let unlimited = CGFloat.greatestFiniteMagnitude / 4
            if axes.vertical { safe = CGRect(x: safe.minX, y: -unlimited, width: safe.width, height: 2 * unlimited) }
            if axes.horizontal { safe = CGRect(x: -unlimited, y: safe.minY, width: 2 * unlimited, height: safe.height) }
            narrowed = narrowed || axes.vertical || axes.horizontal
        }
        var shift: CGPoint?
        if let parent = region.shift, let step = view.layer.translation(toSuperlayer: superview.layer) {
            shift = CGPoint(x: parent.x + step.x, y: parent.y + step.y)
        }
        let frame = shift.map { view.bounds.offsetBy(dx: $0.x, dy: $0.y) } ?? view.convert(view.bounds, to: window)
        if let extra = view.viewControllerStorage?.safeAreaInsetsAdded, extra != .zero {
            let reach = UIEdgeInsets(reachOf: frame, beyond: safe)
            let insets = UIEdgeInsets(top: max(0, reach.top + extra.top), left: max(0, reach.left + extra.left),
                                      bottom: max(0, reach.bottom + extra.bottom), right: max(0, reach.right + extra.right))
            let rootSafe = CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                                  width: max(0, frame.width - insets.left - insets.right),
                                  height: max(0, frame.height - insets.top - insets.bottom))
            return SafeAreaRegion(safe: rootSafe, shift: shift, insets: insets, narrowed: true)
        }
        // With no unsafe edges and nothing on the way that narrows or widens the safe area,
        // every view is safe.
        let insets = narrowed ? UIEdgeInsets(reachOf: frame, beyond: safe) : .zero
        return SafeAreaRegion(safe: safe, shift: shift, insets: insets, narrowed: narrowed)
    }

    /// The insets added to the root view's safe area: the controller's own additional
    /// insets and its container's bars (a navigation controller's bar and toolbar).
    var safeAreaInsetsAdded: UIEdgeInsets {
        let extra = additionalSafeAreaInsets, bars = barSafeAreaInsets
        return UIEdgeInsets(top: extra.top + bars.top, left: extra.left + bars.left,
                            bottom: extra.bottom + bars.bottom, right: extra.right + bars.right)
    }
}
