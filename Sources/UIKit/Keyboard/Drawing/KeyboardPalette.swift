import Foundation

/// The colours of iOS 17's light keyboard, as KeyboardKit measured them for its
/// look-alike keyboards: a light blue-grey background, white character keys, grey function
/// keys, a black 30 % shadow one point under each key, and system blue for the action return
/// keys.
enum KeyboardPalette {
    /// The keyboard's background, #D5D6DD.
    static let background = UIColor(red: 0.835, green: 0.839, blue: 0.867, alpha: 1)
    /// Character keys (letters, digits, symbols, space).
    static let characterKey = UIColor.white
    /// Function keys (shift, delete, the plane keys, return), #ABB1BA; character keys
    /// turn this colour while pressed.
    static let functionKey = UIColor(red: 0xAB / 255.0, green: 0xB1 / 255.0, blue: 0xBA / 255.0, alpha: 1)
    /// The shadow drawn one point under each key.
    static let keyShadow = UIColor(white: 0, alpha: 0.3)
    /// Titles and glyphs.
    static let title = UIColor.black
    /// The title of a return key that is off (`enablesReturnKeyAutomatically` with no text).
    static let disabledTitle = UIColor(white: 0, alpha: 0.3)
    /// An action return key ("go", "search", "done"…): blue with a white title.
    static let prominentKey = UIColor.systemBlue
    static let prominentTitle = UIColor.white
    /// A pressed bare key (pad delete), and a pressed digit.
    static let pressedBareKey = UIColor(white: 1, alpha: 0.6)
}
