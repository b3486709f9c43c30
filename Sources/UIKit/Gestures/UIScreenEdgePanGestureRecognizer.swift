import CoreGraphics
import Foundation

/// A pan that starts near an edge of the screen: the first finger must touch down within 20
/// points of one of `edges` (approximate: the system's margin is not documented) and move
/// away from that edge more than along it. Fingers after the first are ignored.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to the screen's edge, in points, the first finger must touch down.
    static let edgeMargin: CGFloat = 20

    /// The edges a gesture may start from (default none: the recognizer never begins).
    open var edges: UIRectEdge = []

    /// The edges the first finger touched down near.
    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard involvedTouches.count == touches.count, let first = touchList.first else {
            for touch in touches { ignore(touch, for: event) }
            return
        }
        for touch in touches where touch !== first { ignore(touch, for: event) }
        startEdges = edgesNear(first)
        if startEdges.isEmpty {
            state = .failed
            return
        }
        super.touchesBegan([first], with: event)
    }

    /// The allowed edges of its screen that `touch` is within the margin of.
    private func edgesNear(_ touch: UITouch) -> UIRectEdge {
        guard let window = touch.windowStorage else { return [] }
        let point = window.convert(touch.windowLocation, to: nil as UIWindow?)
        let screen = window.screen.bounds
        let margin = UIScreenEdgePanGestureRecognizer.edgeMargin
        var near: UIRectEdge = []
        if point.x - screen.minX <= margin { near.insert(.left) }
        if screen.maxX - point.x <= margin { near.insert(.right) }
        if point.y - screen.minY <= margin { near.insert(.top) }
        if screen.maxY - point.y <= margin { near.insert(.bottom) }
        return near.intersection(edges)
    }

    /// Begins when the movement leads away from a starting edge, fails otherwise.
    override func startingState(for translation: CGPoint) -> State {
        let away = (startEdges.contains(.left) && translation.x > abs(translation.y))
            || (startEdges.contains(.right) && -translation.x > abs(translation.y))
            || (startEdges.contains(.top) && translation.y > abs(translation.x))
            || (startEdges.contains(.bottom) && -translation.y > abs(translation.x))
        return away ? .began : .failed
    }

    open override func reset() {
        super.reset()
        startEdges = []
    }
}

/// Edges of a rectangle (of the screen, for `UIScreenEdgePanGestureRecognizer`).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
