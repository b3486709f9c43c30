/// The kind of keyboard a text object asks for.
public enum UIKeyboardType: Int, Sendable, Hashable {
    /// The default keyboard of the current input method.
    case `default` = 0
    /// Letters and digits of ASCII only.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// Letters with `.`, `/` and `.com` keys, for URLs.
    case URL = 3
    /// Digits 0–9 only.
    case numberPad = 4
    /// Digits, `*`, `#` and `+`, for phone numbers.
    case phonePad = 5
    /// Letters for a name, or digits for a phone number.
    case namePhonePad = 6
    /// Letters with `@` and `.`, for email addresses.
    case emailAddress = 7
    /// Digits and a decimal separator.
    case decimalPad = 8
    /// Letters with `@` and `#`.
    case twitter = 9
    /// Letters with a Go-like return key, for search terms and URLs.
    case webSearch = 10
    /// ASCII digits only.
    case asciiCapableNumberPad = 11

    /// Deprecated in UIKit: `asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
