import Foundation

/// Lets a delegate run its own changes along with a context menu's appearance or
/// dismissal, and reach the preview's view controller.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The view controller the configuration's preview provider made, if any.
    var previewViewController: UIViewController? { get }
    /// Adds changes to animate alongside the transition.
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    /// Adds a block to run when the transition is over.
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// The animator given when the user taps a context menu's preview to commit it.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview leaves: `.pop` (the default) or `.dismiss`.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a committed preview leaves the screen.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview shrinks back into the source view with the menu.
    case dismiss
    /// The preview grows and fades, as when the app shows its view controller.
    case pop
}
