import Foundation

/// The commands an edit menu suggests for the responder chain: Cut, Copy, Paste, Delete,
/// Select and Select All (the standard-edit menu's order), each shown only when a
/// responder in the chain performs its action.
@MainActor
enum StandardEditCommands {
    /// The actions and their titles, in the menu's order.
    static let actions: [(name: String, title: String)] = [
        ("cut:", "Cut"), ("copy:", "Copy"), ("paste:", "Paste"),
        ("delete:", "Delete"), ("select:", "Select"), ("selectAll:", "Select All"),
    ]

    /// The standard commands, in order, that `isAvailable` accepts.
    static func commands(where isAvailable: (UICommand) -> Bool) -> [UICommand] {
        actions.map { UICommand(title: $0.title, action: Selector($0.name)) }.filter(isAvailable)
    }

    /// Whether a responder on the chain of a nil-targeted action from `sender` performs
    /// `action` (asking `target(forAction:withSender:)` from the first responder).
    static func canPerform(_ action: Selector, sender: Any) -> Bool {
        UIApplication.chainStart(forActionFrom: sender)?.target(forAction: action, withSender: sender) != nil
    }
}
