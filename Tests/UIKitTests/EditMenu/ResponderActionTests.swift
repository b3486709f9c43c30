import Testing
import UIKitTesting

/// Which responder performs an action (SM-3, CC-1, RC-6): `canPerformAction(_:withSender:)`
/// defaults to whether the responder's class implements the action, else the next
/// responder's answer; `target(forAction:withSender:)` walks the chain;
/// `UIApplication.sendAction(_:to:from:for:)` delivers to a target or along the chain.
@MainActor
@Suite("Responder actions", .serialized)
struct ResponderActionTests {
    /// Overrides every standard edit action, logging the selector name it was called for.
    final class EveryActionView: UIView {
        var calls: [String] = []
        override func cut(_ sender: Any?) { calls.append("cut:") }
        override func copy(_ sender: Any?) { calls.append("copy:") }
        override func paste(_ sender: Any?) { calls.append("paste:") }
        override func pasteAndMatchStyle(_ sender: Any?) { calls.append("pasteAndMatchStyle:") }
        override func pasteAndGo(_ sender: Any?) { calls.append("pasteAndGo:") }
        override func pasteAndSearch(_ sender: Any?) { calls.append("pasteAndSearch:") }
        override func select(_ sender: Any?) { calls.append("select:") }
        override func selectAll(_ sender: Any?) { calls.append("selectAll:") }
        override func delete(_ sender: Any?) { calls.append("delete:") }
        override func makeTextWritingDirectionLeftToRight(_ sender: Any?) { calls.append("makeTextWritingDirectionLeftToRight:") }
        override func makeTextWritingDirectionRightToLeft(_ sender: Any?) { calls.append("makeTextWritingDirectionRightToLeft:") }
        override func toggleBoldface(_ sender: Any?) { calls.append("toggleBoldface:") }
        override func toggleItalics(_ sender: Any?) { calls.append("toggleItalics:") }
        override func toggleUnderline(_ sender: Any?) { calls.append("toggleUnderline:") }
        override func increaseSize(_ sender: Any?) { calls.append("increaseSize:") }
        override func decreaseSize(_ sender: Any?) { calls.append("decreaseSize:") }
        override func find(_ sender: Any?) { calls.append("find:") }
        override func findAndReplace(_ sender: Any?) { calls.append("findAndReplace:") }
        override func findNext(_ sender: Any?) { calls.append("findNext:") }
        override func findPrevious(_ sender: Any?) { calls.append("findPrevious:") }
        override func useSelectionForFind(_ sender: Any?) { calls.append("useSelectionForFind:") }
        override func rename(_ sender: Any?) { calls.append("rename:") }
        override func duplicate(_ sender: Any?) { calls.append("duplicate:") }
        override func move(_ sender: Any?) { calls.append("move:") }
        override func export(_ sender: Any?) { calls.append("export:") }
    }

    nonisolated static let standardActions = [
        "cut:", "copy:", "paste:", "pasteAndMatchStyle:", "pasteAndGo:", "pasteAndSearch:", "select:", "selectAll:",
        "delete:", "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "toggleBoldface:",
        "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:", "find:", "findAndReplace:", "findNext:",
        "findPrevious:", "useSelectionForFind:", "rename:", "duplicate:", "move:", "export:",
    ]

    /// Overrides one action only.
    final class BoldOnlyView: UIView {
        var bolded = 0
        override func toggleBoldface(_ sender: Any?) { bolded += 1 }
    }

    class CopyingBase: UIView {
        var copies = 0
        override func copy(_ sender: Any?) { copies += 1 }
    }
    final class CopyingChild: CopyingBase {}
    final class GenericCopying<Model>: CopyingBase {
        var model: Model?
    }

    /// A custom action method, for method-reference selectors.
    final class Greeter: UIView {
        var greetings: [Any?] = []
        func greet(_ sender: Any?) { greetings.append(sender) }
    }

    final class RecordingController: UIViewController {
        var pastes = 0
        override func paste(_ sender: Any?) { pastes += 1 }
    }

    /// A plain responder as the app delegate, implementing Select All.
    final class SelectingDelegate: UIResponder, UIApplicationDelegate {
        var selections = 0
        override func selectAll(_ sender: Any?) { selections += 1 }
    }

    // MARK: canPerformAction

    @Test("SM-3: the default is true for an action the class implements, false for one no responder implements")
    func defaultFollowsImplementation() {
        let log = EditActionLog()
        let view = CopyPasteView("v", .zero, log: log)
        #expect(view.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(view.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(!view.canPerformAction(Selector("cut:"), withSender: nil))
        #expect(!view.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(!UIView().canPerformAction(Selector("copy:"), withSender: nil))
        #expect(!UIResponder().canPerformAction(Selector("copy:"), withSender: nil))
    }

    @Test("SM-3: every standard edit action is told apart, and a name-only selector calls the right override",
          arguments: standardActions)
    func everyStandardAction(name: String) {
        let view = EveryActionView()
        let plain = UIView()
        let action = Selector(name)
        #expect(view.canPerformAction(action, withSender: nil))
        #expect(!plain.canPerformAction(action, withSender: nil))
        #expect(action.isImplemented(by: view))
        #expect(!action.isImplemented(by: plain))
        #expect(action.perform(on: view, sender: nil))
        #expect(view.calls == [name])
        #expect(!action.perform(on: plain, sender: nil))
    }

    @Test("SM-3: a class overriding one action implements that one only")
    func oneOverrideOnly() {
        let view = BoldOnlyView()
        let implemented = Self.standardActions.filter { view.canPerformAction(Selector($0), withSender: nil) }
        #expect(implemented == ["toggleBoldface:"])
        #expect(Selector("toggleBoldface:").perform(on: view, sender: nil))
        #expect(view.bolded == 1)
    }

    @Test("SM-3: subclasses inherit an implementation, generic subclasses too")
    func inheritedImplementation() {
        #expect(CopyingChild().canPerformAction(Selector("copy:"), withSender: nil))
        let generic = GenericCopying<[Int]>()
        #expect(generic.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(!generic.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(Selector("copy:").perform(on: generic, sender: nil))
        #expect(generic.copies == 1)
    }

    @Test("SM-3: the default defers to the next responder for an action the class lacks")
    func defaultDefersToNext() {
        let log = EditActionLog()
        let outer = CopyPasteView("outer", CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        outer.addSubview(inner)
        #expect(inner.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(!inner.canPerformAction(Selector("cut:"), withSender: nil))
    }

    @Test("SM-4: an override decides for its actions and leaves the others to super")
    func overrideDecides() {
        let log = EditActionLog()
        let view = CopyPasteView("v", .zero, log: log)
        view.answers = ["paste:": false, "cut:": true]
        #expect(!view.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(view.canPerformAction(Selector("cut:"), withSender: nil))
        #expect(view.canPerformAction(Selector("copy:"), withSender: nil))
    }

    @Test("a method-reference selector is implemented by responders of the method's type")
    func methodReferenceSelectors() {
        let greeter = Greeter()
        let other = UIView()
        let greet = #Selector(Greeter.greet(_:))
        #expect(greet.description == "greet:")
        #expect(greeter.canPerformAction(greet, withSender: nil))
        #expect(!other.canPerformAction(greet, withSender: nil))
        #expect(!other.canPerformAction(Selector("greet:"), withSender: nil))
    }

    // MARK: target(forAction:)

    @Test("A-123 (CC-1): the target is the nearest responder up the chain that implements the action")
    func targetClimbsTheChain() {
        let stage = NestedResponders({ CopyPasteView("outer", CGRect(x: 0, y: 0, width: 200, height: 200), log: $0) },
                                     { SelectAllView("inner", CGRect(x: 0, y: 0, width: 100, height: 100), log: $0) })
        let (outer, inner, _) = (stage.outer, stage.inner, stage.log)
        #expect(inner.target(forAction: Selector("copy:"), withSender: nil) as? UIView === outer)
        #expect(inner.target(forAction: Selector("selectAll:"), withSender: nil) as? UIView === inner)
        #expect(inner.target(forAction: Selector("cut:"), withSender: nil) == nil)
    }

    @Test("RC-2: the target search goes through view controllers, the window, the application and its delegate")
    func targetThroughControllerAndDelegate() {
        let (_, window) = makeMenuStage()
        let delegate = SelectingDelegate()
        UIApplication.shared.delegate = delegate
        let controller = RecordingController()
        window.rootViewController = controller
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(leaf)
        #expect(leaf.target(forAction: Selector("paste:"), withSender: nil) as? UIViewController === controller)
        #expect(leaf.target(forAction: Selector("selectAll:"), withSender: nil) as? UIResponder === delegate)
    }

    @Test("SM-4: a responder that implements an action but refuses it passes it up the chain")
    func refusingResponderIsSkipped() {
        let stage = NestedResponders({ CopyPasteView("outer", CGRect(x: 0, y: 0, width: 100, height: 100), log: $0) },
                                     { CopyPasteView("inner", CGRect(x: 0, y: 0, width: 10, height: 10), log: $0) })
        let (outer, inner) = (stage.outer, stage.inner)
        inner.answers = ["copy:": false]
        #expect(inner.target(forAction: Selector("copy:"), withSender: nil) as? UIView === outer)
        outer.answers = ["copy:": false]
        #expect(inner.target(forAction: Selector("copy:"), withSender: nil) == nil)
    }

    @Test("a responder that agrees to an action it does not implement is passed over")
    func agreeingWithoutImplementing() {
        let stage = NestedResponders({ CopyPasteView("outer", CGRect(x: 0, y: 0, width: 100, height: 100), log: $0) },
                                     { SelectAllView("inner", CGRect(x: 0, y: 0, width: 10, height: 10), log: $0) })
        let inner = stage.inner
        inner.answers = ["paste:": true, "cut:": true]
        #expect(inner.target(forAction: Selector("paste:"), withSender: nil) as? UIView === stage.outer)
        #expect(inner.target(forAction: Selector("cut:"), withSender: nil) == nil)
    }

    @Test("target(forAction:) asks canPerformAction with the sender it was given")
    func targetPassesTheSender() {
        let log = EditActionLog()
        let view = CopyPasteView("v", .zero, log: log)
        let sender = UICommand(title: "Copy", action: Selector("copy:"))
        final class SenderCheckingView: UIView {
            var senders: [Any?] = []
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                senders.append(sender)
                return super.canPerformAction(action, withSender: sender)
            }
        }
        let child = SenderCheckingView()
        view.addSubview(child)
        #expect(child.target(forAction: Selector("copy:"), withSender: sender) as? UIView === view)
        #expect(child.senders.count == 1 && child.senders[0] as? UICommand === sender)
    }

    // MARK: sendAction

    @Test("RC-6: a nil-targeted action goes to the first responder's chain; the sender is passed along")
    func nilTargetedAction() throws {
        let stage = NestedResponders({ CopyPasteView("outer", CGRect(x: 0, y: 0, width: 200, height: 200), log: $0) },
                                     { SelectAllView("inner", CGRect(x: 0, y: 0, width: 100, height: 100), log: $0) })
        let (_, inner, log) = (stage.outer, stage.inner, stage.log)
        #expect(inner.becomeFirstResponder())
        let sender = NSObject()
        #expect(UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: sender, for: nil))
        #expect(UIApplication.shared.sendAction(Selector("selectAll:"), to: nil, from: sender, for: nil))
        #expect(!UIApplication.shared.sendAction(Selector("cut:"), to: nil, from: sender, for: nil))
        #expect(log.labels == ["outer.copy:", "inner.selectAll:"])
        #expect(log.entries.allSatisfy { $0.sender as? NSObject === sender })
    }

    @Test("RC-6: with no first responder a nil-targeted action climbs from a responder sender, else goes nowhere")
    func nilTargetWithoutFirstResponder() {
        let log = EditActionLog()
        let (_, window) = makeMenuStage()
        let outer = CopyPasteView("outer", CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        let control = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(outer)
        outer.addSubview(control)
        #expect(UIApplication.shared.sendAction(Selector("paste:"), to: nil, from: control, for: nil))
        #expect(!UIApplication.shared.sendAction(Selector("paste:"), to: nil, from: NSObject(), for: nil))
        #expect(!UIApplication.shared.sendAction(Selector("paste:"), to: nil, from: nil, for: nil))
        #expect(log.labels == ["outer.paste:"])
    }

    @Test("an explicit target receives the action directly; one that lacks the method receives nothing")
    func explicitTarget() {
        let greeter = Greeter()
        let sender = NSObject()
        #expect(UIApplication.shared.sendAction(#Selector(Greeter.greet(_:)), to: greeter, from: sender, for: nil))
        #expect(greeter.greetings.count == 1 && greeter.greetings[0] as? NSObject === sender)
        let log = EditActionLog()
        let view = CopyPasteView("v", .zero, log: log)
        view.answers = ["copy:": false]
        // An explicit target is not asked canPerformAction.
        #expect(UIApplication.shared.sendAction(Selector("copy:"), to: view, from: nil, for: nil))
        #expect(!UIApplication.shared.sendAction(Selector("cut:"), to: view, from: nil, for: nil))
        #expect(!UIApplication.shared.sendAction(#Selector(Greeter.greet(_:)), to: view, from: nil, for: nil))
        #expect(!UIApplication.shared.sendAction(Selector("copy:"), to: "not an object", from: nil, for: nil))
        #expect(log.labels == ["v.copy:"])
    }

    @Test("a method reference to a standard action reaches whichever responder implements it, as its name would")
    func standardActionByReference() {
        let log = EditActionLog()
        let (_, window) = makeMenuStage()
        let view = CopyPasteView("v", CGRect(x: 0, y: 0, width: 10, height: 10), log: log)
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let action = #Selector(AllEditsView.copy(_:))
        #expect(action == Selector("copy:"))
        #expect(UIApplication.shared.sendAction(action, to: nil, from: nil, for: nil))
        #expect(log.labels == ["v.copy:"])
    }

    @Test("UIResponderStandardEditActions: UIResponder adopts it and calls dispatch to overrides")
    func protocolConformance() {
        let view = EveryActionView()
        let actions: any UIResponderStandardEditActions = view
        actions.copy(nil)
        actions.export(nil)
        #expect(view.calls == ["copy:", "export:"])
        // UIResponder's own declarations do nothing.
        UIResponder().copy(nil)
        UIView().paste(nil)
    }
}
