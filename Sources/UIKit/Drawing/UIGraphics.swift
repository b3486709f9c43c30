import CoreGraphics
import Foundation

/// The stack of current graphics contexts that UIKit drawing (`UIColor.set()`,
/// `UIBezierPath.fill()`, string and image drawing) draws into. One stack per thread, as
/// in UIKit.
///
/// An entry may be *lazy*: a view's `draw(_:)` runs with an entry whose context is made
/// only when something asks for it, so views that draw nothing get no backing store.
package final class GraphicsContextStack {
    private enum Entry {
        case context(CGContext)
        case lazy(() -> CGContext?, made: CGContext?)
    }

    private var entries: [Entry] = []

    private static let perThread = ThreadLocal(key: "UIKit.GraphicsContextStack") { GraphicsContextStack() }

    /// The calling thread's stack.
    package static var current: GraphicsContextStack { perThread.current }

    package func push(_ context: CGContext) { entries.append(.context(context)) }

    /// Pushes an entry whose context `make` creates on first use.
    package func pushLazy(_ make: @escaping () -> CGContext?) { entries.append(.lazy(make, made: nil)) }

    /// Pops the top entry, returning its context if one was made.
    @discardableResult
    package func pop() -> CGContext? {
        switch entries.popLast() {
        case .context(let ctx): return ctx
        case .lazy(_, let made): return made
        case nil: return nil
        }
    }

    /// The top entry's context (making a lazy one now).
    package var top: CGContext? {
        guard let last = entries.last else { return nil }
        switch last {
        case .context(let ctx): return ctx
        case .lazy(_, let made?): return made
        case .lazy(let make, nil):
            let ctx = make()
            entries[entries.count - 1] = .lazy(make, made: ctx)
            return ctx
        }
    }
}

/// The current graphics context: the one UIKit drawing uses. Nil outside drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.top
}

/// Makes `context` the current graphics context.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.push(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    GraphicsContextStack.current.pop()
}
