import Foundation

/// A group of menu elements: the menu an edit menu shows, or a submenu or an inline
/// section of one.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A value that names a menu; UIKit's standard menus have the constants below.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The menu that holds all the others.
        public static let root = Identifier("com.apple.menu.root")
        /// The Edit menu.
        public static let edit = Identifier("com.apple.menu.edit")
        /// Undo and Redo.
        public static let undoRedo = Identifier("com.apple.menu.undo-redo")
        /// Cut, Copy, Paste, Delete, Select and Select All.
        public static let standardEdit = Identifier("com.apple.menu.standard-edit")
        /// Find and its companions.
        public static let find = Identifier("com.apple.menu.find")
        /// Replace.
        public static let replace = Identifier("com.apple.menu.replace")
        /// Share.
        public static let share = Identifier("com.apple.menu.share")
        /// Look Up.
        public static let lookup = Identifier("com.apple.menu.lookup")
        /// Bold, Italic and Underline.
        public static let textStyle = Identifier("com.apple.menu.text-style")
        /// The Format menu.
        public static let format = Identifier("com.apple.menu.format")
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children show in the parent menu, in place of the menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is shown in a destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing a child turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size children are shown at, where the menu's style lets them vary.
    public enum ElementSize: Int, Sendable {
        case small, medium, large
    }

    /// The menu's identifier: the one given, else a unique one.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The menu's elements.
    public let children: [UIMenuElement]
    /// The size its children are shown at.
    open var preferredElementSize: ElementSize

    /// A menu of `children`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}
