import CoreGraphics
import Foundation

/// Presenting, choosing, committing and dismissing: what the interaction does with its
/// delegate around the menu on screen (`ContextMenuPresentation`).
extension UIContextMenuInteraction {
    /// The delegate's configuration for a menu at `location` (in the view). A control's
    /// own interaction first sends the control's `.menuActionTriggered`, so its handlers
    /// can change the menu before it is read.
    func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
        targetedView = nil
        control?.dispatch(.menuActionTriggered, with: nil)
        return delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }

    /// Shows the menu of `configuration`, asked for at `location` (in the view), after any
    /// menu already shown (context or edit menu) is taken away: rich, with a preview of the
    /// view or of the preview provider's view controller, or, for a control, compact. Nil,
    /// and nothing shown, when the view is in no window or a compact menu has no rows.
    @discardableResult
    func present(_ configuration: UIContextMenuConfiguration, at location: CGPoint) -> ContextMenuPresentation? {
        guard let whole = view, let window = whole.window else { return nil }
        let view = targetedView ?? whole
        let control = self.control
        let menu = configuration.actionProvider?([]) ?? UIMenu(children: [])
        if control != nil, ContextMenuSection.sections(of: menu).isEmpty { return nil }
        EditMenuPresentation.current?.takeAway()
        ContextMenuPresentation.current?.takeAway()
        let source = view.convert(view.bounds, to: window)
        var anchorX: CGFloat?
        var preview: (content: UIView, size: CGSize, cornerRadius: CGFloat, controller: UIViewController?)?
        if let control {
            anchorX = control.convert(control.menuAttachmentPoint(for: configuration), to: window).x
        } else if let controller = configuration.previewProvider?() {
            // Without a preferred content size, the controller's view takes the room the
            // menu leaves (the window's size, scaled down to fit).
            preview = (controller.view, window.bounds.size, ContextMenuLayout.cornerRadius, controller)
        } else {
            let snapshot = UIImageView(image: ContextMenuPreviewView.snapshot(of: view))
            snapshot.contentMode = .scaleToFill
            preview = (snapshot, view.bounds.size, max(view.layer.cornerRadius, ContextMenuLayout.cornerRadius), nil)
        }
        triggerLocation = whole.convert(location, to: window)
        let presentation = ContextMenuPresentation(
            interaction: self, configuration: configuration, menu: menu,
            rootIsSingleSelection: control?.menuSelectsSingleAction ?? false, window: window, source: source,
            anchorX: anchorX, preview: preview)
        self.presentation = presentation
        let transition = ContextMenuTransition(previewViewController: presentation.previewController)
        delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: transition)
        presentation.show(with: transition)
        return presentation
    }

    /// The user chose `entry` (an action or a command) in `presentation`. An action in a
    /// single-selection group turns on and the group's other actions off; then, unless the
    /// element keeps the menu presented, the menu starts going (the delegate learns), and
    /// the element is performed once. A kept menu shows its rows again.
    func contextMenu(_ presentation: ContextMenuPresentation, didChoose entry: EditMenuEntry, selectionGroup: UIMenu?) {
        guard presentation === self.presentation, presentation.isShowing else { return }
        if let selectionGroup, case .action(let chosen) = entry {
            for action in ContextMenuSection.selectableActions(of: selectionGroup) {
                action.state = action === chosen ? .on : .off
            }
        }
        let keepsMenu = entry.attributes.contains(.keepsMenuPresented)
        if !keepsMenu { dismiss(commit: nil) }
        perform(entry)
        if keepsMenu, presentation.isShowing { presentation.reload() }
    }

    /// An action is called with the control as its sender for a control's menu (through
    /// `UIControl.sendAction(_:)`), else with the interaction; a command goes along the
    /// responder chain with the command as the sender.
    private func perform(_ entry: EditMenuEntry) {
        switch entry {
        case .action(let action):
            if let control {
                control.sendAction(action)
                control.menuActionWasPerformed(action)
            } else {
                action.perform(sender: self)
            }
        case .command(let command):
            UIApplication.shared.sendAction(command.action, to: nil, from: command, for: nil)
        case .menuItem, .submenu:
            break
        }
    }

    /// The user tapped the preview of `presentation`: the delegate learns
    /// (`willPerformPreviewActionForMenuWith`), then the menu goes with the same animator,
    /// the preview leaving as its commit style says.
    func commitPreview(of presentation: ContextMenuPresentation) {
        guard presentation === self.presentation, presentation.isShowing else { return }
        let transition = ContextMenuTransition(previewViewController: presentation.previewController)
        delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: presentation.configuration,
                                         animator: transition)
        dismiss(commit: transition)
    }

    /// Takes the menu away, the delegate learning first (`willEndFor`); with a commit's
    /// animator, that one carries the delegate's changes and the preview leaves in its
    /// commit style.
    func dismiss(commit: ContextMenuTransition?) {
        guard let presentation, presentation.isShowing else { return }
        self.presentation = nil
        let transition = commit ?? ContextMenuTransition(previewViewController: presentation.previewController)
        delegate?.contextMenuInteraction(self, willEndFor: presentation.configuration, animator: transition)
        presentation.dismiss(with: transition, commitStyle: commit?.preferredCommitStyle)
    }
}
