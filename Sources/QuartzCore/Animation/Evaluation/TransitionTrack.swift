import CoreGraphics
import Foundation

/// A `CATransition` added to a layer: the layer's look when it was added (its presented
/// layer tree drawn into an image) and how the old and new looks are combined.
final class TransitionTrack {
    /// The old look, and where it lies in the layer's coordinates.
    let image: CGImage?
    let rect: CGRect
    let type: CATransitionType
    let subtype: CATransitionSubtype?
    let startProgress: Double
    let endProgress: Double
    let timingFunction: CAMediaTimingFunction?

    init(_ transition: CATransition, snapshot: (image: CGImage, rect: CGRect)?) {
        image = snapshot?.image
        rect = snapshot?.rect ?? .null
        type = transition.type
        subtype = transition.subtype
        func unit(_ v: Float) -> Double { v.isFinite ? min(max(Double(v), 0), 1) : 0 }
        startProgress = unit(transition.startProgress)
        endProgress = max(unit(transition.endProgress), startProgress)
        timingFunction = transition.timingFunction
    }

    /// How far the transition has gone (0: the old look, 1: the new one) at `sample`.
    func progress(_ sample: AnimationTiming.Sample, duration: Double) -> Double {
        let x = sample.passTime / duration
        let eased = timingFunction?.value(at: x) ?? x
        return startProgress + (endProgress - startProgress) * eased
    }

    /// The unit direction the new look moves in as it comes in (from the right it moves
    /// left), in the layer's y-down coordinates.
    var direction: CGVector {
        switch subtype {
        case .fromRight?: return CGVector(dx: -1, dy: 0)
        case .fromTop?: return CGVector(dx: 0, dy: 1)
        case .fromBottom?: return CGVector(dx: 0, dy: -1)
        default: return CGVector(dx: 1, dy: 0)
        }
    }
}

/// A transition as the compositor draws it in one frame.
struct TransitionFrame {
    let track: TransitionTrack
    /// 0…1: how far from the old look to the new.
    let progress: Double
}
