import Foundation

/// Records changes so they can be undone and redone: Foundation's `UndoManager`, which
/// Foundation on Linux does not have, provided here with Apple's API.
///
/// Changes register the way to undo them (`registerUndo(withTarget:handler:)`) inside a
/// group; `undo()` runs the actions of the last group, last registered first, and what they
/// register while undoing becomes the group `redo()` runs. By default (`groupsByEvent`) a
/// registration outside any group opens one that closes at the end of the run loop's turn,
/// so everything one event changes undoes at once. Targets are held weakly: an action whose
/// target is gone is skipped. UIKit gives each window one (`UIResponder.undoManager`).
///
/// Differences from Foundation: the main actor's (it works on the host run loop); no
/// `prepare(withInvocationTarget:)` (it needs the Objective-C runtime); nested groups undo
/// as part of their outermost group, and `undoNestedGroup()` is `undo()`.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// One registered action.
    private struct Action {
        weak var target: AnyObject?
        var perform: (AnyObject) -> Void
    }

    /// The actions of one outermost group and its name.
    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The group being filled, while `groupingLevel` > 0.
    private var openGroup: Group?
    private var groupingLevelStorage = 0
    private var registrationDisabledCount = 0
    private var undoingStorage = false
    private var redoingStorage = false
    /// Whether the open group was opened by a registration and closes with the turn.
    private var openedByEvent = false

    public override init() {
        super.init()
    }

    // MARK: Groups

    /// Whether a registration outside a group opens one that closes at the end of the run
    /// loop's turn. Default true.
    open var groupsByEvent = true

    /// How many groups are open (nested groups count).
    open var groupingLevel: Int { groupingLevelStorage }

    /// Opens a group: actions registered until the matching `endUndoGrouping()` undo
    /// together.
    open func beginUndoGrouping() {
        if groupingLevelStorage == 0 { openGroup = Group() }
        groupingLevelStorage += 1
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    /// Closes the group opened last. Closing with no group open stops the program, as
    /// Foundation's exception does.
    open func endUndoGrouping() {
        guard groupingLevelStorage > 0 else {
            preconditionFailure("UndoManager.endUndoGrouping(): no undo group is open; call beginUndoGrouping() first")
        }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillCloseUndoGroup)
        groupingLevelStorage -= 1
        if groupingLevelStorage == 0, let group = openGroup {
            openGroup = nil
            openedByEvent = false
            if !group.actions.isEmpty { push(group) }
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    /// The most groups kept for undoing; older ones are forgotten. 0 (the default) keeps
    /// every group.
    open var levelsOfUndo = 0 {
        didSet { trimUndoStack() }
    }

    /// Kept for source compatibility: the automatic groups close at the end of every turn
    /// of the host run loop, whatever its mode.
    open var runLoopModes: [RunLoop.Mode] = [.default]

    // MARK: Registering

    /// Stops recording registrations until `enableUndoRegistration()` (calls nest).
    open func disableUndoRegistration() {
        registrationDisabledCount += 1
    }

    /// Records registrations again, once every `disableUndoRegistration()` is balanced.
    open func enableUndoRegistration() {
        guard registrationDisabledCount > 0 else {
            preconditionFailure("UndoManager.enableUndoRegistration(): registration is not disabled; balance it with disableUndoRegistration()")
        }
        registrationDisabledCount -= 1
    }

    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { registrationDisabledCount == 0 }

    /// Records `handler`, to be called with `target` when the change is undone (or, for a
    /// registration made while undoing, redone). A registration that is neither undoing nor
    /// redoing forgets what could be redone.
    public func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        register(Action(target: target) { object in
            if let typed = object as? TargetType { handler(typed) }
        })
    }

    /// Records a call of `selector` on `target` with `anObject` as its argument, to undo
    /// the change. The selector must be a method reference (`#Selector(Type.method(_:))`) of
    /// the target's type.
    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        guard let object = target as AnyObject? else { return }
        register(Action(target: object) { target in _ = selector.perform(on: target, sender: anObject) })
    }

    private func register(_ action: Action) {
        guard isUndoRegistrationEnabled else { return }
        if groupingLevelStorage == 0 {
            guard groupsByEvent else {
                preconditionFailure("UndoManager.registerUndo: no undo group is open and groupsByEvent is false; call beginUndoGrouping() first")
            }
            beginUndoGrouping()
            openedByEvent = true
            // The group an event opens closes at the end of the run loop's turn.
            HostRunLoop.current.perform { [weak self] in self?.closeEventGroup() }
        }
        openGroup?.actions.append(action)
        if !undoingStorage && !redoingStorage { redoStack.removeAll() }
    }

    private func closeEventGroup() {
        if openedByEvent, groupingLevelStorage == 1 { endUndoGrouping() }
    }

    // MARK: Undoing and redoing

    /// Whether there is a group to undo (an open group with actions counts).
    open var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true) }

    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Whether `undo()` is running its actions.
    open var isUndoing: Bool { undoingStorage }

    /// Whether `redo()` is running its actions.
    open var isRedoing: Bool { redoingStorage }

    /// Closes the group an event opened, then runs the actions of the last group, last
    /// first; what they register becomes a group to redo. Undoing with a group of your own
    /// open stops the program, as Foundation's exception does.
    open func undo() {
        if openedByEvent, groupingLevelStorage == 1 { endUndoGrouping() }
        guard groupingLevelStorage == 0 else {
            preconditionFailure("UndoManager.undo(): an undo group is open; call endUndoGrouping() before undoing")
        }
        guard let group = undoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillUndoChange)
        undoingStorage = true
        run(group, into: &redoStack)
        undoingStorage = false
        post(.NSUndoManagerDidUndoChange)
    }

    /// Runs the actions of the last group undone; what they register can be undone again.
    open func redo() {
        guard groupingLevelStorage == 0 else {
            preconditionFailure("UndoManager.redo(): an undo group is open; call endUndoGrouping() before redoing")
        }
        guard let group = redoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillRedoChange)
        redoingStorage = true
        run(group, into: &undoStack)
        redoingStorage = false
        trimUndoStack()
        post(.NSUndoManagerDidRedoChange)
    }

    /// Undoes the last group (nested groups are part of their outermost group here).
    open func undoNestedGroup() {
        undo()
    }

    /// Runs `group`'s actions, last registered first, collecting what they register into a
    /// group of the same name pushed on `stack`.
    private func run(_ group: Group, into stack: inout [Group]) {
        openGroup = Group(name: group.name)
        groupingLevelStorage = 1
        for action in group.actions.reversed() {
            if let target = action.target { action.perform(target) }
        }
        groupingLevelStorage = 0
        if let collected = openGroup, !collected.actions.isEmpty { stack.append(collected) }
        openGroup = nil
    }

    // MARK: Forgetting

    /// Forgets every group to undo and redo.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroup?.actions.removeAll()
    }

    /// Forgets the actions registered with `target` (groups left empty go).
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func prune(_ groups: [Group]) -> [Group] {
            groups.compactMap { group in
                var kept = group
                kept.actions.removeAll { $0.target === object || $0.target == nil }
                return kept.actions.isEmpty ? nil : kept
            }
        }
        undoStack = prune(undoStack)
        redoStack = prune(redoStack)
        openGroup?.actions.removeAll { $0.target === object }
    }

    // MARK: Action names

    /// Names the group being recorded (or, with none open, the last one) for menus.
    open func setActionName(_ actionName: String) {
        if openGroup != nil {
            openGroup?.name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// The name of the group `undo()` would undo ("" when unnamed or none).
    open var undoActionName: String { openGroup?.name ?? undoStack.last?.name ?? "" }

    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// "Undo" followed by the undo action's name, for a menu item.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }

    /// "Redo" followed by the redo action's name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" and `actionName`.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" and `actionName`.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    // MARK: Helpers

    private func push(_ group: Group) {
        if undoingStorage {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            trimUndoStack()
        }
    }

    private func trimUndoStack() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
