import Foundation

/// The standard editing actions: Cut, Copy, Paste, Select, Select All, Delete and the other
/// commands UIKit sends along the responder chain. `UIResponder` adopts it and declares
/// each method in its class body, so a responder handles a command with
/// `override func copy(_ sender: Any?)`, as on iOS.
///
/// Every method is optional, as in UIKit: the extension's defaults do nothing. What an
/// edit menu shows depends on which responders implement which methods
/// (`UIResponder.canPerformAction(_:withSender:)`).
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: NSObjectProtocol {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func pasteAndMatchStyle(_ sender: Any?)
    func pasteAndGo(_ sender: Any?)
    func pasteAndSearch(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    func toggleBoldface(_ sender: Any?)
    func toggleItalics(_ sender: Any?)
    func toggleUnderline(_ sender: Any?)
    func increaseSize(_ sender: Any?)
    func decreaseSize(_ sender: Any?)
    func find(_ sender: Any?)
    func findAndReplace(_ sender: Any?)
    func findNext(_ sender: Any?)
    func findPrevious(_ sender: Any?)
    func useSelectionForFind(_ sender: Any?)
    func rename(_ sender: Any?)
    func duplicate(_ sender: Any?)
    func move(_ sender: Any?)
    func export(_ sender: Any?)
}

extension UIResponderStandardEditActions {
    public func cut(_ sender: Any?) {}
    public func copy(_ sender: Any?) {}
    public func paste(_ sender: Any?) {}
    public func pasteAndMatchStyle(_ sender: Any?) {}
    public func pasteAndGo(_ sender: Any?) {}
    public func pasteAndSearch(_ sender: Any?) {}
    public func select(_ sender: Any?) {}
    public func selectAll(_ sender: Any?) {}
    public func delete(_ sender: Any?) {}
    public func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    public func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    public func toggleBoldface(_ sender: Any?) {}
    public func toggleItalics(_ sender: Any?) {}
    public func toggleUnderline(_ sender: Any?) {}
    public func increaseSize(_ sender: Any?) {}
    public func decreaseSize(_ sender: Any?) {}
    public func find(_ sender: Any?) {}
    public func findAndReplace(_ sender: Any?) {}
    public func findNext(_ sender: Any?) {}
    public func findPrevious(_ sender: Any?) {}
    public func useSelectionForFind(_ sender: Any?) {}
    public func rename(_ sender: Any?) {}
    public func duplicate(_ sender: Any?) {}
    public func move(_ sender: Any?) {}
    public func export(_ sender: Any?) {}
}

extension UIResponder: UIResponderStandardEditActions {}

/// One of `UIResponderStandardEditActions`' methods: its selector name, how it is called,
/// and whether a responder's class implements it (overrides UIResponder's declaration;
/// see `ClassMethodTable`).
@MainActor
struct StandardEditAction {
    /// The Objective-C selector name, such as `copy:`.
    let name: String
    /// Calls the method on a responder.
    let call: (UIResponder, Any?) -> Void
    /// A subclass of UIResponder that overrides this method alone.
    fileprivate let probe: UIResponder.Type

    static let all: [StandardEditAction] = [
        StandardEditAction(name: "cut:", call: { $0.cut($1) }, probe: CutProbe.self),
        StandardEditAction(name: "copy:", call: { $0.copy($1) }, probe: CopyProbe.self),
        StandardEditAction(name: "paste:", call: { $0.paste($1) }, probe: PasteProbe.self),
        StandardEditAction(name: "pasteAndMatchStyle:", call: { $0.pasteAndMatchStyle($1) }, probe: PasteAndMatchStyleProbe.self),
        StandardEditAction(name: "pasteAndGo:", call: { $0.pasteAndGo($1) }, probe: PasteAndGoProbe.self),
        StandardEditAction(name: "pasteAndSearch:", call: { $0.pasteAndSearch($1) }, probe: PasteAndSearchProbe.self),
        StandardEditAction(name: "select:", call: { $0.select($1) }, probe: SelectProbe.self),
        StandardEditAction(name: "selectAll:", call: { $0.selectAll($1) }, probe: SelectAllProbe.self),
        StandardEditAction(name: "delete:", call: { $0.delete($1) }, probe: DeleteProbe.self),
        StandardEditAction(name: "makeTextWritingDirectionLeftToRight:",
                           call: { $0.makeTextWritingDirectionLeftToRight($1) }, probe: LeftToRightProbe.self),
        StandardEditAction(name: "makeTextWritingDirectionRightToLeft:",
                           call: { $0.makeTextWritingDirectionRightToLeft($1) }, probe: RightToLeftProbe.self),
        StandardEditAction(name: "toggleBoldface:", call: { $0.toggleBoldface($1) }, probe: BoldfaceProbe.self),
        StandardEditAction(name: "toggleItalics:", call: { $0.toggleItalics($1) }, probe: ItalicsProbe.self),
        StandardEditAction(name: "toggleUnderline:", call: { $0.toggleUnderline($1) }, probe: UnderlineProbe.self),
        StandardEditAction(name: "increaseSize:", call: { $0.increaseSize($1) }, probe: IncreaseSizeProbe.self),
        StandardEditAction(name: "decreaseSize:", call: { $0.decreaseSize($1) }, probe: DecreaseSizeProbe.self),
        StandardEditAction(name: "find:", call: { $0.find($1) }, probe: FindProbe.self),
        StandardEditAction(name: "findAndReplace:", call: { $0.findAndReplace($1) }, probe: FindAndReplaceProbe.self),
        StandardEditAction(name: "findNext:", call: { $0.findNext($1) }, probe: FindNextProbe.self),
        StandardEditAction(name: "findPrevious:", call: { $0.findPrevious($1) }, probe: FindPreviousProbe.self),
        StandardEditAction(name: "useSelectionForFind:", call: { $0.useSelectionForFind($1) }, probe: UseSelectionForFindProbe.self),
        StandardEditAction(name: "rename:", call: { $0.rename($1) }, probe: RenameProbe.self),
        StandardEditAction(name: "duplicate:", call: { $0.duplicate($1) }, probe: DuplicateProbe.self),
        StandardEditAction(name: "move:", call: { $0.move($1) }, probe: MoveProbe.self),
        StandardEditAction(name: "export:", call: { $0.export($1) }, probe: ExportProbe.self),
    ]

    /// The actions by selector name.
    static let named: [String: (action: StandardEditAction, index: Int)] =
        Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1.name, ($1, $0)) })

    /// Where each action's method sits in class metadata, or nil if that cannot be read (then
    /// no class counts as implementing a standard action: see docs/DIFFERENCES.md).
    private static let table: ClassMethodTable? = {
        let table = ClassMethodTable(base: UIResponder.self, blank: BlankProbe.self, probes: all.map(\.probe))
        if table == nil {
            print("UIKit: cannot read Swift class metadata; no responder counts as implementing a standard edit action "
                + "unless it says so in canPerformAction(_:withSender:)")
        }
        return table
    }()

    /// Whether `responder`'s class overrides the action named `name` (false for names that
    /// are not standard actions).
    static func isImplemented(_ name: String, by responder: UIResponder) -> Bool {
        guard let entry = named[name], let table else { return false }
        return table.overrides(type(of: responder), slot: table.slots[entry.index])
    }

    /// Lets name-only selectors of the standard actions (`Selector("copy:")`) call them:
    /// on a responder that implements the action, `perform(on:sender:)` calls its method.
    /// Runs once, from UIResponder's initializer (a name-only selector can only be
    /// performed on an object that exists).
    static func registerImplementations() {
        _ = registration
    }

    private static let registration: Void = {
        for action in all {
            let name = action.name, call = action.call
            Selector.registerImplementation(named: name) { target in
                guard let responder = target as? UIResponder, isImplemented(name, by: responder) else { return nil }
                return { sender in call(responder, sender) }
            }
        }
    }()
}

extension Selector {
    /// The selector UIKit calls for this one: for a standard edit action, the name alone,
    /// so that `#Selector(MyView.copy(_:))` reaches whichever responder implements `copy:`,
    /// as the Objective-C name would; any other selector as it is.
    @MainActor
    var dispatchingByName: Selector {
        StandardEditAction.named[name] != nil ? Selector(name) : self
    }
}

// Probes: each overrides one standard action, so its vtable word can be found.
private final class BlankProbe: UIResponder {}
private final class CutProbe: UIResponder { override func cut(_ sender: Any?) {} }
private final class CopyProbe: UIResponder { override func copy(_ sender: Any?) {} }
private final class PasteProbe: UIResponder { override func paste(_ sender: Any?) {} }
private final class PasteAndMatchStyleProbe: UIResponder { override func pasteAndMatchStyle(_ sender: Any?) {} }
private final class PasteAndGoProbe: UIResponder { override func pasteAndGo(_ sender: Any?) {} }
private final class PasteAndSearchProbe: UIResponder { override func pasteAndSearch(_ sender: Any?) {} }
private final class SelectProbe: UIResponder { override func select(_ sender: Any?) {} }
private final class SelectAllProbe: UIResponder { override func selectAll(_ sender: Any?) {} }
private final class DeleteProbe: UIResponder { override func delete(_ sender: Any?) {} }
private final class LeftToRightProbe: UIResponder { override func makeTextWritingDirectionLeftToRight(_ sender: Any?) {} }
private final class RightToLeftProbe: UIResponder { override func makeTextWritingDirectionRightToLeft(_ sender: Any?) {} }
private final class BoldfaceProbe: UIResponder { override func toggleBoldface(_ sender: Any?) {} }
private final class ItalicsProbe: UIResponder { override func toggleItalics(_ sender: Any?) {} }
private final class UnderlineProbe: UIResponder { override func toggleUnderline(_ sender: Any?) {} }
private final class IncreaseSizeProbe: UIResponder { override func increaseSize(_ sender: Any?) {} }
private final class DecreaseSizeProbe: UIResponder { override func decreaseSize(_ sender: Any?) {} }
private final class FindProbe: UIResponder { override func find(_ sender: Any?) {} }
private final class FindAndReplaceProbe: UIResponder { override func findAndReplace(_ sender: Any?) {} }
private final class FindNextProbe: UIResponder { override func findNext(_ sender: Any?) {} }
private final class FindPreviousProbe: UIResponder { override func findPrevious(_ sender: Any?) {} }
private final class UseSelectionForFindProbe: UIResponder { override func useSelectionForFind(_ sender: Any?) {} }
private final class RenameProbe: UIResponder { override func rename(_ sender: Any?) {} }
private final class DuplicateProbe: UIResponder { override func duplicate(_ sender: Any?) {} }
private final class MoveProbe: UIResponder { override func move(_ sender: Any?) {} }
private final class ExportProbe: UIResponder { override func export(_ sender: Any?) {} }
