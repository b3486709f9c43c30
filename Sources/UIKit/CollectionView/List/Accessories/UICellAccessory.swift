import Foundation

/// An accessory of a list cell (`UICollectionViewListCell.accessories`, iOS 14): a system
/// one — the disclosure indicator, outline disclosure, checkmark, detail button, delete,
/// insert, reorder and multiselect controls, a label, a pop-up menu — which UIKit places itself, or a
/// custom view the app places at the leading or trailing edge. Accessories sit outside the
/// cell's content view, which takes the width between them.
public struct UICellAccessory {
    /// In which editing states an accessory shows.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Whether or not the cell is editing.
        case always
        /// Only while the cell is editing.
        case whenEditing
        /// Only while the cell is not editing.
        case whenNotEditing
    }

    /// How wide an accessory's place is.
    public enum LayoutDimension: Hashable, Sendable {
        /// The accessory's own width.
        case actual
        /// The system's width for that kind of accessory (so rows line up whatever their
        /// accessory's own width).
        case standard
        /// The given width.
        case custom(CGFloat)
    }

    /// What an interactive accessory does when tapped.
    public typealias ActionHandler = () -> Void

    /// What runs when the user chooses another element of a pop-up menu accessory's menu
    /// (given the menu, with the chosen action on).
    public typealias MenuSelectedElementDidChangeHandler = (UIMenu) -> Void

    /// How an outline disclosure accessory behaves.
    public enum OutlineDisclosureStyle: Int, Hashable, Sendable {
        /// A header's style when the cell's content configuration is a header's, else a cell's.
        case automatic
        /// A tap anywhere on the cell expands or collapses it; the chevron takes the tint colour.
        case header
        /// Only a tap on the accessory expands or collapses the cell.
        case cell
    }

    /// The kind of an accessory.
    public enum AccessoryType {
        case disclosureIndicator
        case detail
        case outlineDisclosure
        case checkmark
        case delete
        case insert
        case reorder
        case multiselect
        case label(text: String)
        case popUpMenu
        case customView
    }

    /// What the accessory is and how it looks, with its options.
    enum Kind {
        case disclosureIndicator(DisclosureIndicatorOptions)
        case detail(DetailOptions, ActionHandler?)
        case outlineDisclosure(OutlineDisclosureOptions, ActionHandler?)
        case checkmark(CheckmarkOptions)
        case delete(DeleteOptions, ActionHandler?)
        case insert(InsertOptions, ActionHandler?)
        case reorder(ReorderOptions)
        case multiselect(MultiselectOptions)
        case label(String, LabelOptions)
        case popUpMenu(UIMenu, PopUpMenuOptions, MenuSelectedElementDidChangeHandler?)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind
    /// In which editing states the accessory shows.
    public var displayedState: DisplayedState

    init(_ kind: Kind, displayed: DisplayedState) {
        self.kind = kind
        displayedState = displayed
    }

    /// The accessory's kind.
    public var accessoryType: AccessoryType {
        switch kind {
        case .disclosureIndicator: .disclosureIndicator
        case .detail: .detail
        case .outlineDisclosure: .outlineDisclosure
        case .checkmark: .checkmark
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .multiselect: .multiselect
        case .label(let text, _): .label(text: text)
        case .popUpMenu: .popUpMenu
        case .customView: .customView
        }
    }

    // MARK: System accessories

    /// A chevron pointing to the trailing side: the row leads somewhere else.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator(options), displayed: displayed)
    }

    /// The info button; `actionHandler` runs when it is tapped (iOS 15.4).
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail(options, actionHandler), displayed: displayed)
    }

    /// A chevron that turns down while the cell's outline item is expanded. A tap runs
    /// `actionHandler`, or (nil) expands or collapses the item in the section snapshot of the
    /// collection view's diffable data source.
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(options, actionHandler), displayed: displayed)
    }

    /// A checkmark in the tint colour.
    public static func checkmark(displayed: DisplayedState = .always,
                                 options: CheckmarkOptions = CheckmarkOptions()) -> UICellAccessory {
        UICellAccessory(.checkmark(options), displayed: displayed)
    }

    /// The red minus at the leading edge. A tap runs `actionHandler`, or (nil) reveals the
    /// cell's trailing swipe actions.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete(options, actionHandler), displayed: displayed)
    }

    /// The green plus at the leading edge; `actionHandler` runs when it is tapped.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = InsertOptions(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert(options, actionHandler), displayed: displayed)
    }

    /// The grip at the trailing edge: dragging it moves the item (the collection view's
    /// interactive movement, which its data source must allow).
    public static func reorder(displayed: DisplayedState = .whenEditing,
                               options: ReorderOptions = ReorderOptions()) -> UICellAccessory {
        UICellAccessory(.reorder(options), displayed: displayed)
    }

    /// The selection circle at the leading edge, filled with a checkmark while the cell is
    /// selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing,
                                   options: MultiselectOptions = MultiselectOptions()) -> UICellAccessory {
        UICellAccessory(.multiselect(options), displayed: displayed)
    }

    /// `text` in the secondary label colour at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always,
                             options: LabelOptions = LabelOptions()) -> UICellAccessory {
        UICellAccessory(.label(text, options), displayed: displayed)
    }

    /// A pair of chevrons pointing up and down at the trailing edge: a tap anywhere on the
    /// cell presents `menu` as a pop-up menu, one of whose actions is selected (the first
    /// one on, else the first); choosing another selects it and runs
    /// `selectedElementDidChangeHandler` (iOS 16).
    public static func popUpMenu(_ menu: UIMenu, displayed: DisplayedState = .always,
                                 options: PopUpMenuOptions = PopUpMenuOptions(),
                                 selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil) -> UICellAccessory {
        UICellAccessory(.popUpMenu(menu, options, selectedElementDidChangeHandler), displayed: displayed)
    }

    /// The app's own view, placed as `configuration` says.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        UICellAccessory(.customView(configuration), displayed: configuration.placement.displayed)
    }
}
