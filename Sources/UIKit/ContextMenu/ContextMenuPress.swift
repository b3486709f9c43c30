import CoreGraphics
import Foundation

/// The long press of a context menu interaction: it begins after iOS's half second when
/// the delegate gives a configuration for where the finger is (so a press with no menu
/// leaves the view's touches alone), shows the menu, and then follows the finger over it:
/// the row under the finger highlights, and lifting on one chooses it.
@MainActor
final class ContextMenuPress: NSObject, UIGestureRecognizerDelegate {
    private weak var interaction: UIContextMenuInteraction?
    private(set) var recognizer: UILongPressGestureRecognizer!
    /// The configuration asked for as the press began.
    private var pending: UIContextMenuConfiguration?
    /// The menu this press showed, while the finger is down.
    private weak var menu: ContextMenuPresentation?

    init(interaction: UIContextMenuInteraction) {
        self.interaction = interaction
        super.init()
        recognizer = UILongPressGestureRecognizer(target: self, action: #Selector(ContextMenuPress.pressed(_:)))
        recognizer.delegate = self
    }

    /// Whether the finger that showed the menu is still down.
    var isFollowing: Bool { menu != nil }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        pending = nil
        guard let interaction, let view = interaction.view, interaction.presentation?.isShowing != true else { return false }
        if let control = interaction.control, !control.isEnabled { return false }
        pending = interaction.configuration(at: gestureRecognizer.location(in: view))
        return pending != nil
    }

    func pressed(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began:
            guard let configuration = pending, let interaction, let view = interaction.view else { return }
            pending = nil
            menu = interaction.present(configuration, at: recognizer.location(in: view))
        case .changed:
            menu?.trackTouch(at: recognizer.location(in: nil))
        case .ended:
            menu?.finishTouch(at: recognizer.location(in: nil))
            menu = nil
        case .cancelled, .failed:
            menu?.cancelTouch()
            menu = nil
        default:
            break
        }
    }
}
