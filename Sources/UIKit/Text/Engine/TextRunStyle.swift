import Foundation

/// The resolved attributes of one run of text: what the engine renders, as a hashable
/// value (so layouts can be cached per string and attributes).
struct TextRunStyle: Hashable, Sendable {
    /// A text shadow in UIKit's terms (offset in points, y down in UIKit contexts).
    struct Shadow: Hashable, Sendable {
        var offset: CGSize
        var blur: CGFloat
        var color: CGColor
    }

    var font: FontSpec
    var foreground: CGColor = CGColor(gray: 0, alpha: 1)
    var background: CGColor?
    var kern: CGFloat = 0
    var underline = NSUnderlineStyle()
    var underlineColor: CGColor?
    var strikethrough = NSUnderlineStyle()
    var strikethroughColor: CGColor?
    var baselineOffset: CGFloat = 0
    var ligature = 1
    var shadow: Shadow?
    var paragraph = ParagraphAttributes()

    /// The system font at 12 points: what UIKit's string drawing uses without a font
    /// attribute (Apple uses Helvetica 12).
    static let defaultFont = UIFont.systemFont(ofSize: 12)

    /// Resolves an attribute dictionary; values of the wrong type are ignored.
    init(_ attributes: [NSAttributedString.Key: Any]) {
        font = (attributes[.font] as? UIFont)?.spec ?? Self.defaultFont.spec
        if let color = attributes[.foregroundColor] as? UIColor { foreground = color.cgColor }
        background = (attributes[.backgroundColor] as? UIColor)?.cgColor
        kern = Self.number(attributes[.kern]) ?? 0
        underline = NSUnderlineStyle(rawValue: Self.integer(attributes[.underlineStyle]) ?? 0)
        underlineColor = (attributes[.underlineColor] as? UIColor)?.cgColor
        strikethrough = NSUnderlineStyle(rawValue: Self.integer(attributes[.strikethroughStyle]) ?? 0)
        strikethroughColor = (attributes[.strikethroughColor] as? UIColor)?.cgColor
        baselineOffset = Self.number(attributes[.baselineOffset]) ?? 0
        ligature = Self.integer(attributes[.ligature]) ?? 1
        if let s = attributes[.shadow] as? NSShadow {
            let offset = s.shadowOffset
            shadow = Shadow(offset: CGSize(width: offset.width.isFinite ? offset.width : 0,
                                           height: offset.height.isFinite ? offset.height : 0),
                            blur: s.shadowBlurRadius.isFinite ? max(0, s.shadowBlurRadius) : 0, color: s.resolvedColor)
        }
        if let p = attributes[.paragraphStyle] as? NSParagraphStyle { paragraph = p.values.sanitized }
    }

    /// A finite number from any of the numeric types attributes come in.
    static func number(_ value: Any?) -> CGFloat? {
        let v: CGFloat? = switch value {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
        guard let v, v.isFinite else { return nil }
        return max(-100_000, min(v, 100_000))
    }

    static func integer(_ value: Any?) -> Int? {
        switch value {
        case let v as Int: v
        case let v as NSUnderlineStyle: v.rawValue
        case let v as NSNumber: v.intValue
        default: number(value).map { Int($0) }
        }
    }
}
