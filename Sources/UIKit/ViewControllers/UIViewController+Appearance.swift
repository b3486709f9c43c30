import Foundation

/// The appearance callbacks, called once per change in UIKit's pairs: a "will" callback
/// begins a change, the matching "did" callback ends it, and a change to where the
/// controller already is (or is going) is not reported again.
extension UIViewController {
    /// Whether the controller counts as on screen for its callbacks. A window's root
    /// controller is shown without callbacks (the full life cycle comes with containment),
    /// so a controller no callback has reached counts as appeared while its view is in a
    /// window.
    var countsAsAppeared: Bool {
        switch appearance {
        case .appeared, .appearing: true
        case .disappeared, .disappearing: false
        case nil: viewIfLoaded?.window != nil
        }
    }

    /// Calls `viewWillAppear(_:)` (appearing) or `viewWillDisappear(_:)`, unless the
    /// controller is already there or on its way.
    func beginAppearanceChange(appearing: Bool, animated: Bool) {
        if appearing {
            guard !countsAsAppeared else { return }
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard countsAsAppeared else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
    }

    /// Calls `viewIsAppearing(_:)` while an appearance is under way and the view is in a
    /// window.
    func reportViewIsAppearing(animated: Bool) {
        guard appearance == .appearing, viewIfLoaded?.window != nil else { return }
        viewIsAppearing(animated)
    }

    /// Calls `viewDidAppear(_:)` or `viewDidDisappear(_:)` to end the change under way.
    func endAppearanceChange(animated: Bool) {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(animated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(animated)
        case .appeared, .disappeared, nil:
            break
        }
    }
}
