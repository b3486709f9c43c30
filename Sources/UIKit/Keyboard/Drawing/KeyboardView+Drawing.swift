import CoreGraphics
import Foundation

// Drawing the keys: iOS 17's light keyboard (see `KeyboardPalette`), key titles in the
// system font (DejaVu Sans here), glyphs from the system symbols.

extension KeyboardView {
    /// How one key looks now.
    struct KeyLook {
        /// The key's colour; nil: no key shape.
        var fill: UIColor?
        var titleColor: UIColor
        /// The system symbol drawn on the key, or else `title`.
        var symbol: String?
        var symbolSize: CGFloat = 18
        var title: String?
        var font = UIFont.systemFont(ofSize: 16)
    }

    /// Letters, digits and symbols on the typing planes.
    static let characterFont = UIFont.systemFont(ofSize: 22.5)
    /// Words on keys ("space", "return", "123", ".com").
    static let wordFont = UIFont.systemFont(ofSize: 16)
    /// A pad's digits, and the letters under them.
    static let digitFont = UIFont.systemFont(ofSize: 25)
    static let digitLettersFont = UIFont.systemFont(ofSize: 10, weight: .semibold)
    /// The titles of the pads' bare keys ("+*#", "ABC", ".").
    static let bareFont = UIFont.systemFont(ofSize: 20)

    /// Paints the background and every key.
    func drawKeyboard() {
        KeyboardPalette.background.setFill()
        UIRectFill(bounds)
        for placed in geometry.keys { draw(placed) }
    }

    private func draw(_ placed: KeyboardGeometry.PlacedKey) {
        let look = look(of: placed.key, pressed: pressedKey?.frame == placed.frame)
        let frame = placed.frame
        if let fill = look.fill {
            if placed.key.style != .bare {
                KeyboardPalette.keyShadow.setFill()
                UIBezierPath(roundedRect: frame.offsetBy(dx: 0, dy: 1), cornerRadius: KeyboardGeometry.cornerRadius).fill()
            }
            fill.setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: KeyboardGeometry.cornerRadius).fill()
        }
        if let symbol = look.symbol {
            let configuration = UIImage.SymbolConfiguration(pointSize: look.symbolSize, weight: .regular)
            if let image = UIImage(systemName: symbol, withConfiguration: configuration)?.withTintColor(look.titleColor) {
                let size = image.size
                image.draw(in: CGRect(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2,
                                      width: size.width, height: size.height))
            }
        } else if let title = look.title {
            let subtitle = placed.key.subtitle
            let titleSize = (title as NSString).size(withAttributes: [.font: look.font])
            let subtitleSize = subtitle.map { ($0 as NSString).size(withAttributes: [.font: KeyboardView.digitLettersFont]) }
            var y = frame.midY - titleSize.height / 2
            if let subtitleSize { y -= subtitleSize.height / 2 - 1 }
            (title as NSString).draw(at: CGPoint(x: frame.midX - titleSize.width / 2, y: y),
                                     withAttributes: [.font: look.font, .foregroundColor: look.titleColor])
            if let subtitle, let subtitleSize {
                (subtitle as NSString).draw(at: CGPoint(x: frame.midX - subtitleSize.width / 2, y: y + titleSize.height - 3),
                                            withAttributes: [.font: KeyboardView.digitLettersFont,
                                                             .foregroundColor: look.titleColor])
            }
        }
    }

    /// How `key` looks with the session's state, pressed or not.
    func look(of key: KeyboardKey, pressed: Bool) -> KeyLook {
        let shifted = session.isShifted
        switch key.style {
        case .character:
            let title = key.name(shifted: shifted)
            return KeyLook(fill: pressed ? KeyboardPalette.functionKey : KeyboardPalette.characterKey,
                           titleColor: KeyboardPalette.title, title: title,
                           font: title.count == 1 ? KeyboardView.characterFont : KeyboardView.wordFont)
        case .digit:
            return KeyLook(fill: pressed ? KeyboardPalette.functionKey : KeyboardPalette.characterKey,
                           titleColor: KeyboardPalette.title, title: key.title, font: KeyboardView.digitFont)
        case .bare:
            var look = KeyLook(fill: pressed ? KeyboardPalette.pressedBareKey : nil, titleColor: KeyboardPalette.title,
                               title: key.title, font: KeyboardView.bareFont)
            switch key.action {
            case .delete: look.symbol = pressed ? "delete.left.fill" : "delete.left"; look.symbolSize = 20
            case .nextKeyboard: look.symbol = "globe"; look.symbolSize = 22; look.titleColor = UIColor(white: 0.33, alpha: 1)
            case .dictation: look.symbol = "mic"; look.symbolSize = 22; look.titleColor = UIColor(white: 0.33, alpha: 1)
            default: break
            }
            return look
        case .function:
            return functionLook(of: key, pressed: pressed)
        }
    }

    /// The grey keys: shift (white while on), delete, the plane keys, return (blue for an
    /// action, its title faded while off).
    private func functionLook(of key: KeyboardKey, pressed: Bool) -> KeyLook {
        var look = KeyLook(fill: pressed ? KeyboardPalette.characterKey : KeyboardPalette.functionKey,
                           titleColor: KeyboardPalette.title, title: key.title, font: KeyboardView.wordFont)
        switch key.action {
        case .shift:
            let on = session.shift != .off
            look.fill = on != pressed ? KeyboardPalette.characterKey : KeyboardPalette.functionKey
            look.symbol = switch session.shift {
            case .off: "shift"
            case .on: "shift.fill"
            case .locked: "capslock.fill"
            }
        case .delete:
            look.symbol = pressed ? "delete.left.fill" : "delete.left"
        case .nextKeyboard:
            look.symbol = "globe"
        case .dictation:
            look.symbol = "mic"
        case .return:
            let enabled = session.isReturnKeyEnabled
            if session.returnKeyType.isProminentOnKeyboard && enabled {
                look.fill = pressed ? KeyboardPalette.characterKey : KeyboardPalette.prominentKey
                look.titleColor = pressed ? KeyboardPalette.title : KeyboardPalette.prominentTitle
            } else if !enabled {
                look.fill = KeyboardPalette.functionKey
                look.titleColor = KeyboardPalette.disabledTitle
            }
        case .insert, .space, .plane:
            break
        }
        return look
    }
}
