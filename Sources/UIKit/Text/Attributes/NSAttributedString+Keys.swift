import Foundation

// The attribute keys UIKit adds to Foundation's `NSAttributedString.Key`, with Apple's raw
// values, for the attributes the text engine renders.
extension NSAttributedString.Key {
    /// A `UIFont`; the system font at 12 points when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// An `NSParagraphStyle`; `NSParagraphStyle.default` when absent.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A `UIColor` for the glyphs; black when absent.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` painted behind the glyphs; none when absent.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// A number: 0 disables ligatures, 1 (default) uses the standard ones, 2 all of them.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// A number of points added after each character; 0 when absent.
    public static let kern = NSAttributedString.Key("NSKern")
    /// A number holding an `NSUnderlineStyle` raw value.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A number holding an `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline; the foreground colour when absent.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A `UIColor` for the strikethrough line; the foreground colour when absent.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An `NSShadow`; no shadow when absent.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A number of points to raise the glyphs from the baseline (negative lowers them).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `URL` (or a string holding one): the text is a link — drawn in a text view's
    /// `linkTextAttributes` and opened by a tap on read-only text; labels draw it as plain
    /// text, as UIKit's do.
    public static let link = NSAttributedString.Key("NSLink")
}
