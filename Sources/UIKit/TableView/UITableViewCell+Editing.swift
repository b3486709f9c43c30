import CoreGraphics
import Foundation

// The editing controls of a cell: the red minus or green plus at the leading edge with the
// content moved aside for it, the reorder grip at the trailing edge, and the revealed
// actions (the delete confirmation, swipe actions) that slide the whole row aside.
extension UITableViewCell {
    /// How far the content moves aside for the editing control (iOS 17's indent).
    static let editingIndent: CGFloat = 38
    /// The editing control's centre, from the leading edge past the margin.
    static let editingControlCentre: CGFloat = 11

    /// What the cell shows beyond its content now.
    var shownState: StateMask {
        var state: StateMask = []
        if isEditing { state.insert(.showingEditControl) }
        if showingDeleteConfirmation { state.insert(.showingDeleteConfirmation) }
        return state
    }

    /// Whether the reorder grip shows.
    var showsReorderGrip: Bool { isEditing && showsReorderControl && editingControls.canMove }

    /// Enters or leaves editing mode, telling the cell before and after; leaving hides the
    /// revealed actions.
    func transitionEditingState(editing: Bool, animated: Bool) {
        var next = shownState
        if editing { next.insert(.showingEditControl) } else { next = [] }
        willTransition(to: next)
        editingStorage = editing
        if !editing { removeRevealedActions() }
        setNeedsUpdateConfiguration()
        setNeedsLayout()
        if animated, window != nil {
            UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
        }
        didTransition(to: next)
    }

    /// The space the editing controls take from the content: the indent at the leading
    /// edge, the grip and its margin at the trailing edge.
    var editingEdges: (leading: CGFloat, trailing: CGFloat) {
        let leading = isEditing && shouldIndentWhileEditing ? Self.editingIndent : 0
        guard showsReorderGrip else { return (leading, 0) }
        let grip = editingControls.grip ?? makeGrip()
        return (leading, grip.linesWidth + edgeMargin)
    }

    private func makeGrip() -> ReorderGrip {
        let grip = ReorderGrip()
        grip.began = { [weak self] touch in
            guard let self, let table = self.superview as? UITableView else { return }
            table.beginReordering(self, touch: touch)
        }
        grip.moved = { [weak self] touch in (self?.superview as? UITableView)?.moveReordering(touch: touch) }
        grip.ended = { [weak self] cancelled in (self?.superview as? UITableView)?.endReordering(cancelled: cancelled) }
        editingControls.grip = grip
        return grip
    }

    /// Places the editing control and the grip, shows or hides them, and slides the row
    /// aside by the revealed actions' width.
    func layoutEditingControls() {
        if isEditing, editingStyle != .none {
            let button = editingButton(for: editingStyle)
            if button.superview !== self { addSubview(button) }
            let side = Self.editingIndent - 4
            button.frame = CGRect(x: edgeMargin + Self.editingControlCentre - side / 2, y: 0, width: side,
                                  height: bounds.height)
        } else {
            editingControls.control?.button.removeFromSuperview()
        }
        if showsReorderGrip, let grip = editingControls.grip {
            if grip.superview !== self { addSubview(grip) }
            let width = grip.linesWidth + edgeMargin
            grip.frame = CGRect(x: bounds.width - edgeMargin - width, y: 0, width: width, height: bounds.height)
        } else {
            editingControls.grip?.removeFromSuperview()
        }
        guard let revealed = editingControls.revealed else { return }
        let shift = revealShift
        if revealed.superview !== self { addSubview(revealed) }
        revealed.frame = revealed.frame(inRow: bounds)
        for view in [contentView, currentAccessory(), editingControls.control?.button, editingControls.grip] {
            guard let view, view.superview === self else { continue }
            view.frame.origin.x += shift
        }
    }

    /// How far revealed actions slide the row: right for leading ones, left for trailing
    /// ones (0 when none show).
    var revealShift: CGFloat { editingControls.revealed?.shift(inRowOfWidth: bounds.width) ?? 0 }

    /// The button of the editing control for `style` (made, or remade for another style).
    private func editingButton(for style: EditingStyle) -> UIButton {
        if let control = editingControls.control, control.style == style { return control.button }
        editingControls.control?.button.removeFromSuperview()
        let button = UIButton(type: .custom)
        button.setImage(CellAccessorySymbols.editingControlImage(insert: style == .insert), for: .normal)
        button.tintColor = style == .insert ? .systemGreen : .systemRed
        button.addAction(UIAction { [weak self] _ in self?.editingControlTapped() }, for: .touchUpInside)
        editingControls.control = (style, button)
        return button
    }

    /// The minus or plus was tapped: the table decides what it does.
    private func editingControlTapped() {
        guard let table = superview as? UITableView else { return }
        table.editingControlTapped(in: self)
    }

    /// Reveals `configuration`'s actions at `edge`, sliding the row aside — as wide as their
    /// buttons, or `openWidth` while a finger drags them; `chosen` runs when one is tapped.
    func revealActions(_ configuration: UISwipeActionsConfiguration, at edge: RowActionsView.Edge,
                       openWidth: CGFloat? = nil, animated: Bool,
                       chosen: @escaping (UIContextualAction, UIButton) -> Void) -> RowActionsView {
        removeRevealedActions()
        var next = shownState
        next.insert(.showingDeleteConfirmation)
        willTransition(to: next)
        let view = RowActionsView(configuration: configuration, edge: edge, chosen: chosen)
        view.openWidth = openWidth
        editingControls.revealed = view
        view.show(in: self, animated: animated)
        didTransition(to: next)
        return view
    }

    /// Hides the revealed actions, sliding the row back.
    func hideRevealedActions(animated: Bool) {
        guard let revealed = editingControls.revealed else { return }
        var next = shownState
        next.remove(.showingDeleteConfirmation)
        willTransition(to: next)
        editingControls.revealed = nil
        revealed.hide(from: self, animated: animated)
        didTransition(to: next)
    }

    /// Takes the revealed actions away at once, with no transition calls (the cell is
    /// leaving editing or being reused).
    func removeRevealedActions() {
        editingControls.revealed?.removeFromSuperview()
        editingControls.revealed = nil
    }
}
