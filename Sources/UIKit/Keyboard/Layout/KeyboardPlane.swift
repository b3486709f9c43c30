import Foundation

/// A set of keys a keyboard shows at a time; the plane keys ("123", "ABC", "#+=") switch
/// between them.
enum KeyboardPlane: Equatable, Sendable {
    /// Letters (the default keyboard's first plane).
    case letters
    /// Digits and common punctuation ("123").
    case numbers
    /// More symbols ("#+=").
    case symbols
    /// The digit pad of the number, decimal and phone pads.
    case digits
    /// The phone pad's second plane ("+*#"): brackets, pause, wait and the other dialling
    /// symbols.
    case phoneSymbols

    /// The plane a keyboard of `type` opens on.
    static func first(of type: UIKeyboardType) -> KeyboardPlane {
        switch type {
        case .numbersAndPunctuation: .numbers
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: .digits
        case .default, .asciiCapable, .URL, .namePhonePad, .emailAddress, .twitter, .webSearch: .letters
        }
    }
}
