import CoreGraphics
import Foundation

// The pads: three columns of large keys for the number, decimal, phone and name-phone
// keyboards, and the phone pad's symbols.

extension KeyboardLayout {
    /// The digits or phone-symbols plane of a pad keyboard of `type`.
    static func pad(type: UIKeyboardType, plane: KeyboardPlane) -> KeyboardLayout {
        let delete = KeyboardKey.delete(width: 1, style: .bare)
        if plane == .phoneSymbols {
            let rows: [[KeyboardKey]] = [
                [.digit("("), .digit("/"), .digit(")")],
                [.digit(",", letters: "pause").named("pause"), .digit(";", letters: "wait").named("wait"), .digit("N")],
                [.digit("*"), .digit("."), .digit("#")],
                [.plane(.digits, title: "123", width: 1, style: .bare), .digit("+"), delete],
            ]
            return KeyboardLayout(rows: rows.map { $0.map { .key($0) } }, columns: 3)
        }
        let corner: KeyboardKey?
        switch type {
        case .decimalPad: corner = .bare(".")
        case .phonePad: corner = .plane(.phoneSymbols, title: "+*#", width: 1, style: .bare)
        case .namePhonePad: corner = .plane(.letters, title: "ABC", width: 1, style: .bare)
        default: corner = nil
        }
        let phone = type == .phonePad || type == .namePhonePad
        let letters = ["", "ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"]
        var rows: [[Item]] = (0..<3).map { row in
            (1...3).map { column in
                let digit = row * 3 + column
                return .key(.digit(String(digit), letters: letters[digit - 1].isEmpty ? nil : letters[digit - 1]))
            }
        }
        rows.append([corner.map { .key($0) } ?? .gap(1), .key(.digit("0", letters: phone ? "+" : nil)), .key(delete)])
        return KeyboardLayout(rows: rows, columns: 3)
    }
}
