import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UISlider: the value and its range (clamping, bad numbers), the default geometry and its
/// overrides, thumb tracking and its events, images and tints, and the iOS 13+ look read
/// from pixels. The slider is 200 × 31 at (50, 50) on a white scale-1 screen: its track
/// runs along y 13.5…17.5 and its 28-point thumb's centre travels from x 14 to 186.
@MainActor
@Suite("UISlider", .serialized)
struct UISliderTests {
    private func stage(value: Float = 0, continuous: Bool = true,
                       _ slider: UISlider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))) -> ControlStage<UISlider> {
        slider.value = value
        slider.isContinuous = continuous
        return ControlStage(slider)
    }

    /// A `size` image filled with `color`.
    private func filled(_ color: UIColor, _ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    // MARK: Defaults and values

    @Test("defaults: value 0 in 0…1, continuous, no images or tints, 31 points tall with no intrinsic width")
    func defaults() {
        let slider = UISlider()
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        #expect(slider.isContinuous)
        #expect(slider.minimumValueImage == nil && slider.maximumValueImage == nil)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil && slider.thumbTintColor == nil)
        #expect(slider.currentThumbImage == nil && slider.currentMinimumTrackImage == nil && slider.currentMaximumTrackImage == nil)
        #expect(slider.thumbImage(for: .normal) == nil)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        let sized = UISlider(frame: CGRect(x: 0, y: 0, width: 150, height: 10))
        #expect(sized.sizeThatFits(.zero) == CGSize(width: 150, height: 31))
    }

    @Test("the value is clamped to the range; infinities go to the bound they point past; NaN is ignored")
    func clamping() {
        let slider = UISlider()
        slider.value = 0.25
        slider.value = .nan
        #expect(slider.value == 0.25)
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
        slider.value = .infinity
        #expect(slider.value == 1)
        slider.setValue(-.infinity, animated: true)
        #expect(slider.value == 0)
        slider.setValue(.nan, animated: true)
        #expect(slider.value == 0)
    }

    @Test("a minimum above the maximum raises the maximum, a maximum below the minimum lowers the minimum; the value follows")
    func boundsKeepOrder() {
        let slider = UISlider()
        slider.minimumValue = 5
        #expect(slider.minimumValue == 5 && slider.maximumValue == 5 && slider.value == 5)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 2
        #expect(slider.minimumValue == 2 && slider.maximumValue == 2 && slider.value == 2)
        slider.minimumValue = -10
        slider.maximumValue = 10
        #expect(slider.value == 2, "widening the range keeps the value")
        slider.maximumValue = 1
        #expect(slider.value == 1)
    }

    @Test("non-finite bounds are ignored; an empty range puts the thumb at the start and never divides by zero")
    func badBounds() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValue = .nan
        slider.maximumValue = .infinity
        slider.minimumValue = -.infinity
        #expect(slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.maximumValue = 0
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0).minX == 0)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: .nan).minX == 0)
    }

    @Test("programmatic changes send nothing; setValue(_:animated:) slides the thumb on the virtual clock")
    func programmaticAndAnimated() {
        let stage = stage()
        stage.control.setValue(1, animated: true)
        stage.sim.advance(by: 0.06)
        let thumb = stage.control.thumbView.layer.presentation()?.frame ?? .zero
        #expect(thumb.minX > 1 && thumb.minX < 171, "part way: \(thumb)")
        stage.sim.runUntilIdle()
        #expect(stage.control.thumbView.frame.minX == 172)
        stage.control.value = 0.5
        stage.sim.runUntilIdle()
        #expect(stage.control.thumbView.frame.minX == 86)
        #expect(stage.log.names.isEmpty)
    }

    // MARK: Geometry

    @Test("geometry: the track spans the bounds, 4 points tall and centred; the thumb's edges reach its ends")
    func geometry() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 1).minX == 172)
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5).minX == 86)
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds).size == .zero)
    }

    @Test("value images sit at the ends, their own size and centred, and shorten the track by 8 points beside each")
    func valueImages() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = filled(.red, CGSize(width: 20, height: 20))
        slider.maximumValueImage = filled(.blue, CGSize(width: 24, height: 50))
        #expect(slider.minimumValueImageRect(forBounds: slider.bounds) == CGRect(x: 0, y: 5.5, width: 20, height: 20))
        #expect(slider.maximumValueImageRect(forBounds: slider.bounds) == CGRect(x: 176, y: -9.5, width: 24, height: 50))
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 28, y: 13.5, width: 140, height: 4))
        #expect(slider.intrinsicContentSize.height == 50, "a taller value image makes the slider taller")
        let stage = stage(slider)
        #expect(stage.pixel(10, 15) == .red && stage.pixel(188, 15) == .blue)
        #expect(stage.control.thumbView.frame.minX == 28)
    }

    @Test("overridden trackRect and thumbRect place the parts and drive the tracking")
    func overriddenGeometry() {
        let stage = stage(InsetSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31)))
        #expect(stage.control.thumbView.frame == CGRect(x: 20, y: 3.5, width: 28, height: 28))
        #expect(stage.control.minimumTrackView.frame.minX == 20 && stage.control.maximumTrackView.frame.maxX == 180)
        stage.sim.drag(from: stage.point(34, 17), to: stage.point(100, 17), duration: 0.2)
        #expect(stage.control.value == 0.5)
    }

    // MARK: Tracking

    @Test("dragging the thumb: the value follows the finger's offset from where it grabbed the thumb; each change sends valueChanged")
    func dragThumb() {
        let stage = stage()
        let finger = stage.sim.touchDown(at: stage.point(19, 15))   // 5 points right of the thumb's centre
        #expect(stage.control.value == 0 && stage.control.isTracking, "grabbing does not move the thumb")
        stage.sim.touchMove(finger, to: stage.point(105, 15))
        #expect(stage.control.value == 0.5)
        stage.sim.touchMove(finger, to: stage.point(191, 15))
        #expect(stage.control.value == 1)
        stage.sim.touchMove(finger, to: stage.point(250, 15))     // past the end: clamped, no change
        stage.sim.touchUp(finger)
        #expect(stage.log.names == ["touchDown", "valueChanged", "primary", "dragInside", "valueChanged", "primary",
                                    "dragInside", "dragInside", "upInside"])
    }

    @Test("a non-continuous slider sends one valueChanged at the lift, and none when the value ends where it began")
    func nonContinuous() {
        let stage = stage(continuous: false)
        stage.sim.drag(from: stage.point(14, 15), to: stage.point(100, 15), duration: 0.3)
        #expect(stage.control.value == 0.5)
        #expect(stage.log.names.filter { $0 == "valueChanged" }.count == 1)
        #expect(Array(stage.log.names.suffix(3)) == ["valueChanged", "primary", "upInside"])
        stage.log.clear()
        let finger = stage.sim.touchDown(at: stage.point(100, 15))
        stage.sim.touchMove(finger, to: stage.point(150, 15))
        stage.sim.touchMove(finger, to: stage.point(100, 15))
        stage.sim.touchUp(finger)
        #expect(!stage.log.names.contains("valueChanged"))
    }

    @Test("touching the track away from the thumb does nothing: no tracking, no events, the thumb stays")
    func trackTouch() {
        let stage = stage()
        stage.sim.tap(at: stage.point(150, 15))
        stage.sim.drag(from: stage.point(120, 15), to: stage.point(180, 15), duration: 0.2)
        #expect(stage.control.value == 0)
        #expect(stage.log.names.isEmpty)
    }

    @Test("the thumb's target is at least 44 points wide: a touch 7 points beyond its edge grabs it, 12 points does not")
    func thumbTarget() {
        let stage = stage()
        stage.sim.drag(from: stage.point(35, 15), to: stage.point(55, 15), duration: 0.2)
        #expect(stage.control.value > 0)
        stage.control.value = 0
        stage.sim.drag(from: stage.point(40, 15), to: stage.point(60, 15), duration: 0.2)
        #expect(stage.control.value == 0)
    }

    @Test("a disabled slider takes no touches and is drawn at half opacity")
    func disabled() {
        let stage = stage(value: 0.5)
        stage.control.isEnabled = false
        stage.sim.runUntilIdle()
        stage.sim.drag(from: stage.point(100, 15), to: stage.point(150, 15), duration: 0.2)
        #expect(stage.control.value == 0.5 && stage.log.names.isEmpty)
        #expect(stage.pixel(40, 15).isClose(to: .over(white: UIColor.systemBlue.withAlphaComponent(0.5))))
    }

    @Test("a superview's swipe along the slider does not take a drag of the thumb; one that starts on the track recognizes")
    func superviewSwipe() {
        let stage = stage()
        let actions = ActionLog()
        stage.window.addGestureRecognizer(UISwipeGestureRecognizer().reporting(to: actions, as: "swipe"))
        stage.sim.swipe(from: stage.point(14, 15), direction: .right, distance: 150)
        #expect(actions.labels.isEmpty)
        #expect(stage.control.value > 0.8)
        stage.control.value = 1
        stage.sim.swipe(from: stage.point(40, 15), direction: .right, distance: 150)
        #expect(actions.labels == ["swipe.ended"])
    }

    // MARK: Look

    @Test("look: the track is the tint before the thumb and the light gray system fill after it; the thumb is white with a shadow")
    func look() {
        let stage = stage(value: 0.5)
        #expect(stage.pixel(40, 15).isClose(to: .over(white: .systemBlue)))
        #expect(stage.pixel(160, 15).isClose(to: .over(white: .systemFill)))
        #expect(stage.pixel(100, 15) == .white)
        #expect(stage.pixel(40, 11) == .white && stage.pixel(40, 19) == .white, "the track is 4 points tall")
        #expect(stage.pixel(100, 30).brightness < 250, "the thumb's shadow falls below it")
        stage.window.tintColor = .systemPink
        stage.sim.runUntilIdle()
        #expect(stage.pixel(40, 15).isClose(to: .over(white: .systemPink)), "the minimum track follows the tint")
    }

    @Test("look: the track and thumb tints replace the defaults")
    func tints() {
        let stage = stage(value: 0.5)
        stage.control.minimumTrackTintColor = .systemRed
        stage.control.maximumTrackTintColor = .systemGreen
        stage.control.thumbTintColor = .systemYellow
        stage.sim.runUntilIdle()
        #expect(stage.pixel(40, 15).isClose(to: .over(white: .systemRed)))
        #expect(stage.pixel(160, 15).isClose(to: .over(white: .systemGreen)))
        #expect(stage.pixel(100, 15).isClose(to: .over(white: .systemYellow)))
    }

    @Test("images: a thumb image replaces the thumb at its size; track images replace the tints and set the track's height")
    func images() {
        let stage = stage(value: 0.5)
        let thumb = filled(.red, CGSize(width: 20, height: 20))
        stage.control.setThumbImage(thumb, for: .normal)
        stage.control.setMinimumTrackImage(filled(.green, CGSize(width: 4, height: 6)), for: .normal)
        stage.control.setMaximumTrackImage(filled(.blue, CGSize(width: 4, height: 6)), for: .normal)
        stage.sim.runUntilIdle()
        #expect(stage.control.currentThumbImage === thumb)
        #expect(stage.control.trackRect(forBounds: stage.control.bounds).height == 6)
        #expect(stage.control.thumbView.frame == CGRect(x: 90, y: 5.5, width: 20, height: 20))
        #expect(stage.pixel(100, 15) == .red)
        #expect(stage.pixel(40, 13) == .green && stage.pixel(160, 17) == .blue)
        #expect(stage.pixel(100, 27) == .white, "an image thumb casts no shadow")
    }

    @Test("per-state images fall back to the normal state's; the current image follows the state while tracking")
    func perStateImages() {
        let stage = stage(value: 0.5)
        let normal = filled(.red, CGSize(width: 20, height: 20))
        let highlighted = filled(.green, CGSize(width: 30, height: 30))
        stage.control.setThumbImage(normal, for: .normal)
        stage.control.setThumbImage(highlighted, for: .highlighted)
        #expect(stage.control.thumbImage(for: .disabled) === normal)
        #expect(stage.control.thumbImage(for: .highlighted) === highlighted)
        let finger = stage.sim.touchDown(at: stage.point(100, 15))
        #expect(stage.control.currentThumbImage === highlighted)
        stage.sim.runUntilIdle()
        #expect(stage.control.thumbView.frame.size == CGSize(width: 30, height: 30))
        stage.sim.touchUp(finger)
        #expect(stage.control.currentThumbImage === normal)
        stage.control.setThumbImage(nil, for: .normal)
        #expect(stage.control.thumbImage(for: .disabled) == nil && stage.control.currentThumbImage == nil)
    }

    @Test("appearance: tints and per-state images set on the proxy reach a slider entering a window")
    func appearanceProxy() {
        let (sim, window) = makeScenarioWindow(background: .white)
        let thumb = filled(.red, CGSize(width: 20, height: 20))
        UISlider.appearance().setThumbImage(thumb, for: .highlighted)
        UISlider.appearance().minimumTrackTintColor = .systemOrange
        let slider = UISlider(frame: CGRect(x: 50, y: 50, width: 200, height: 31))
        window.addSubview(slider)
        sim.runUntilIdle()
        #expect(slider.thumbImage(for: .highlighted) === thumb && slider.thumbImage(for: .normal) == nil)
        #expect(slider.minimumTrackTintColor == .systemOrange)
    }
}

/// A slider whose track is inset 20 points from each end and whose thumb sits 2 points low.
@MainActor
private final class InsetSlider: UISlider {
    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        super.trackRect(forBounds: bounds).insetBy(dx: 20, dy: 0)
    }

    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value).offsetBy(dx: 0, dy: 2)
    }
}
