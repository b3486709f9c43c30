import CoreGraphics
import Foundation

/// The control's context menu: the interaction it owns and delegates for, and the menu
/// shown as the primary action, which follows the finger that opened it.
extension UIControl: UIContextMenuInteractionDelegate {
    /// Adds the interaction (the control its delegate) when enabled, removes it when not.
    func updateContextMenuInteraction() {
        if isContextMenuInteractionEnabled {
            let interaction = UIContextMenuInteraction(delegate: self)
            contextMenuInteractionStorage = interaction
            addInteraction(interaction)
        } else if let interaction = contextMenuInteractionStorage {
            contextMenuInteractionStorage = nil
            removeInteraction(interaction)
        }
    }

    var defaultMenuAttachmentPoint: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

    /// Shows the menu for the finger that just touched down, if the control answers a
    /// configuration: the menu takes the finger over, so the control's tracking ends as
    /// when a gesture takes a touch (`cancelTracking(with:)`, `.touchCancel`).
    func showMenuAsPrimaryAction(for touch: UITouch, with event: UIEvent?) {
        guard let interaction = contextMenuInteraction, interaction.presentation?.isShowing != true,
              let configuration = interaction.configuration(at: touch.location(in: self)),
              let presentation = interaction.present(configuration, at: touch.location(in: self)) else { return }
        _ = trackTouchesCancelled([touch], with: event)
        menuTouch = touch
        menuTouchPresentation = presentation
    }

    /// The phases of the finger that opened a menu.
    enum MenuTouchPhase {
        case moved, ended, cancelled
    }

    /// Passes the finger that opened the menu on to the menu (the row under it highlights;
    /// lifting on a row chooses it). Answers whether `touches` held that finger.
    func followMenuTouch(in touches: Set<UITouch>, _ phase: MenuTouchPhase) -> Bool {
        guard let touch = menuTouch, touches.contains(touch) else { return false }
        let presentation = menuTouchPresentation
        let point = touch.location(in: nil)
        switch phase {
        case .moved:
            presentation?.trackTouch(at: point)
        case .ended:
            menuTouch = nil
            presentation?.finishTouch(at: point)
        case .cancelled:
            menuTouch = nil
            presentation?.cancelTouch()
        }
        return true
    }
}
