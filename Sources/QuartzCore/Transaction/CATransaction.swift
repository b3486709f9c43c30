import CoreGraphics
import Foundation

/// Groups layer-tree changes into atomic updates.
///
/// Changes made outside any explicit transaction belong to the implicit transaction that
/// the run loop commits once per turn (the host calls `flush()`). Explicit transactions
/// nest; committing the outermost one commits its changes: layout and display run, and the
/// next frame composites them.
///
/// As in Core Animation, transactions belong to a thread: each thread has its own stack and
/// implicit transaction. Only the main queue's commits reach the screen (the environment's
/// `layerTreeHost` lays out and displays them); another thread's commit closes its transactions and runs its completion
/// blocks, and the main thread's next commit shows its layer changes.
open class CATransaction: NSObject {
    /// A transaction's completion block, waiting for the transaction to commit and for the
    /// animations added while it was set to end.
    package final class CompletionGroup {
        let block: @Sendable () -> Void
        private var pendingAnimations = 0
        private var committed = false

        init(_ block: @escaping @Sendable () -> Void) {
            self.block = block
        }

        /// An animation added while the block was set: the block waits for it.
        package func animationAdded() { pendingAnimations += 1 }

        /// One of those animations ended (or was removed).
        package func animationEnded() {
            pendingAnimations -= 1
            if committed, pendingAnimations == 0 { CATransaction.state.readyCompletions.append(block) }
        }

        /// The transaction committed: the block runs once its animations have ended.
        fileprivate func commit() {
            committed = true
            if pendingAnimations == 0 { CATransaction.state.readyCompletions.append(block) }
        }
    }

    /// One level of the transaction stack.
    private struct Level {
        var values: [String: Any] = [:]
        /// The group of the completion block set in this transaction (new animations join it).
        var completion: CompletionGroup?
        /// Groups of nested transactions that committed, waiting for this one to.
        var committedInside: [CompletionGroup] = []

        /// Inner transactions' groups first: their blocks run before this one's.
        var groups: [CompletionGroup] { committedInside + (completion.map { [$0] } ?? []) }
    }

    /// One thread's transactions.
    private final class ThreadState {
        var stack: [Level] = []
        /// The implicit transaction's settings (used when no explicit transaction is open).
        var implicitLevel = Level()
        /// Completion blocks whose transactions have committed and whose animations ended,
        /// run after the next flush (or the next frame's animation messages).
        var readyCompletions: [@Sendable () -> Void] = []
    }

    private static let perThread = ThreadLocal(key: "QuartzCore.TransactionState") { ThreadState() }

    /// The calling thread's transactions.
    private static var state: ThreadState { perThread.current }

    /// Opens a transaction nested in the current one.
    open class func begin() {
        state.stack.append(Level())
    }

    /// Closes the innermost transaction; closing the outermost commits the changes.
    /// Without an open transaction, commits the implicit one (Core Animation logs the
    /// imbalance and does the same).
    open class func commit() {
        let state = state
        guard let level = state.stack.popLast() else {
            flush()
            return
        }
        if state.stack.isEmpty {
            for group in level.groups { group.commit() }
            flush()
        } else {
            // Completion blocks of a nested transaction wait for the outermost commit.
            state.stack[state.stack.count - 1].committedInside += level.groups
        }
    }

    /// Commits the implicit transaction now: layout and display of every changed tree (on
    /// the main queue), then the completion blocks whose transactions have ended and whose
    /// animations have finished.
    open class func flush() {
        let state = state
        guard state.stack.isEmpty else { return }
        if MainQueue.isCurrent {
            // The main queue's commit lays out and displays the trees on screen.
            MainActor.assumeIsolated { HostEnvironment.current.quartzCore.layerTreeHost?.commitLayerTrees() }
        }
        for group in state.implicitLevel.groups { group.commit() }
        state.implicitLevel = Level()
        runCompletionBlocks()
    }

    /// Runs the completion blocks that are ready, in the order they became so.
    package static func runCompletionBlocks() {
        let state = state
        while !state.readyCompletions.isEmpty {
            let blocks = state.readyCompletions
            state.readyCompletions = []
            for block in blocks { block() }
        }
    }

    /// The completion groups an animation added now belongs to: those of every open
    /// transaction, innermost first, and of the implicit one.
    package static var openCompletionGroups: [CompletionGroup] {
        let state = state
        return ([state.implicitLevel] + state.stack).reversed().compactMap(\.completion)
    }

    /// Whether completion blocks wait for the next flush (the host's frames run it even
    /// when nothing else changed).
    package static var hasPendingCompletionBlocks: Bool {
        let state = state
        return !state.readyCompletions.isEmpty || !state.implicitLevel.groups.isEmpty
    }

    /// The innermost transaction's value for `key`, searching outward.
    open class func value(forKey key: String) -> Any? {
        let state = state
        for level in state.stack.reversed() {
            if let value = level.values[key] { return value }
        }
        return state.implicitLevel.values[key]
    }

    /// Sets a value for `key` on the innermost transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        let state = state
        if state.stack.isEmpty {
            state.implicitLevel.values[key] = anObject
        } else {
            state.stack[state.stack.count - 1].values[key] = anObject
        }
    }

    /// Whether property changes in this transaction run no actions.
    open class func disableActions() -> Bool {
        value(forKey: kCATransactionDisableActions) as? Bool ?? false
    }

    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The duration of animations the transaction's actions create. Default 0.25 s.
    open class func animationDuration() -> CFTimeInterval {
        value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval ?? 0.25
    }

    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of animations the transaction's actions create; nil (the
    /// default) leaves Core Animation's: the system default curve for implicit animations.
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// The block run once the transaction (and its animations) completes.
    open class func completionBlock() -> (@Sendable () -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? @Sendable () -> Void
    }

    /// Sets the completion block of the innermost transaction: it runs once that
    /// transaction has committed and every animation added after this call, in it or in
    /// transactions nested in it, has ended or been removed (at once after the commit when
    /// there are none). Setting another block (or nil) replaces it.
    open class func setCompletionBlock(_ block: (@Sendable () -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
        let group = block.map(CompletionGroup.init)
        let state = state
        if state.stack.isEmpty {
            state.implicitLevel.completion = group
        } else {
            state.stack[state.stack.count - 1].completion = group
        }
    }

    /// Acquires the transaction lock. Each thread has its own transactions here, so this
    /// and `unlock()` only balance each other.
    open class func lock() {}
    open class func unlock() {}
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
