import CoreGraphics
import Foundation

/// What an edit menu interaction's delegate may decide: the menu, where it points, and
/// what happens as it appears and goes. Every method is optional: the defaults in the
/// extension are what UIKit does for a delegate that does not implement it.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: NSObjectProtocol {
    /// The menu to show, given the actions UIKit suggests for the responder chain (include
    /// them in the menu you return). Nil shows the suggested actions; an empty menu shows
    /// nothing. Default nil.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu?

    /// The rectangle, in the interaction's view, the menu points at; `CGRect.null` for the
    /// default (the configuration's source point). Default `.null`.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect

    /// The menu is about to appear; animations added to `animator` run alongside.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)

    /// The menu is about to go; animations added to `animator` run alongside.
    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating)
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                    suggestedActions: [UIMenuElement]) -> UIMenu? { nil }

    public func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                    targetRectFor configuration: UIEditMenuConfiguration) -> CGRect { .null }

    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}

    public func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                    animator: any UIEditMenuInteractionAnimating) {}
}

/// Lets a delegate run its own changes along with the menu's appearance or dismissal.
@preconcurrency @MainActor
public protocol UIEditMenuInteractionAnimating: NSObjectProtocol {
    /// Adds changes to make alongside the transition.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a block to run when the transition is over.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The transition of an edit menu. The menu appears and goes at once (there are no
/// animations yet): the animations run right after the menu is shown or taken away, then
/// the completions.
@MainActor
final class EditMenuTransition: NSObject, UIEditMenuInteractionAnimating {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    /// Runs the animations, then the completions.
    func finish() {
        animations.forEach { $0() }
        completions.forEach { $0() }
        animations = []
        completions = []
    }
}
