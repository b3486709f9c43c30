import CoreGraphics
import Foundation
import QuartzCore

/// A pinch under way, and a scale springing back within its limits.
struct ZoomState {
    var isPinching = false
    var isBouncing = false
    /// The zoom scale when the pinch began.
    var startScale: CGFloat = 1
    /// The point of the zoomed view (its own coordinates) under the fingers when the pinch
    /// began: it stays under their centroid.
    var anchor = CGPoint.zero
    weak var view: UIView?
}

/// An animated zoom: a programmatic one, or the spring back after a pinch past the limits.
/// The scale and the zoomed view's point at the centre of the scroll view move together.
struct ZoomAnimation {
    let fromScale: CGFloat, toScale: CGFloat
    let fromCenter: CGPoint, toCenter: CGPoint
    /// The offset the zoom ends at (within the resting range).
    let toOffset: CGPoint
    let startTime: CFTimeInterval
    let duration: CFTimeInterval
}

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform, the content size
/// becomes its scaled size (its frame's origin stays), and the offset moves so that the
/// point under the fingers (or the centre, or the target rectangle) stays in place.
extension UIScrollView {
    /// How strongly a pinch past the limits is resisted: the scale past a limit grows as
    /// this power of the pinch's (approximate: UIKit does not document its curve).
    static let zoomOvershootExponent: CGFloat = 0.5

    /// The view to zoom: the delegate's, when it is inside the scroll view.
    var zoomView: UIView? {
        let view = delegate?.viewForZooming(in: self)
        return view !== self && view?.isDescendant(of: self) == true ? view : nil
    }

    /// `scale` held within the limits (at the minimum when the minimum is above the
    /// maximum).
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        max(minimumZoomScale, min(maximumZoomScale, scale))
    }

    /// A limit was set: non-finite or non-positive values are refused (the old one stays);
    /// the pinch recognizer exists while the limits differ.
    func zoomLimitsChanged(_ limit: ReferenceWritableKeyPath<UIScrollView, CGFloat>, api: String, old: CGFloat) {
        let value = self[keyPath: limit]
        guard value.isFinite, value > 0 else {
            print("UIKit: ignoring \(value) given to UIScrollView.\(api): zoom scales are finite and greater than 0")
            self[keyPath: limit] = old
            return
        }
        if minimumZoomScale != maximumZoomScale, pinchRecognizerStorage == nil {
            let pinch = UIPinchGestureRecognizer(target: self, action: #Selector(UIScrollView.handlePinch(_:)))
            pinch.delegate = panDelegate
            pinchRecognizerStorage = pinch
            addGestureRecognizer(pinch)
        } else if minimumZoomScale == maximumZoomScale, let pinch = pinchRecognizerStorage {
            removeGestureRecognizer(pinch)
            pinchRecognizerStorage = nil
        }
    }

    // MARK: Applying a scale

    /// The centre of the scroll view, relative to its top-left corner.
    private var visibleCenter: CGPoint { CGPoint(x: bounds.width / 2, y: bounds.height / 2) }

    /// The point of `view` shown at `location` (relative to the scroll view's top-left
    /// corner).
    private func zoomPoint(of view: UIView, at location: CGPoint) -> CGPoint {
        view.convert(CGPoint(x: contentOffset.x + location.x, y: contentOffset.y + location.y), from: self)
    }

    /// The offset that shows `point` of `view` at `location` once `view` is at `scale`.
    private func offset(showing point: CGPoint, of view: UIView, at location: CGPoint, scale: CGFloat) -> CGPoint {
        let origin = view.frame.origin, b = view.bounds
        return CGPoint(x: origin.x + (point.x - b.minX) * scale - location.x,
                       y: origin.y + (point.y - b.minY) * scale - location.y)
    }

    /// Scales `view` to `scale` (its frame's origin kept), makes its scaled size the content
    /// size, shows `point` of it at `location`, and tells the delegate (`scrollViewDidScroll`
    /// if the offset moved, then `scrollViewDidZoom`).
    private func applyZoom(_ scale: CGFloat, to view: UIView, showing point: CGPoint, at location: CGPoint,
                           clamped: Bool) {
        let origin = view.frame.origin
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        let moved = view.frame.origin
        view.center = CGPoint(x: view.center.x + origin.x - moved.x, y: view.center.y + origin.y - moved.y)
        zoomScaleStorage = scale
        contentSize = view.frame.size
        let target = offset(showing: point, of: view, at: location, scale: scale)
        contentOffset = clamped ? clampedOffset(target) : target
        delegate?.scrollViewDidZoom(self)
    }

    // MARK: Programmatic zooms

    /// `setZoomScale(_:animated:)`: about the centre of the scroll view, the offset kept
    /// within its range.
    func changeZoomScale(to scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            print("UIKit: ignoring \(scale) given to UIScrollView.setZoomScale(_:animated:): "
                + "the scale is finite and greater than 0")
            return
        }
        guard let view = zoomView else { return }
        let target = clampedZoomScale(scale)
        let center = zoomPoint(of: view, at: visibleCenter)
        zoom(view, to: target, showingAtCenter: center, animated: animated)
    }

    /// `zoom(to:animated:)`: the scale that fits `rect` (of the zoomed view) in the scroll
    /// view, within the limits, with the rectangle's centre at the centre.
    func zoomToShow(_ rect: CGRect, animated: Bool) {
        guard isFiniteRect(rect, api: "zoom(to:animated:)"), let view = zoomView else { return }
        let fit = rect.width > 0 && rect.height > 0 ? min(bounds.width / rect.width, bounds.height / rect.height)
            : maximumZoomScale
        zoom(view, to: clampedZoomScale(fit), showingAtCenter: CGPoint(x: rect.midX, y: rect.midY), animated: animated)
    }

    /// Zooms `view` to `scale` with `center` (a point of it) at the centre of the scroll
    /// view, the offset within its range. Animated, the delegate hears
    /// `scrollViewWillBeginZooming` first and `scrollViewDidEndZooming` at the end.
    private func zoom(_ view: UIView, to scale: CGFloat, showingAtCenter center: CGPoint, animated: Bool) {
        stopMotion()
        guard animated else {
            guard scale != zoomScale || offsetShowing(center, of: view, scale: scale) != contentOffset else { return }
            applyZoom(scale, to: view, showing: center, at: visibleCenter, clamped: true)
            return
        }
        let toOffset = offsetShowing(center, of: view, scale: scale)
        guard scale != zoomScale || toOffset != contentOffset else { return }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        startZoomAnimation(of: view, to: scale, offset: toOffset)
    }

    /// The resting offset with `point` of `view` at the centre once it is at `scale`.
    private func offsetShowing(_ point: CGPoint, of view: UIView, scale: CGFloat) -> CGPoint {
        let size = CGSize(width: view.bounds.width * scale, height: view.bounds.height * scale)
        return clampedOffset(offset(showing: point, of: view, at: visibleCenter, scale: scale), contentSize: size)
    }

    /// Animates `view` from its scale and offset now to `scale` and `offset`.
    private func startZoomAnimation(of view: UIView, to scale: CGFloat, offset: CGPoint) {
        zoomState.view = view
        // The point of the view at the centre once there: the inverse of `offset(showing:…)`.
        let origin = view.frame.origin, b = view.bounds, c = visibleCenter
        let toCenter = CGPoint(x: (offset.x + c.x - origin.x) / scale + b.minX,
                               y: (offset.y + c.y - origin.y) / scale + b.minY)
        start(.zooming(ZoomAnimation(fromScale: zoomScale, toScale: scale, fromCenter: zoomPoint(of: view, at: c),
                                     toCenter: toCenter, toOffset: offset, startTime: CACurrentMediaTime(),
                                     duration: CFTimeInterval(ScrollPhysics.animationDuration))))
        showIndicators()
    }

    /// A frame of a zoom animation.
    func advanceZoomAnimation(_ animation: ZoomAnimation, to time: CFTimeInterval) {
        guard let view = zoomState.view else {
            stopMotion()
            return
        }
        let generation = motionGeneration
        let progress = CGFloat((time - animation.startTime) / animation.duration)
        if progress >= 1 {
            applyZoom(animation.toScale, to: view, showing: animation.toCenter, at: visibleCenter, clamped: false)
            guard generation == motionGeneration else { return }
            contentOffset = animation.toOffset
            guard generation == motionGeneration else { return }
            motion = nil
            animator.stop()
            zoomState.isBouncing = false
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: animation.toScale)
            scrollingEnded()
            return
        }
        let e = ScrollPhysics.eased(progress)
        let scale = animation.fromScale + (animation.toScale - animation.fromScale) * e
        let center = CGPoint(x: animation.fromCenter.x + (animation.toCenter.x - animation.fromCenter.x) * e,
                             y: animation.fromCenter.y + (animation.toCenter.y - animation.fromCenter.y) * e)
        applyZoom(scale, to: view, showing: center, at: visibleCenter, clamped: false)
    }

    /// A zoom animation was stopped (a touch, or code): it is over, untold.
    func zoomMotionStopped() {
        zoomState.isBouncing = false
    }

    // MARK: Pinching

    /// The pinch recognizer's action: zooms about the fingers' centroid (which also pans),
    /// past the limits with resistance when `bouncesZoom`, springing back when it ends.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        switch pinch.state {
        case .began: beginPinch(pinch)
        case .changed: continuePinch(pinch)
        case .ended, .cancelled: endPinch()
        default: break
        }
    }

    private func beginPinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomView else { return }
        stopMotion()
        let location = pinch.location(in: self)
        zoomState = ZoomState(isPinching: true, isBouncing: false, startScale: zoomScale,
                              anchor: view.convert(location, from: self), view: view)
        delegate?.scrollViewWillBeginZooming(self, with: view)
        continuePinch(pinch)
    }

    private func continuePinch(_ pinch: UIPinchGestureRecognizer) {
        guard zoomState.isPinching, let view = zoomState.view else { return }
        let scale = pinchedScale(zoomState.startScale * pinch.scale)
        let location = pinch.location(in: self)
        let visible = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        applyZoom(scale, to: view, showing: zoomState.anchor, at: visible, clamped: !bounces)
        showIndicators()
    }

    /// The scale a pinch asking for `raw` gives: within the limits as asked; past them,
    /// resisted when `bouncesZoom`, held at the limit otherwise.
    private func pinchedScale(_ raw: CGFloat) -> CGFloat {
        let limit = clampedZoomScale(raw)
        guard raw != limit, bouncesZoom, limit > 0 else { return limit }
        return limit * pow(raw / limit, UIScrollView.zoomOvershootExponent)
    }

    /// The pinch ended: a scale past the limits, or content left past the edges, springs
    /// back (`isZoomBouncing`); `scrollViewDidEndZooming` follows once it is at rest.
    private func endPinch() {
        guard zoomState.isPinching, let view = zoomState.view else { return }
        zoomState.isPinching = false
        let scale = clampedZoomScale(zoomScale)
        let center = zoomPoint(of: view, at: visibleCenter)
        let offset = offsetShowing(center, of: view, scale: scale)
        if scale != zoomScale || isPastEdges {
            zoomState.isBouncing = true
            let target = scale == zoomScale ? clampedOffset(contentOffset) : offset
            startZoomAnimation(of: view, to: scale, offset: target)
        } else {
            delegate?.scrollViewDidEndZooming(self, with: view, atScale: scale)
            scrollingEnded()
        }
    }
}
