import CoreGraphics
import Foundation

/// The keys of one plane of a keyboard, row by row, as data: every row's widths add up to
/// `columns` cells (a key without a width takes what its row leaves). The letter planes'
/// rows are in `KeyboardLayout+Letters.swift`, the pads' in `KeyboardLayout+Pads.swift`.
struct KeyboardLayout: Equatable, Sendable {
    /// An element of a row: a key, or empty space so many cells wide.
    enum Item: Equatable, Sendable {
        case key(KeyboardKey)
        case gap(CGFloat)
    }

    /// The rows, top to bottom.
    var rows: [[Item]]
    /// The cells across a row: 10 for the letter planes, 3 for the pads.
    var columns: CGFloat
    /// Keys drawn under the rows, in the strip over the home indicator (the globe and
    /// dictation keys on iPhones with Face ID), left to right.
    var stripKeys: [KeyboardKey]

    /// The keys of every row, in order.
    var keys: [KeyboardKey] {
        rows.flatMap { row in row.compactMap { if case .key(let key) = $0 { key } else { nil } } }
    }

    /// The layout of `plane` of a keyboard of `type` whose return key is `returnKeyType`;
    /// `controlsBelowKeys`: the device puts the globe and dictation keys under the keys
    /// rather than in the bottom row.
    init(type: UIKeyboardType, plane: KeyboardPlane, returnKeyType: UIReturnKeyType, controlsBelowKeys: Bool) {
        switch plane {
        case .letters, .numbers, .symbols:
            self = KeyboardLayout.typing(type: type, plane: plane, returnKeyType: returnKeyType,
                                         controlsBelowKeys: controlsBelowKeys)
        case .digits, .phoneSymbols:
            self = KeyboardLayout.pad(type: type, plane: plane)
        }
    }

    init(rows: [[Item]], columns: CGFloat, stripKeys: [KeyboardKey] = []) {
        self.rows = rows
        self.columns = columns
        self.stripKeys = stripKeys
    }
}
