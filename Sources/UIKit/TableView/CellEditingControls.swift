import CoreGraphics
import Foundation

/// The views a table view cell shows while editing, made when first shown: the editing
/// control at its leading edge, the reorder grip at its trailing edge, and the actions
/// revealed at its trailing edge (the delete confirmation).
@MainActor
final class CellEditingControls {
    /// The red minus or green plus, and the style it was made for.
    var control: (style: UITableViewCell.EditingStyle, button: UIButton)?
    /// The reorder grip.
    var grip: ReorderGrip?
    /// The revealed actions, if they show.
    var revealed: RowActionsView?
    /// Whether the cell's row may move (the data source's `canMoveRowAt`).
    var canMove = false
}
