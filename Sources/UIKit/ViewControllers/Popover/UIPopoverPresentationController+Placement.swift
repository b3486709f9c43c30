import CoreGraphics
import Foundation

/// Where the popover goes: its source resolved into the container, its layout computed
/// and applied, and placed again (after asking the delegate) when the window's size
/// changes.
extension UIPopoverPresentationController {
    /// The source's rectangle in `container`: the source item's (a view's bounds, a bar
    /// button item's view's), else the bar button item's, else `sourceRect` in `sourceView`
    /// (its bounds when `sourceRect` is null); nil when the source is not in the window.
    func sourceRect(in container: UIView) -> CGRect? {
        guard let window = container.window else { return nil }
        let item: AnyObject? = sourceItem ?? barButtonItem
        if let view = item as? UIView {
            return view.window === window ? view.convert(view.bounds, to: container) : nil
        }
        if let barItem = item as? UIBarButtonItem {
            guard let view = barItem.displayedView(in: window) else { return nil }
            return view.convert(view.bounds, to: container)
        }
        guard let sourceView, sourceView.window === window else { return nil }
        return sourceView.convert(sourceRect.isNull ? sourceView.bounds : sourceRect, to: container)
    }

    /// The popover's layout in its container now; nil before it is in a window or when
    /// its source is not.
    func computedLayout() -> PopoverLayout? {
        guard let container = containerView, let window = container.window,
              let source = sourceRect(in: container) else { return nil }
        let safe = window.safeAreaInsets
        let insets = UIEdgeInsets(top: safe.top + popoverLayoutMargins.top, left: safe.left + popoverLayoutMargins.left,
                                  bottom: safe.bottom + popoverLayoutMargins.bottom,
                                  right: safe.right + popoverLayoutMargins.right)
        let layout = PopoverLayout(source: source, preferredSize: presentedViewController.preferredContentSize,
                                   permitted: permittedArrowDirections, bounds: container.bounds, insets: insets)
        // The bubble draws the layout the popover is placed at.
        currentLayout = layout
        popoverView.layout = layout
        return layout
    }

    /// Places the popover again at once for a change of its source or size, unless a
    /// transition places it.
    func relayout() {
        guard containerView != nil, !isTransitioning, popoverView.superview != nil else { return }
        UIView.performWithoutAnimation {
            popoverView.frame = frameOfPresentedViewInContainerView
            popoverView.layoutIfNeeded()
        }
    }

    /// The window's size changed: the delegate may point the popover elsewhere
    /// (`willRepositionPopoverTo`), then it is placed again.
    func askToReposition() {
        if let delegate = delegate as? UIPopoverPresentationControllerDelegate,
           let view = sourceView ?? (sourceItem as? UIView) {
            var rect = sourceRect.isNull || sourceView == nil ? view.bounds : sourceRect
            var target = view
            delegate.popoverPresentationController(self, willRepositionPopoverTo: &rect, in: &target)
            if target !== view || rect != (sourceRect.isNull ? view.bounds : sourceRect) {
                sourceItem = nil
                sourceView = target
                sourceRect = rect
            }
        }
        relayout()
    }
}
