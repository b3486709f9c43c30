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
        // The root views from `view` up to the window whose controllers add insets, and
        // the scroll views holding `view`, innermost first (usually none: then no array
        // is made).
        var steps: [SafeAreaStep] = []
        var current: UIView? = view
        while let candidate = current, candidate !== window {
            if let extra = candidate.viewControllerStorage?.safeAreaInsetsAdded, extra != .zero {
                steps.append(.controllerRoot(candidate, extra))
            }
            current = candidate.superviewStorage
            if let scrollView = current as? UIScrollView {
                let axes = scrollView.safeAreaAdjustedAxes
                if axes.vertical || axes.horizontal { steps.append(.scrollContent(scrollView, axes)) }
            }
        }
        let windowInsets = window.windowSafeAreaInsets
        if steps.isEmpty && windowInsets == .zero { return .zero }
        var safe = window.bounds.inset(by: windowInsets)
        var insets = UIEdgeInsets.zero
        for step in steps.reversed() {
            switch step {
            case .controllerRoot(let root, let extra):
                let frame = root.convert(root.bounds, to: window)
                let reach = UIEdgeInsets(reachOf: frame, beyond: safe)
                insets = UIEdgeInsets(top: max(0, reach.top + extra.top), left: max(0, reach.left + extra.left),
                                      bottom: max(0, reach.bottom + extra.bottom), right: max(0, reach.right + extra.right))
                safe = CGRect(x: frame.minX + insets.left, y: frame.minY + insets.top,
                              width: max(0, frame.width - insets.left - insets.right),
                              height: max(0, frame.height - insets.top - insets.bottom))
            case .scrollContent(_, let axes):
                let unlimited = CGFloat.greatestFiniteMagnitude / 4
                if axes.vertical { safe = CGRect(x: safe.minX, y: -unlimited, width: safe.width, height: 2 * unlimited) }
                if axes.horizontal { safe = CGRect(x: -unlimited, y: safe.minY, width: 2 * unlimited, height: safe.height) }
            }
        }
        if case .controllerRoot(let root, _) = steps.first, root === view { return insets }
        return UIEdgeInsets(reachOf: view.convert(view.bounds, to: window), beyond: safe)
    }

    /// A step down from the window that changes the safe area: a controller's root view
    /// adding insets, or a scroll view's content, safe along the axes its inset absorbs.
    private enum SafeAreaStep {
        case controllerRoot(UIView, UIEdgeInsets)
        case scrollContent(UIScrollView, (vertical: Bool, horizontal: Bool))
    }

    /// The insets added to the root view's safe area: the controller's own additional
    /// insets and its container's bars (a navigation controller's bar and toolbar).
    var safeAreaInsetsAdded: UIEdgeInsets {
        let extra = additionalSafeAreaInsets, bars = barSafeAreaInsets
        return UIEdgeInsets(top: extra.top + bars.top, left: extra.left + bars.left,
                            bottom: extra.bottom + bars.bottom, right: extra.right + bars.right)
    }
}
