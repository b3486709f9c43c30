import Foundation

// Where a custom accessory goes: its edge, the editing states it shows in, and its index
// among that edge's accessories.
extension UICellAccessory {
    /// Where a custom accessory goes.
    public enum Placement {
        /// Gives an index among the edge's accessories (ordered from the leading side of the
        /// cell to its trailing side).
        public typealias Position = ([UICellAccessory]) -> Int

        /// At the leading edge, shown as `displayed` says, at the index `at` gives (by
        /// default the first: nearest the cell's leading edge).
        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        /// At the trailing edge, shown as `displayed` says, at the index `at` gives (by
        /// default the first: nearest the content).
        case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })

        /// Just after the accessory of `accessory`'s kind, or at the end when the edge has none.
        public static func position(after accessory: UICellAccessory) -> Position {
            { accessories in
                accessories.firstIndex { $0.isSameKind(as: accessory) }.map { $0 + 1 } ?? accessories.count
            }
        }

        /// Just before the accessory of `accessory`'s kind, or at the beginning when the edge
        /// has none.
        public static func position(before accessory: UICellAccessory) -> Position {
            { accessories in accessories.firstIndex { $0.isSameKind(as: accessory) } ?? 0 }
        }

        var displayed: DisplayedState {
            switch self {
            case .leading(let displayed, _), .trailing(let displayed, _): displayed
            }
        }
    }

    /// Whether both accessories are of one kind (labels of any text are one kind; custom
    /// accessories are never the same kind as another).
    func isSameKind(as other: UICellAccessory) -> Bool {
        switch (kind, other.kind) {
        case (.disclosureIndicator, .disclosureIndicator), (.detail, .detail), (.outlineDisclosure, .outlineDisclosure),
             (.checkmark, .checkmark), (.delete, .delete), (.insert, .insert), (.reorder, .reorder),
             (.multiselect, .multiselect), (.label, .label), (.popUpMenu, .popUpMenu): true
        default: false
        }
    }
}
