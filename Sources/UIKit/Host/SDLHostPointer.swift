import CoreGraphics
import Foundation

/// Turns the live window's pointer input into fingers on the main screen: the left mouse
/// button is finger 0 (one touch, as when clicking in Apple's Simulator), and each finger
/// of a touch screen gets a finger of its own, numbered from 1.
///
/// A press that starts beside the screen's picture (on the black bars of a resized
/// window) is not a touch; a touch dragged off the picture stays on the screen's edge.
package struct SDLHostPointer {
    /// Pointer input in the window, as the host reads it from SDL.
    package enum Input: Equatable {
        /// The left mouse button went down, moved while down, or went up, at a position in
        /// window coordinates.
        case mouseDown(CGPoint), mouseMoved(CGPoint), mouseUp(CGPoint)
        /// A finger of touch `device` went down, moved or lifted, at a position given as
        /// fractions of the window's size. Finger identifiers are per device.
        case fingerDown(device: Int64, finger: Int64, at: CGPoint)
        case fingerMoved(device: Int64, finger: Int64, at: CGPoint)
        case fingerUp(device: Int64, finger: Int64, at: CGPoint)
    }

    private struct DeviceFinger: Hashable {
        let device: Int64
        let finger: Int64
    }

    /// The finger the mouse is, when its button is down.
    package static let mouseFinger = 0

    private var mouseIsDown = false
    /// Touch-screen fingers down, with the finger each is on the screen.
    private var fingers: [DeviceFinger: Int] = [:]

    package init() {}

    /// Whether any touch is under way.
    package var isTracking: Bool { mouseIsDown || !fingers.isEmpty }

    /// What `input` does to the fingers on the screen, given where the picture is: at most
    /// one sample. Input that is not part of a touch (moves with the button up, presses
    /// beside the picture, non-finite positions) gives none.
    package mutating func samples(for input: Input, layout: SDLHostLayout) -> [EventRouter.FingerSample] {
        switch input {
        case .mouseDown(let point):
            guard !mouseIsDown, layout.contains(windowPoint: point) else { return [] }
            mouseIsDown = true
            return [sample(Self.mouseFinger, .began, layout.screenPoint(atWindowPoint: point))]
        case .mouseMoved(let point), .mouseUp(let point):
            guard mouseIsDown, point.x.isFinite, point.y.isFinite else { return [] }
            let ended = if case .mouseUp = input { true } else { false }
            if ended { mouseIsDown = false }
            return [sample(Self.mouseFinger, ended ? .ended : .moved,
                           layout.clampedToScreen(layout.screenPoint(atWindowPoint: point)))]
        case .fingerDown(let device, let finger, let at):
            let key = DeviceFinger(device: device, finger: finger)
            let window = CGPoint(x: at.x * layout.windowSize.width, y: at.y * layout.windowSize.height)
            guard fingers[key] == nil, layout.contains(windowPoint: window) else { return [] }
            let number = (1...).first { n in !fingers.values.contains(n) }!
            fingers[key] = number
            return [sample(number, .began, layout.screenPoint(atNormalizedPoint: at))]
        case .fingerMoved(let device, let finger, let at), .fingerUp(let device, let finger, let at):
            let key = DeviceFinger(device: device, finger: finger)
            guard let number = fingers[key], at.x.isFinite, at.y.isFinite else { return [] }
            let ended = if case .fingerUp = input { true } else { false }
            if ended { fingers[key] = nil }
            return [sample(number, ended ? .ended : .moved,
                           layout.clampedToScreen(layout.screenPoint(atNormalizedPoint: at)))]
        }
    }

    /// Cancels every touch under way (the window was hidden or minimised mid-touch).
    package mutating func cancelAll() -> [EventRouter.FingerSample] {
        var cancelled = fingers.values.sorted().map { sample($0, .cancelled, .zero) }
        if mouseIsDown { cancelled.insert(sample(Self.mouseFinger, .cancelled, .zero), at: 0) }
        mouseIsDown = false
        fingers = [:]
        return cancelled
    }

    private func sample(_ finger: Int, _ phase: UITouch.Phase, _ location: CGPoint) -> EventRouter.FingerSample {
        EventRouter.FingerSample(finger: finger, phase: phase, location: location)
    }
}
