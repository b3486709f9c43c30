import Foundation

/// The animator of a context menu's appearance, dismissal or commit: the delegate's
/// animations run inside the menu's own animation block, its completions when that
/// animation ends (on the host clock).
@MainActor
final class ContextMenuTransition: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
        super.init()
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    /// Animates `changes` and the delegate's animations over `duration`, then runs `done`
    /// and the delegate's completions. The menu takes touches while it moves (a row can be
    /// chosen before it has settled).
    func run(duration: TimeInterval, _ changes: @escaping @MainActor () -> Void, done: @escaping @MainActor () -> Void) {
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut, .allowUserInteraction], animations: {
            changes()
            animations.forEach { $0() }
        }, completion: { _ in
            done()
            completions.forEach { $0() }
        })
    }
}
