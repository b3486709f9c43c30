import Foundation

/// What every view controller knows of the navigation controller it is in: the controller
/// itself, its toolbar items, how its view extends under the bars, and the scroll view the
/// bars follow.
extension UIViewController {
    /// The nearest navigation controller among this controller and its ancestors: the one
    /// whose stack holds it or one of its parents; nil outside a navigation stack.
    public var navigationController: UINavigationController? {
        var current: UIViewController? = self
        while let controller = current {
            if let navigation = controller.navigationControllerStorage { return navigation }
            current = controller.parentStorage
        }
        return nil
    }

    /// Shows `vc` the way the context calls for: a navigation controller (this one, or the
    /// one this controller is in) pushes it; elsewhere this controller presents it.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let navigation = (self as? UINavigationController) ?? navigationController {
            navigation.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// The items a navigation controller's toolbar shows while this controller is on top.
    public var toolbarItems: [UIBarButtonItem]? {
        get { toolbarItemsStorage }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets the toolbar items; when this controller is on top of a navigation controller,
    /// its toolbar shows them (fading when `animated`).
    public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        toolbarItemsStorage = toolbarItems
        if let navigation = navigationControllerStorage, navigation.topViewController === self {
            navigation.toolbar.setItems(toolbarItems, animated: animated)
        }
    }

    /// The edges of the view that extend under a navigation controller's bars (when they
    /// are translucent, or `extendedLayoutIncludesOpaqueBars`). Default `.all`.
    public var edgesForExtendedLayout: UIRectEdge {
        get { edgesForExtendedLayoutStorage }
        set {
            edgesForExtendedLayoutStorage = newValue
            navigationControllerStorage?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether the view extends under opaque bars too. Default false.
    public var extendedLayoutIncludesOpaqueBars: Bool {
        get { extendedLayoutIncludesOpaqueBarsStorage }
        set {
            extendedLayoutIncludesOpaqueBarsStorage = newValue
            navigationControllerStorage?.viewIfLoaded?.setNeedsLayout()
        }
    }

    /// Whether a navigation controller's toolbar hides while this controller is on top.
    /// Default false.
    public var hidesBottomBarWhenPushed: Bool {
        get { hidesBottomBarWhenPushedStorage }
        set { hidesBottomBarWhenPushedStorage = newValue }
    }

    /// Names `scrollView` as the scroll view whose offset the bars at `edge` follow (the
    /// navigation bar's scroll-edge appearance and large title for `.top`, the toolbar's for
    /// `.bottom`); nil goes back to finding it.
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews.removeAll { !$0.edge.intersection(edge).isEmpty }
        contentScrollViews.append((edge, scrollView))
        navigationControllerStorage?.contentScrollViewsDidChange()
    }

    /// The scroll view the bars at `edge` follow: the one given for that edge, else the
    /// root view if it is a scroll view, else the root view's first subview when that is a
    /// scroll view (as UIKit looks for it).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        if let given = contentScrollViews.last(where: { !$0.edge.intersection(edge).isEmpty }) { return given.view }
        guard let root = viewIfLoaded else { return nil }
        if let scroll = root as? UIScrollView { return scroll }
        return root.subviews.first as? UIScrollView
    }

    /// The insets added to the root view's safe area: the controller's own additional
    /// insets and its container's bars.
    var safeAreaInsetsAdded: UIEdgeInsets {
        let extra = additionalSafeAreaInsets, bars = barSafeAreaInsets
        return UIEdgeInsets(top: extra.top + bars.top, left: extra.left + bars.left,
                            bottom: extra.bottom + bars.bottom, right: extra.right + bars.right)
    }
}
