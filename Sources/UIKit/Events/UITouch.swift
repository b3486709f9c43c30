import CoreGraphics
import Foundation

/// One finger on the screen. The same object follows the finger from touch-down to lift
/// (UIKit updates its phase, location and timestamp), and stays with the window and the
/// view it touched down in, even when the finger moves outside that view.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// Where a touch is in its life.
    public enum Phase: Int, Sendable {
        case began = 0
        case moved = 1
        case stationary = 2
        case ended = 3
        case cancelled = 4
        case regionEntered = 5
        case regionMoved = 6
        case regionExited = 7
    }

    /// What made a touch.
    public enum TouchType: Int, Sendable {
        case direct = 0
        case indirect = 1
        case pencil = 2
        case indirectPointer = 3
    }

    var phaseStorage: Phase = .began
    var timestampStorage: TimeInterval = 0
    var tapCountStorage = 0
    /// The current and previous location, in the touch's window's coordinates.
    var windowLocation = CGPoint.zero
    var previousWindowLocation = CGPoint.zero
    // Strong, as UIKit's: a touch keeps its view and window until it is released.
    var viewStorage: UIView?
    var windowStorage: UIWindow?
    /// The recognizers receiving the touch, and how it stands with its view meanwhile
    /// (`GestureEnvironment`).
    var recognizerList: [UIGestureRecognizer] = []
    var viewDelivery = TouchViewState()

    public override init() {
        super.init()
    }

    /// Where the touch is in its life. Touches that did not change in an event are
    /// `.stationary`.
    open var phase: Phase { phaseStorage }

    /// When the touch began or last changed, in seconds of the host's clock.
    open var timestamp: TimeInterval { timestampStorage }

    /// How many times in quick succession the finger tapped this spot of this view: 1 for a
    /// single tap, 2 for the second tap of a double tap. Fixed when the touch begins.
    open var tapCount: Int { tapCountStorage }

    /// What made the touch: a finger on the screen.
    open var type: TouchType { .direct }

    /// The view the touch is delivered to: the one hit-tested at touch-down, or nil once a
    /// gesture recognizer recognized it and took it from the view (`cancelsTouchesInView`).
    open var view: UIView? { viewDelivery.isDetached ? nil : viewStorage }

    /// The window the touch began in.
    open var window: UIWindow? { windowStorage }

    /// The gesture recognizers receiving the touch (empty when none).
    open var gestureRecognizers: [UIGestureRecognizer]? { recognizerList }

    /// The radius of the finger's contact, in points. Simulated fingers report a fixed,
    /// typical value (approximate: a real screen measures each contact).
    open var majorRadius: CGFloat { 20 }

    /// How far `majorRadius` may be off, in points.
    open var majorRadiusTolerance: CGFloat { 5 }

    /// The force of the touch: 0, as on screens without force sensing.
    open var force: CGFloat { 0 }

    /// The largest possible force: 0, as on screens without force sensing.
    open var maximumPossibleForce: CGFloat { 0 }

    /// The altitude of a stylus; π/2 (perpendicular) for a finger.
    open var altitudeAngle: CGFloat { .pi / 2 }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint { convert(windowLocation, to: view) }

    /// The touch's location at the previous event, in `view`'s coordinates (the window's
    /// when nil).
    open func previousLocation(in view: UIView?) -> CGPoint { convert(previousWindowLocation, to: view) }

    /// The location with the screen's full precision: here the same as `location(in:)`.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The previous location with full precision: here the same as `previousLocation(in:)`.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = windowStorage, view !== window else { return point }
        return view.convert(point, from: window)
    }
}
