import Foundation

/// A menu element that sends an action along the responder chain when chosen: the first
/// responder that performs `action` receives it, with the command as the sender.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The action sent when the command is chosen.
    public let action: Selector
    /// Data the command carries, for its target to read.
    public let propertyList: Any?
    /// The title shown where the command is discoverable (keyboard shortcut lists).
    open var discoverabilityTitle: String?
    /// How the command behaves and looks (disabled, destructive, hidden…).
    open var attributes: UIMenuElement.Attributes
    /// Whether the command shows a checkmark.
    open var state: UIMenuElement.State

    /// A command with the given title and look that sends `action` when chosen.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, action: Selector,
                propertyList: Any? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }
}
