import CoreGraphics
import Foundation

/// Groups layer-tree changes into atomic updates.
///
/// Changes made outside any explicit transaction belong to the implicit transaction that
/// the run loop commits once per turn (the host calls `flush()`). Explicit transactions
/// nest; committing the outermost one commits its changes: layout and display run, and the
/// next frame composites them. Transactions belong to the main thread here.
open class CATransaction: NSObject {
    /// One level of the transaction stack.
    private struct Level {
        var values: [String: Any] = [:]
        var completionBlocks: [@Sendable () -> Void] = []
    }

    nonisolated(unsafe) private static var stack: [Level] = []
    /// The implicit transaction's settings (used when no explicit transaction is open).
    nonisolated(unsafe) private static var implicitLevel = Level()
    /// Completion blocks of committed transactions, run after the next flush.
    nonisolated(unsafe) private static var pendingCompletions: [@Sendable () -> Void] = []

    /// What commits do to the screen: installed by the host (UIKit's application or the
    /// Simulator), which lays out, displays and schedules a frame for its layer trees.
    nonisolated(unsafe) package static var commitHandler: (() -> Void)?

    /// Opens a transaction nested in the current one.
    open class func begin() {
        stack.append(Level())
    }

    /// Closes the innermost transaction; closing the outermost commits the changes.
    /// Without an open transaction, commits the implicit one (Core Animation logs the
    /// imbalance and does the same).
    open class func commit() {
        guard let level = stack.popLast() else {
            flush()
            return
        }
        if stack.isEmpty {
            pendingCompletions += level.completionBlocks
            flush()
        } else {
            // Completion blocks of a nested transaction wait for the outermost commit.
            stack[stack.count - 1].completionBlocks += level.completionBlocks
        }
    }

    /// Commits the implicit transaction now: layout and display of every changed tree,
    /// then completion blocks whose transactions have ended (none of them animate yet).
    open class func flush() {
        guard stack.isEmpty else { return }
        commitHandler?()
        pendingCompletions += implicitLevel.completionBlocks
        implicitLevel = Level()
        let completions = pendingCompletions
        pendingCompletions = []
        for block in completions { block() }
    }

    /// Whether completion blocks wait for the next flush (the host's frames run it even
    /// when nothing else changed).
    package static var hasPendingCompletionBlocks: Bool {
        !pendingCompletions.isEmpty || !implicitLevel.completionBlocks.isEmpty
    }

    /// The innermost transaction's value for `key`, searching outward.
    open class func value(forKey key: String) -> Any? {
        for level in stack.reversed() {
            if let value = level.values[key] { return value }
        }
        return implicitLevel.values[key]
    }

    /// Sets a value for `key` on the innermost transaction.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        if stack.isEmpty {
            implicitLevel.values[key] = anObject
        } else {
            stack[stack.count - 1].values[key] = anObject
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

    /// The block run once the transaction (and its animations) completes.
    open class func completionBlock() -> (@Sendable () -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? @Sendable () -> Void
    }

    /// Sets the completion block of the innermost transaction: it runs when that
    /// transaction has committed and its animations ended.
    open class func setCompletionBlock(_ block: (@Sendable () -> Void)?) {
        setValue(block, forKey: kCATransactionCompletionBlock)
        guard let block else { return }
        if stack.isEmpty {
            implicitLevel.completionBlocks = [block]
        } else {
            stack[stack.count - 1].completionBlocks = [block]
        }
    }

    /// Acquires the transaction lock. Transactions belong to one thread here, so this
    /// and `unlock()` only balance each other.
    open class func lock() {}
    open class func unlock() {}
}

public typealias CFTimeInterval = Double

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
