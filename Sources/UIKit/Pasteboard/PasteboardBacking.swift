import Foundation
import Synchronization

/// A pasteboard's state behind its lock: the contents, the change count, whether it was
/// removed, and for a persistent pasteboard its store. UIKit's pasteboard may be used from
/// any thread; every access goes through here and takes the lock. Readers get a copy of
/// the contents and convert values outside the lock; notifications are posted by the
/// caller after the lock is released, so an observer may use the pasteboard.
final class PasteboardBacking: Sendable {
    private struct State {
        var contents = PasteboardContents.empty
        var changeCount = 0
        var isRemoved = false
        var store: PasteboardStore?

        /// Catches up with the store (another process may have written it) and drops items
        /// whose expiration date has passed, which is a change like any other.
        mutating func refresh() -> PasteboardChange? {
            if let snapshot = store?.snapshotIfChanged() {
                contents = snapshot.contents
                changeCount = snapshot.changeCount ?? changeCount
            }
            // Expiration dates are wall-clock dates the app computed from the wall clock.
            guard contents.hasExpired(at: Date()) else { return nil }
            return commit(.empty)
        }

        mutating func commit(_ new: PasteboardContents) -> PasteboardChange {
            let change = PasteboardChange(from: contents, to: new)
            contents = new
            changeCount += 1
            store?.save(contents, changeCount: changeCount)
            return change
        }
    }

    private let state: Mutex<State>

    init(store: PasteboardStore?) {
        var initial = State(store: store)
        _ = initial.refresh()
        state = Mutex(initial)
    }

    var isPersistent: Bool { state.withLock { $0.store != nil } }

    /// The store's file, for a persistent pasteboard.
    var storeFile: URL? { state.withLock { $0.store?.fileURL } }

    /// The contents and change count now, and the change that dropping expired items made.
    func snapshot() -> (contents: PasteboardContents, changeCount: Int, change: PasteboardChange?) {
        state.withLock { state in
            let change = state.refresh()
            return (state.contents, state.changeCount, change)
        }
    }

    /// Replaces the contents with what `update` makes of them, counting one change and
    /// saving a persistent pasteboard; `update` returning nil writes nothing. Returns the
    /// changes to announce, in order (items that expired first, then this write).
    func write(_ update: (PasteboardContents) -> PasteboardContents?) -> [PasteboardChange] {
        state.withLock { state in
            var changes = state.refresh().map { [$0] } ?? []
            guard !state.isRemoved, let new = update(state.contents) else { return changes }
            changes.append(state.commit(new))
            return changes
        }
    }

    /// `remove(withName:)`: the pasteboard drops its items and ignores every later call.
    func invalidate() {
        state.withLock { state in
            state.isRemoved = true
            state.contents = .empty
        }
    }

    /// Moves a persistent pasteboard to another store and starts over from what that store
    /// holds, change count included.
    func relocate(to store: PasteboardStore) {
        state.withLock { state in
            state = State(store: store)
            _ = state.refresh()
        }
    }
}
