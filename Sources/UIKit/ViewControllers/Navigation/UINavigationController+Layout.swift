import Foundation

/// Where the bars and the controllers' views go: the bar below the status bar (its
/// background running up under it), the toolbar above the home indicator, each
/// controller's view under the bars it extends under (translucent ones, or opaque ones with
/// `extendedLayoutIncludesOpaqueBars`), with the bars it is under added to its safe area.
extension UINavigationController {
    /// Places the bars and the views of the controllers, then follows the top controller's
    /// scroll view.
    func layoutBarsAndContent() {
        placeBarsAndContent()
        contentScrollViewsDidChange()
    }

    /// Places the bars and the views of the controllers in the transition view.
    func placeBarsAndContent() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        let safe = root.safeAreaInsets
        let bar = managedNavigationBar
        let barHeight = bar.sizeThatFits(bounds.size).height
        bar.frame = CGRect(x: 0, y: isNavigationBarHidden ? -(barHeight + safe.top) : safe.top,
                           width: bounds.width, height: barHeight)
        bar.isHidden = isNavigationBarHidden && runningBarAnimations == 0
        let toolbar = managedToolbar
        let toolbarHeight = toolbar.sizeThatFits(bounds.size).height
        let toolbarShown = showsToolbar
        toolbar.frame = CGRect(x: 0, y: toolbarShown ? bounds.height - safe.bottom - toolbarHeight : bounds.height,
                               width: bounds.width, height: toolbarHeight + (toolbarShown ? safe.bottom : 0))
        toolbar.isHidden = !toolbarShown && runningBarAnimations == 0
        transitionView.frame = bounds
        for controller in stack {
            guard let content = controller.viewIfLoaded, content.superview === transitionView else { continue }
            place(controller, in: bounds)
        }
    }

    /// Gives `controller`'s view its frame and its safe-area share of the bars.
    func place(_ controller: UIViewController, in bounds: CGRect) {
        let frame = contentFrame(for: controller, in: bounds)
        let content: UIView = controller.view
        // By size and centre, not frame: a push or pop moves the views by their transforms.
        if content.bounds.size != frame.size { content.bounds.size = frame.size }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if content.center != center { content.center = center }
        controller.barSafeAreaInsets = barInsets(for: controller, frame: frame)
    }

    /// Whether the toolbar shows now: not hidden, and the top controller does not hide it.
    var showsToolbar: Bool {
        !isToolbarHidden && !(topViewController?.hidesBottomBarWhenPushed ?? false)
    }

    /// The frame of `controller`'s view: the whole view, less the bars it does not extend
    /// under.
    func contentFrame(for controller: UIViewController, in bounds: CGRect) -> CGRect {
        var frame = bounds
        let edges = controller.edgesForExtendedLayout
        let opaqueToo = controller.extendedLayoutIncludesOpaqueBars
        if !isNavigationBarHidden {
            let bar = managedNavigationBar
            if !edges.contains(.top) || (!bar.isTranslucent && !opaqueToo) {
                let top = bar.frame.maxY
                frame.origin.y = top
                frame.size.height -= top
            }
        }
        if showsToolbar {
            let toolbar = managedToolbar
            if !edges.contains(.bottom) || (!toolbar.isTranslucent && !opaqueToo) {
                frame.size.height = max(0, toolbar.frame.minY - frame.minY)
            }
        }
        return frame
    }

    /// The safe-area insets the bars add to a view at `frame`: the bars' heights where
    /// the view runs under them (the window's own insets count already).
    func barInsets(for controller: UIViewController, frame: CGRect) -> UIEdgeInsets {
        guard let root = viewIfLoaded else { return .zero }
        let safe = root.safeAreaInsets
        var insets = UIEdgeInsets.zero
        if !isNavigationBarHidden {
            // The large title's full height counts while it collapses, so that the content's
            // resting offset, and so the collapse, do not feed back into each other
            // (docs/DIFFERENCES.md).
            let bar = managedNavigationBar
            let collapsed = bar.showsLargeTitle ? min(UINavigationBar.largeTitleHeight, bar.largeTitleCollapse) : 0
            insets.top = max(0, bar.frame.maxY + collapsed - max(frame.minY, safe.top))
        }
        if showsToolbar {
            let bottomEdge = min(frame.maxY, root.bounds.height - safe.bottom)
            insets.bottom = max(0, bottomEdge - managedToolbar.frame.minY)
        }
        return insets
    }

    /// The bars were shown or hidden: lay out again, sliding them (and the content's safe
    /// area) when `animated`.
    func barsVisibilityDidChange(animated: Bool) {
        guard let root = viewIfLoaded else { return }
        root.setNeedsLayout()
        guard animated, root.window != nil else { return }
        runningBarAnimations += 1
        UIView.animate(withDuration: TimeInterval(UINavigationController.hideShowBarDuration), animations: {
            root.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self else { return }
            self.runningBarAnimations -= 1
            root.setNeedsLayout()
        })
    }
}
