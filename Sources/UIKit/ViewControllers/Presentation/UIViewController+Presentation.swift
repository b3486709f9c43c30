import Foundation

/// `present(_:animated:completion:)` and `dismiss(animated:completion:)`: the checks UIKit
/// makes (its warnings, its exceptions), the relationship between the controllers, and the
/// transitions (PresentationTransition).
extension UIViewController {
    /// The style a presentation uses: `.automatic` is `.pageSheet`, as iOS 13 and later
    /// resolve it for a plain view controller.
    var resolvedPresentationStyle: UIModalPresentationStyle {
        modalPresentationStyle == .automatic ? .pageSheet : modalPresentationStyle
    }

    func presentModally(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let presenter = controller.presentingStorage {
            preconditionFailure("UIViewController.present(_:animated:completion:): Application tried to present modally "
                + "a view controller \(Self.describe(controller)) that is already being presented by "
                + "\(Self.describe(presenter)); dismiss it before presenting it again")
        }
        if controller === self || controller.presentedStorage != nil || controller.isWindowRoot {
            preconditionFailure("UIViewController.present(_:animated:completion:): Application tried to present modally "
                + "an active controller \(Self.describe(controller)); present a controller that is not on screen")
        }
        if controller.modalPresentationStyle == .none {
            preconditionFailure("UIViewController.present(_:animated:completion:): modalPresentationStyle .none is not a "
                + "presentation style (it only answers adaptivePresentationStyle); choose another style for "
                + "\(Self.describe(controller))")
        }
        let attempt = "Attempt to present \(Self.describe(controller)) on \(Self.describe(self)) (from \(Self.describe(self)))"
        if let presented = presentedStorage {
            let inProgress = presented.transitionPhase != nil
            print(inProgress ? "\(attempt) while a presentation is in progress."
                : "\(attempt) which is already presenting \(Self.describe(presented)).")
            return
        }
        if transitionPhase != nil {
            print("\(attempt) while a presentation is in progress.")
            return
        }
        guard let window = viewIfLoaded?.window else {
            print("\(attempt) whose view is not in the window hierarchy.")
            return
        }
        let style = controller.resolvedPresentationStyle
        let inCurrentContext = style == .currentContext || style == .overCurrentContext
        // A child presents from the controller whose view holds it (in a current context,
        // from the one defining it, below); a detached controller does too, with UIKit's warning.
        if !(inCurrentContext && parentStorage != nil), let context = presentationContext, context !== self {
            if parentStorage == nil {
                print("Presenting view controllers on detached view controllers is discouraged \(Self.describe(self)).")
            }
            context.presentModally(controller, animated: animated, completion: completion)
            return
        }
        // The current-context styles are presented by the controller defining the context.
        let presenter = inCurrentContext ? currentContextController : self
        if controller.modalTransitionStyle == .partialCurl && style != .fullScreen {
            preconditionFailure("UIViewController.present(_:animated:completion:): Application tried to present "
                + "UIModalTransitionStylePartialCurl to or from non-fullscreen view controller "
                + "\(Self.describe(controller)); use .fullScreen with the partial curl")
        }
        if presenter !== self, presenter.presentedStorage != nil {
            print("Attempt to present \(Self.describe(controller)) on \(Self.describe(presenter)) (from "
                + "\(Self.describe(self))) which is already presenting \(Self.describe(presenter.presentedStorage!)).")
            return
        }
        let presentation = controller.presentationController(for: style, presentedBy: presenter, source: self, in: window)
        // The controller shown: the one asked for, or the one an adaptation put in its place.
        let shown = presentation.presentedViewController
        presentation.prepareForPresentation()
        let styleContext = presenter.providesPresentationContextTransitionStyle && presenter.definesPresentationContext
        presentation.transitionStyle = styleContext ? presenter.modalTransitionStyle : controller.modalTransitionStyle
        presenter.presentedStorage = shown
        shown.presentingStorage = presenter
        shown.presentation = presentation
        shown.transitionPhase = .presenting
        PresentationTransition.present(presentation, source: self, in: window, animated: animated) { completed in
            shown.transitionPhase = nil
            if completed {
                completion?()
            } else {
                presenter.presentedStorage = nil
                shown.presentingStorage = nil
            }
        }
    }

    func dismissModally(animated: Bool, completion: (() -> Void)?) {
        // The nearest of this controller and its ancestors that presents something, or is
        // presented (then its presenter dismisses it): a Done button's controller inside a
        // presented navigation controller dismisses that navigation controller, as in UIKit.
        var presenter: UIViewController?
        var candidate: UIViewController? = self
        while let controller = candidate, presenter == nil {
            presenter = controller.presentedStorage != nil ? controller : controller.presentingStorage
            candidate = controller.parentStorage
        }
        guard let presenter else {
            completion?()
            return
        }
        var chain: [UIViewController] = []
        var next = presenter.presentedStorage
        while let controller = next {
            chain.append(controller)
            next = controller.presentedStorage
        }
        if presenter.transitionPhase != nil || chain.contains(where: { $0.transitionPhase != nil }) {
            print("Attempt to dismiss from view controller \(Self.describe(presenter)) while a presentation or dismiss is in progress!")
            return
        }
        for controller in chain { controller.transitionPhase = .dismissing }
        PresentationTransition.dismiss(chain, from: presenter, animated: animated) { completed in
            guard completed else {
                for controller in chain { controller.transitionPhase = nil }
                return
            }
            let capturedStatusBar = chain.contains { $0.capturesStatusBarAppearance }
            presenter.presentedStorage = nil
            for controller in chain {
                controller.presentingStorage = nil
                controller.presentedStorage = nil
                controller.presentation = nil
                controller.transitionPhase = nil
            }
            // The status bar goes back to the controllers below.
            if capturedStatusBar { StatusBar.current.update() }
            completion?()
        }
    }

    /// The controller a current-context presentation from this one covers: the nearest
    /// one defining the presentation context among this one and its ancestors (parents, and
    /// the controllers presenting them), else the window's root controller.
    private var currentContextController: UIViewController {
        var next: UIViewController? = self
        var last = self
        while let controller = next {
            if controller.definesPresentationContext { return controller }
            last = controller
            next = controller.parentStorage ?? controller.presentingStorage
        }
        return viewIfLoaded?.window?.rootViewController ?? last
    }

    /// Whether the controller is the root view controller of a window.
    private var isWindowRoot: Bool {
        guard let window = viewIfLoaded?.window else { return false }
        return window.rootViewController === self
    }

    /// The controller a presentation from this one comes from: this one if it is presented
    /// or a window's root, else (a "detached" controller whose view was put in another's)
    /// the nearest such controller whose view holds this one's; nil when there is none.
    private var presentationContext: UIViewController? {
        var view = viewIfLoaded
        while let current = view {
            if let controller = current.viewControllerStorage,
               controller.presentingStorage != nil || controller.isWindowRoot {
                return controller
            }
            view = current.superview
        }
        return nil
    }

    /// A controller as UIKit names it in its messages: `<Module.Class: 0x…>`.
    static func describe(_ controller: UIViewController) -> String {
        "<\(String(reflecting: type(of: controller))): \(LayoutDiagnostics.address(of: controller))>"
    }
}
