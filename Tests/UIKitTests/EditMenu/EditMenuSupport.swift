import Foundation
import Testing
import UIKitTesting

/// The actions responders received, in order: the responder's name, the action's selector
/// name and the sender.
@MainActor
final class EditActionLog {
    struct Entry {
        var responder: String
        var action: String
        var sender: Any?
    }

    private(set) var entries: [Entry] = []
    /// `responder.action` for each entry.
    var labels: [String] { entries.map { "\($0.responder).\($0.action)" } }

    func record(_ responder: String, _ action: String, _ sender: Any?) {
        entries.append(Entry(responder: responder, action: action, sender: sender))
    }
}

/// A view that can become first responder and logs the standard edit actions it
/// implements: Cut, Copy, Paste, Delete, Select and Select All, each only in a subclass
/// that overrides it (`implementing` says which, so one class serves every combination
/// without overriding the others).
@MainActor
class EditableView: UIView {
    let name: String
    let log: EditActionLog
    /// How many times `canPerformAction(_:withSender:)` was asked, per selector name.
    private(set) var asked: [String: Int] = [:]
    /// Answers `canPerformAction` for these names instead of the default.
    var answers: [String: Bool] = [:]

    init(_ name: String, _ frame: CGRect, log: EditActionLog) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override var canBecomeFirstResponder: Bool { true }

    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        asked[action.description, default: 0] += 1
        return answers[action.description] ?? super.canPerformAction(action, withSender: sender)
    }
}

/// Implements Copy and Paste.
final class CopyPasteView: EditableView {
    override func copy(_ sender: Any?) { log.record(name, "copy:", sender) }
    override func paste(_ sender: Any?) { log.record(name, "paste:", sender) }
}

/// Implements the six actions of the standard edit menu.
final class AllEditsView: EditableView {
    override func cut(_ sender: Any?) { log.record(name, "cut:", sender) }
    override func copy(_ sender: Any?) { log.record(name, "copy:", sender) }
    override func paste(_ sender: Any?) { log.record(name, "paste:", sender) }
    override func delete(_ sender: Any?) { log.record(name, "delete:", sender) }
    override func select(_ sender: Any?) { log.record(name, "select:", sender) }
    override func selectAll(_ sender: Any?) { log.record(name, "selectAll:", sender) }
}

/// Implements Copy only; a custom action `reset` for menu items.
final class CopyView: EditableView {
    override func copy(_ sender: Any?) { log.record(name, "copy:", sender) }
    func reset(_ sender: Any?) { log.record(name, "reset:", sender) }
}

/// Implements Select All only.
final class SelectAllView: EditableView {
    override func selectAll(_ sender: Any?) { log.record(name, "selectAll:", sender) }
}

/// A new iPhone SE simulator with a white key window filling the screen, a fresh
/// application and no menu controller state.
@MainActor
func makeMenuStage() -> (Simulator, UIWindow) {
    let (sim, window) = makeScenarioWindow(device: .iPhoneSE, background: .white)
    UIApplication.current = UIApplication()
    return (sim, window)
}

/// A new stage with `outer` in its window and `inner` inside `outer`, logging to `log`.
@MainActor
struct NestedResponders<Outer: EditableView, Inner: EditableView> {
    let sim: Simulator
    let window: UIWindow
    let log = EditActionLog()
    let outer: Outer
    let inner: Inner

    init(_ outer: (EditActionLog) -> Outer, _ inner: (EditActionLog) -> Inner) {
        (sim, window) = makeMenuStage()
        self.outer = outer(log)
        self.inner = inner(log)
        window.addSubview(self.outer)
        self.outer.addSubview(self.inner)
    }
}

/// The titles on the edit menu's bar now (empty when no menu shows).
@MainActor
var shownMenuTitles: [String] {
    EditMenuPresentation.current?.shownTitles ?? []
}

extension Simulator {
    /// Taps the middle of the edit menu's item titled `title`; records an issue if the
    /// bar does not show it.
    func tapMenuItem(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let frame = EditMenuPresentation.current?.screenFrame(ofItemTitled: title) else {
            Issue.record("no menu item titled \(title); the bar shows \(shownMenuTitles)", sourceLocation: sourceLocation)
            return
        }
        tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

extension Simulator {
    /// The titles on every page of the edit menu's bar, paging items left out, turning the
    /// pages with the next-page item (the bar is left on its last page).
    func menuTitlesOnAllPages() -> [String] {
        var titles = shownMenuTitles.filter { $0 != "◀" && $0 != "▶" }
        while shownMenuTitles.last == "▶" {
            tapMenuItem("▶")
            titles += shownMenuTitles.filter { $0 != "◀" && $0 != "▶" }
        }
        return titles
    }
}

/// The notifications of `UIMenuController.shared` posted while the recorder lives, by
/// short name ("willShow", "didShow", "willHide", "didHide", "frameDidChange").
@MainActor
final class MenuControllerNotes {
    private(set) var names: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init() {
        let controller = UIMenuController.shared
        let observed: [(Notification.Name, String)] = [
            (UIMenuController.willShowMenuNotification, "willShow"),
            (UIMenuController.didShowMenuNotification, "didShow"),
            (UIMenuController.willHideMenuNotification, "willHide"),
            (UIMenuController.didHideMenuNotification, "didHide"),
            (UIMenuController.menuFrameDidChangeNotification, "frameDidChange"),
        ]
        for (name, short) in observed {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: controller, queue: nil) {
                [weak self] note in
                let label = note.userInfo == nil ? short : short + " with user info"
                MainActor.assumeIsolated { self?.names.append(label) }
            })
        }
    }

    func stop() {
        tokens.forEach(NotificationCenter.default.removeObserver)
        tokens = []
    }
}
