import Foundation

/// The appearance callbacks, in UIKit's pairs: a "will" callback begins a change, the
/// matching "did" callback ends it, `viewIsAppearing(_:)` comes once in between while
/// appearing (in the layout pass that places the root view, `UIView.layoutSublayers(of:)`,
/// or where the route places it; at the latest just before `viewDidAppear(_:)`). Every
/// route ends here: the window (its root controller), the view hierarchy (a child's view
/// entering or leaving a shown parent's, `rootViewWillMove(toWindow:)`),
/// containment transitions, presentation, and the public begin/end calls. A change is
/// passed on to the children whose views are in the controller's view when it forwards
/// appearance automatically, the parent's callback first.
extension UIViewController {
    /// Whether the controller is on screen or on its way there.
    var countsAsAppeared: Bool { appearance == .appeared || appearance == .appearing }

    /// Calls `viewWillAppear(_:)` (appearing) or `viewWillDisappear(_:)` and passes the
    /// change on to the children, unless the controller is already there or on its way:
    /// then nothing happens, with UIKit's warning for the public calls. Returns whether a
    /// change began.
    @discardableResult
    func beginAppearanceChange(appearing: Bool, animated: Bool, warnsIfUnbalanced: Bool = false) -> Bool {
        guard countsAsAppeared != appearing else {
            if warnsIfUnbalanced { warnUnbalancedAppearance() }
            return false
        }
        appearance = appearing ? .appearing : .disappearing
        appearanceAnimated = animated
        appearanceFollowsWindowMove = false
        hasReportedIsAppearing = false
        appearanceGeneration &+= 1
        if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        for child in forwardedChildren where child.countsAsAppeared != appearing {
            child.beginAppearanceChange(appearing: appearing, animated: animated)
        }
        return true
    }

    /// Calls `viewIsAppearing(_:)` once per appearance, while it is under way and the view
    /// is in a window (or, at the end of the appearance, wherever it is), then passes it on
    /// to the children appearing with the controller.
    func reportViewIsAppearing(inWindowOnly: Bool = true) {
        guard appearance == .appearing, !hasReportedIsAppearing else { return }
        if inWindowOnly && viewIfLoaded?.window == nil { return }
        hasReportedIsAppearing = true
        viewIsAppearing(appearanceAnimated)
        for child in forwardedChildren where child.appearance == .appearing {
            child.reportViewIsAppearing(inWindowOnly: inWindowOnly)
        }
    }

    /// Calls `viewDidAppear(_:)` (after `viewIsAppearing(_:)` if it has not come) or
    /// `viewDidDisappear(_:)` to end the change under way, then ends the children's
    /// changes in the same direction. With no change under way, nothing happens (with
    /// UIKit's warning for the public call).
    func endAppearanceChange(warnsIfUnbalanced: Bool = false) {
        let animated = appearanceAnimated
        appearanceFollowsWindowMove = false
        switch appearance {
        case .appearing:
            reportViewIsAppearing(inWindowOnly: false)
            appearance = .appeared
            viewDidAppear(animated)
            isMovingToParentFlag = false
            for child in forwardedChildren where child.appearance == .appearing { child.endAppearanceChange() }
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
            isMovingFromParentFlag = false
            for child in forwardedChildren where child.appearance == .disappearing { child.endAppearanceChange() }
        case .appeared, .disappeared:
            if warnsIfUnbalanced { warnUnbalancedAppearance() }
        }
    }

    /// Ends the change under way once the next commit has laid the view out (as UIKit
    /// sends a shown window's root controller `viewDidAppear(_:)` after the commit that
    /// places it), unless another change began meanwhile. A turn runs its queued blocks
    /// before its commit, so the end waits for the turn after the next one.
    func endAppearanceChangeAfterCommit() {
        let generation = appearanceGeneration
        let runLoop = HostRunLoop.current
        runLoop.perform {
            runLoop.perform { [weak self] in
                guard let self, self.appearanceGeneration == generation else { return }
                self.endAppearanceChange()
            }
        }
    }

    /// The child's route: the root view is about to enter (`window` non-nil) or leave a
    /// window. A child of a shown (or showing) parent that forwards appearance begins to
    /// appear; a controller on screen whose parent (if any) forwards begins to disappear.
    /// Changes begun otherwise (a transition, a presentation, the window's root) are left
    /// to their route.
    func rootViewWillMove(toWindow window: UIWindow?) {
        if window != nil {
            guard let parent = parentStorage, parent.shouldAutomaticallyForwardAppearanceMethods,
                  parent.countsAsAppeared, !countsAsAppeared else { return }
            beginAppearanceChange(appearing: true, animated: false)
        } else {
            guard countsAsAppeared, parentStorage?.shouldAutomaticallyForwardAppearanceMethods ?? true else { return }
            beginAppearanceChange(appearing: false, animated: false)
        }
        appearanceFollowsWindowMove = true
    }

    /// The root view entered or left a window: a change `rootViewWillMove(toWindow:)` began
    /// ends now, unless the parent is itself changing (its end ends the child's).
    func rootViewDidMoveToWindow() {
        guard appearanceFollowsWindowMove else { return }
        if let parent = parentStorage, parent.appearance == .appearing || parent.appearance == .disappearing { return }
        reportViewIsAppearing()
        endAppearanceChange()
    }

    /// The children the controller's appearance changes pass to: none when it does not
    /// forward automatically; else those whose views are in its view.
    private var forwardedChildren: [UIViewController] {
        guard !childrenStorage.isEmpty, shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else {
            return []
        }
        return childrenStorage.filter { $0.viewIfLoaded?.isDescendant(of: root) == true }
    }

    /// UIKit's log line for begin/end calls that do not pair up, said once.
    private func warnUnbalancedAppearance() {
        let environment = HostEnvironment.current.uiKit
        guard !environment.warnedUnbalancedAppearance else { return }
        environment.warnedUnbalancedAppearance = true
        print("Unbalanced calls to begin/end appearance transitions for \(Self.describe(self)).")
    }
}
