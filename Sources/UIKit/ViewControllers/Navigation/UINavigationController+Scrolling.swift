import Foundation

/// The bars follow the top controller's content scroll view (`contentScrollView(for:)`):
/// the navigation bar shows its scroll-edge appearance while the content's top is at or
/// below the bar's bottom and collapses its large title as the content scrolls up under
/// it; the toolbar shows its scroll-edge appearance while the content's end is above it.
extension UINavigationController {
    /// The top controller or its scroll view changed: follow the new one.
    func contentScrollViewsDidChange() {
        let scroll = topViewController?.contentScrollView(for: .top)
        if let old = observedScrollView, old !== scroll, old.barScrollObserver === self { old.barScrollObserver = nil }
        observedScrollView = scroll
        scroll?.barScrollObserver = self
        updateBarsForScrolling()
        tabBarController?.contentScrollViewsDidChange()
    }

    /// The scroll view the bars follow moved.
    func contentScrollViewDidScroll(_ scrollView: UIScrollView) {
        guard scrollView === observedScrollView else {
            if scrollView.barScrollObserver === self { scrollView.barScrollObserver = nil }
            return
        }
        updateBarsForScrolling()
    }

    /// Sets the bars' scroll edges and the large title's collapse from where the content is.
    func updateBarsForScrolling() {
        let bar = managedNavigationBar
        guard let root = viewIfLoaded, let scroll = observedScrollView, scroll.isDescendant(of: root) else {
            bar.isAtScrollEdge = true
            bar.largeTitleCollapse = 0
            managedToolbar.isAtScrollEdge = true
            return
        }
        // Where the top of the content is, in the navigation controller's view.
        let contentTop = scroll.convert(CGPoint(x: 0, y: 0), to: root).y
        if bar.showsLargeTitle {
            let expandedBottom = root.safeAreaInsets.top + bar.sizeThatFits(root.bounds.size).height
                + bar.largeTitleCollapse
            bar.largeTitleCollapse = min(UINavigationBar.largeTitleHeight, max(0, expandedBottom - contentTop))
        } else {
            bar.largeTitleCollapse = 0
        }
        let barBottom = root.safeAreaInsets.top + bar.sizeThatFits(root.bounds.size).height
        bar.isAtScrollEdge = contentTop >= barBottom - 0.5
        let contentBottom = scroll.convert(CGPoint(x: 0, y: scroll.contentSize.height), to: root).y
        managedToolbar.isAtScrollEdge = contentBottom <= managedToolbar.frame.minY + 0.5
        // A collapse changed the bar's height: the bar and the content's safe area follow now.
        if bar.frame.height != bar.sizeThatFits(root.bounds.size).height { placeBarsAndContent() }
    }
}
