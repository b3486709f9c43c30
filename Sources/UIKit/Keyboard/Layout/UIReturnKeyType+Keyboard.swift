import Foundation

/// How the keyboard shows its return key for each type.
extension UIReturnKeyType {
    /// The return key's title, as iOS 17's English keyboard writes it.
    var keyboardTitle: String {
        switch self {
        case .default: "return"
        case .go: "go"
        case .google, .yahoo, .search: "search"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .send: "send"
        case .done: "done"
        case .emergencyCall: "emergency call"
        case .continue: "continue"
        }
    }

    /// Whether the key is blue with a white title (an action: go, search, send, done…)
    /// rather than grey like the other function keys (return, next).
    var isProminentOnKeyboard: Bool {
        self != .default && self != .next
    }
}
