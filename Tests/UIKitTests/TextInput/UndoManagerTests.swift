import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UndoManager (Foundation has none on Linux): groups made by events and by hand, undo and
/// redo, registration while undoing, forgetting by target, action names, levels of undo,
/// and each window's own undo manager at the end of the responder chain.
@MainActor
@Suite("UndoManager", .serialized)
struct UndoManagerTests {
    @MainActor
    final class Counter {
        var value = 0
        func set(_ new: Int, with undoManager: UndoManager) {
            let old = value
            undoManager.registerUndo(withTarget: self) { $0.set(old, with: undoManager) }
            value = new
        }
    }

    @Test("registrations of one run-loop turn undo together; undo registers the redo; a new change forgets the redo")
    func groupsByEvent() {
        let sim = Simulator(device: .iPhone15)
        let undo = UndoManager()
        let counter = Counter()
        counter.set(1, with: undo)
        counter.set(2, with: undo)
        #expect(undo.groupingLevel == 1 && undo.canUndo)
        sim.advance(by: 0.02)
        #expect(undo.groupingLevel == 0)
        counter.set(3, with: undo)
        sim.advance(by: 0.02)
        undo.undo()
        #expect(counter.value == 2)
        undo.undo()
        #expect(counter.value == 0)
        #expect(!undo.canUndo && undo.canRedo)
        undo.redo()
        #expect(counter.value == 2)
        counter.set(9, with: undo)
        #expect(!undo.canRedo)
    }

    @Test("explicit groups nest into their outermost group; undo closes the group an event opened")
    func explicitGroups() {
        _ = Simulator(device: .iPhone15)
        let undo = UndoManager()
        undo.groupsByEvent = false
        let counter = Counter()
        undo.beginUndoGrouping()
        counter.set(1, with: undo)
        undo.beginUndoGrouping()
        counter.set(2, with: undo)
        undo.endUndoGrouping()
        undo.endUndoGrouping()
        undo.undo()
        #expect(counter.value == 0)
        undo.groupsByEvent = true
        counter.set(5, with: undo)
        undo.undo()
        #expect(counter.value == 0, "the open event group closes before undoing")
    }

    @Test("removeAllActions(withTarget:) forgets that target's actions; levelsOfUndo keeps the newest groups")
    func forgetting() {
        let sim = Simulator(device: .iPhone15)
        let undo = UndoManager()
        let a = Counter(), b = Counter()
        a.set(1, with: undo)
        sim.advance(by: 0.02)
        b.set(1, with: undo)
        sim.advance(by: 0.02)
        undo.removeAllActions(withTarget: b)
        undo.undo()
        #expect(a.value == 0 && b.value == 1)
        undo.levelsOfUndo = 2
        for n in 1...4 {
            a.set(n, with: undo)
            sim.advance(by: 0.02)
        }
        undo.undo()
        undo.undo()
        undo.undo()
        #expect(a.value == 2)
    }

    @Test("action names and menu titles; disabled registration records nothing; notifications come around undo")
    func namesAndNotifications() {
        _ = Simulator(device: .iPhone15)
        let undo = UndoManager()
        let counter = Counter()
        counter.set(1, with: undo)
        undo.setActionName("Typing")
        #expect(undo.undoActionName == "Typing" && undo.undoMenuItemTitle == "Undo Typing")
        undo.disableUndoRegistration()
        counter.set(2, with: undo)
        undo.enableUndoRegistration()
        let heard = NameLog()
        let observers = [Notification.Name.NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange].map { name in
            NotificationCenter.default.addObserver(forName: name, object: undo, queue: nil) { _ in
                MainActor.assumeIsolated { heard.names.append(name.rawValue) }
            }
        }
        undo.undo()
        observers.forEach(NotificationCenter.default.removeObserver)
        #expect(counter.value == 0)
        #expect(heard.names == ["NSUndoManagerWillUndoChangeNotification", "NSUndoManagerDidUndoChangeNotification"])
        #expect(undo.redoMenuItemTitle == "Redo Typing")
    }

    @Test("a view in a window finds its window's undo manager; a view out of a window finds none")
    func responderChain() {
        let (_, window) = makeScenarioWindow()
        let view = UIView()
        #expect(view.undoManager == nil)
        window.addSubview(view)
        #expect(view.undoManager != nil && view.undoManager === window.undoManager)
    }

    @Test("misuse stops with a message naming the API: closing a group that is not open")
    func misuse() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UndoManager().endUndoGrouping() }
        }
    }
}

/// The notification names an observer heard.
@MainActor
private final class NameLog {
    var names: [String] = []
}
