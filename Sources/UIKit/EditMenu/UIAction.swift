import Foundation

/// What a `UIAction` calls when it is chosen.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A menu element that calls a closure when chosen.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A value that names an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier: the one given, else a unique one.
    public let identifier: Identifier
    /// The title shown where the action is discoverable (keyboard shortcut lists).
    open var discoverabilityTitle: String?
    /// How the action behaves and looks (disabled, destructive, hidden…).
    open var attributes: UIMenuElement.Attributes
    /// Whether the action shows a checkmark.
    open var state: UIMenuElement.State
    /// The object that chose the action (the interaction of an edit menu), while its handler
    /// runs.
    public internal(set) var sender: Any?

    /// What the action calls when chosen.
    let handler: UIActionHandler

    /// An action with the given title and look that calls `handler` when chosen.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Calls the handler with `sender` as the action's sender.
    func perform(sender: Any?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
