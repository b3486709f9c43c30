import Foundation

/// A cell's state for its configurations: the view states (traits, disabled, highlighted,
/// selected, focused, custom states) and the cell's own — editing, expanded, swiped,
/// reordering, dragging and drop target.
public struct UICellConfigurationState: Hashable {
    /// The view states.
    var view: UIViewConfigurationState

    public var traitCollection: UITraitCollection {
        get { view.traitCollection }
        set { view.traitCollection = newValue }
    }
    /// Whether the cell is disabled. Default false.
    public var isDisabled: Bool {
        get { view.isDisabled }
        set { view.isDisabled = newValue }
    }
    /// Whether the cell is highlighted (touched). Default false.
    public var isHighlighted: Bool {
        get { view.isHighlighted }
        set { view.isHighlighted = newValue }
    }
    /// Whether the cell is selected. Default false.
    public var isSelected: Bool {
        get { view.isSelected }
        set { view.isSelected = newValue }
    }
    /// Whether the cell has focus. Default false.
    public var isFocused: Bool {
        get { view.isFocused }
        set { view.isFocused = newValue }
    }
    /// Whether the cell's list is editing. Default false.
    public var isEditing = false
    /// Whether the cell's outline item is expanded. Default false.
    public var isExpanded = false
    /// Whether the cell is swiped to show its swipe actions. Default false.
    public var isSwiped = false
    /// Whether the cell is being reordered. Default false.
    public var isReordering = false
    /// Where the cell is in a drag. Default `.none`.
    public var cellDragState = UICellConfigurationDragState.none
    /// Whether the cell is a drop target. Default `.none`.
    public var cellDropState = UICellConfigurationDropState.none

    public init(traitCollection: UITraitCollection) {
        view = UIViewConfigurationState(traitCollection: traitCollection)
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { view[key] }
        set { view[key] = newValue }
    }
}

/// Where a cell is in a drag.
public enum UICellConfigurationDragState: Int, Sendable {
    /// Not dragged.
    case none
    /// Lifting as the drag begins.
    case lifting
    /// Being dragged.
    case dragging
}

/// Whether a cell is a drop target.
public enum UICellConfigurationDropState: Int, Sendable {
    /// No drag is over the list.
    case none
    /// A drag is over the list, not over this cell.
    case notTargeted
    /// A drag is over this cell.
    case targeted
}

// In an extension, so the main actor of the protocol is not inferred for the whole type
// (its values are plain data, compared and hashed anywhere).
extension UICellConfigurationState: UIConfigurationState {}
