import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UIStepper: its fixed size, values and their invariants, steps by touch (tap, hold with
/// autorepeat on the virtual clock, wrapping, continuous or not), the disabled state,
/// superview taps, images with their fallbacks, and the iOS 13+ look read from pixels. The
/// stepper sits at (50, 50) on a white scale-1 screen: the − half spans x 0…47 (glyph
/// centred at 23.5, 16), the + half x 47…94 (glyph at 70.5, 16).
@MainActor
@Suite("UIStepper", .serialized)
struct UIStepperTests {
    private func stage(value: Double = 0, configure: (UIStepper) -> Void = { _ in }) -> ControlStage<UIStepper> {
        ControlStage({
            let stepper = UIStepper()
            configure(stepper)
            stepper.value = value
            return stepper
        }())
    }

    private func plus(_ stage: ControlStage<UIStepper>) -> CGPoint { stage.point(70, 16) }
    private func minus(_ stage: ControlStage<UIStepper>) -> CGPoint { stage.point(23, 16) }

    private func valueChanges(_ stage: ControlStage<UIStepper>) -> Int {
        stage.log.names.filter { $0 == "valueChanged" }.count
    }

    /// A `size` image filled with `color`.
    private func filled(_ color: UIColor, _ size: CGSize) -> UIImage {
        UIGraphicsImageRenderer(size: size).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
    }

    // MARK: Defaults, size, values

    @Test("defaults: value 0 in 0…100, step 1, continuous, autorepeating, not wrapping; default − and + glyphs, no other images")
    func defaults() {
        let stepper = UIStepper()
        #expect(stepper.value == 0 && stepper.minimumValue == 0 && stepper.maximumValue == 100 && stepper.stepValue == 1)
        #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
        #expect(stepper.incrementImage(for: .normal)?.renderingMode == .alwaysTemplate)
        #expect(stepper.decrementImage(for: .normal)?.renderingMode == .alwaysTemplate)
        #expect(stepper.incrementImage(for: .normal) !== stepper.decrementImage(for: .normal))
        #expect(stepper.backgroundImage(for: .normal) == nil)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
    }

    @Test("the size is 94 × 32 whatever frame or bounds are given; the frame's origin is kept")
    func fixedSize() {
        let stepper = UIStepper(frame: CGRect(x: 10, y: 20, width: 300, height: 10))
        #expect(stepper.frame == CGRect(x: 10, y: 20, width: 94, height: 32))
        stepper.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(stepper.frame == CGRect(x: 1, y: 2, width: 94, height: 32))
        stepper.bounds.size = CGSize(width: 500, height: 500)
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
    }

    @Test("the value is clamped to the range, infinities to the bound they point past; NaN is ignored; nothing is sent")
    func clamping() {
        let stage = stage()
        let stepper = stage.control
        stepper.value = 250
        #expect(stepper.value == 100)
        stepper.value = -4
        #expect(stepper.value == 0)
        stepper.value = 42
        stepper.value = .nan
        #expect(stepper.value == 42)
        stepper.value = .infinity
        #expect(stepper.value == 100)
        stepper.value = -.infinity
        #expect(stepper.value == 0)
        #expect(stage.log.names.isEmpty)
    }

    @Test("a bound set past the other sets both to it (UIKit's invariant); the value is clamped; NaN bounds are ignored")
    func boundsInvariant() {
        let stepper = UIStepper()
        stepper.value = 50
        stepper.minimumValue = 200
        #expect(stepper.minimumValue == 200 && stepper.maximumValue == 200 && stepper.value == 200)
        stepper.maximumValue = 300
        stepper.maximumValue = 100
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 100 && stepper.value == 100)
        stepper.minimumValue = .nan
        stepper.maximumValue = .nan
        #expect(stepper.minimumValue == 100 && stepper.maximumValue == 100)
        stepper.minimumValue = -.infinity
        stepper.maximumValue = .infinity
        stepper.value = 1e300
        #expect(stepper.value == 1e300, "infinite bounds are accepted")
    }

    @Test("stepValue: NaN is ignored; 0 or less stops the program, as UIKit raises")
    func stepValue() async {
        let stepper = UIStepper()
        stepper.stepValue = 0.5
        stepper.stepValue = .nan
        #expect(stepper.stepValue == 0.5)
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIStepper().stepValue = 0 }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UIStepper().stepValue = -1 }
        }
    }

    // MARK: Stepping by touch

    @Test("a tap on + steps once at touch-down: valueChanged and the primary action, then touchDown and touchUpInside")
    func tapPlus() {
        let stage = stage()
        stage.sim.tap(at: plus(stage))
        #expect(stage.control.value == 1)
        #expect(stage.log.names == ["valueChanged", "primary", "touchDown", "upInside"])
        stage.log.clear()
        stage.sim.tap(at: minus(stage))
        #expect(stage.control.value == 0)
        #expect(stage.log.names == ["valueChanged", "primary", "touchDown", "upInside"])
    }

    @Test("a half at its limit does nothing and sends nothing (− at the minimum, + at the maximum)")
    func halfAtLimit() {
        let stage = stage()
        stage.sim.tap(at: minus(stage))
        stage.control.value = 100
        stage.sim.tap(at: plus(stage))
        #expect(stage.control.value == 100)
        #expect(stage.log.names.isEmpty)
    }

    @Test("a step that would pass a limit stops at it; the step value is added as given")
    func stepToLimit() {
        let stage = stage(value: 99.5)
        stage.sim.tap(at: plus(stage))
        #expect(stage.control.value == 100)
        stage.control.stepValue = 0.25
        stage.control.value = 10
        stage.sim.tap(at: minus(stage))
        #expect(stage.control.value == 9.75)
    }

    @Test("holding a half: a step at once, the next after 0.5 s, then 5 a second, then 10, then 20 — each sent")
    func autorepeat() {
        let stage = stage()
        let finger = stage.sim.touchDown(at: plus(stage))
        stage.sim.advance(by: 0.45)
        #expect(stage.control.value == 1)
        stage.sim.advance(by: 0.15)                  // 0.6 s: the first repeat, at 0.5 s
        #expect(stage.control.value == 2)
        stage.sim.advance(by: 0.95)                  // 1.55 s: repeats every 0.2 s until 1.5 s
        #expect(stage.control.value == 7)
        stage.sim.advance(by: 0.98)                  // 2.53 s: every 0.1 s until 2.5 s
        #expect(stage.control.value == 17)
        stage.sim.advance(by: 0.5)                   // 3.03 s: every 0.05 s
        #expect(stage.control.value == 27)
        stage.sim.touchUp(finger)
        stage.sim.advance(by: 1)
        #expect(stage.control.value == 27, "the lift stops the repeats")
        #expect(valueChanges(stage) == 27)
    }

    @Test("without autorepeat, holding steps once")
    func noAutorepeat() {
        let stage = stage { $0.autorepeat = false }
        stage.sim.longPress(at: plus(stage), duration: 2)
        #expect(stage.control.value == 1 && valueChanges(stage) == 1)
    }

    @Test("holding stops at the limit, and the half grays out")
    func holdToLimit() {
        let stage = stage(value: 97)
        let plainGlyph = stage.pixel(70, 16)
        stage.sim.longPress(at: plus(stage), duration: 2)
        #expect(stage.control.value == 100 && valueChanges(stage) == 3)
        stage.sim.runUntilIdle()
        #expect(plainGlyph.brightness < 40)
        #expect(stage.pixel(70, 16).brightness > 150, "the + of a stepper at its maximum is gray: \(stage.pixel(70, 16))")
    }

    @Test("with wraps, stepping from a limit goes round to the other one, and neither half grays out")
    func wrapping() {
        let stage = stage(value: 100) { $0.wraps = true }
        #expect(stage.pixel(70, 16).brightness < 40)
        stage.sim.tap(at: plus(stage))
        #expect(stage.control.value == 0)
        stage.sim.tap(at: minus(stage))
        #expect(stage.control.value == 100)
        stage.control.value = 99.5
        stage.sim.tap(at: plus(stage))
        #expect(stage.control.value == 100, "the limit is reached before going round")
        #expect(valueChanges(stage) == 3)
    }

    @Test("a non-continuous stepper sends one valueChanged when the finger lifts, however many steps were made")
    func nonContinuous() {
        let stage = stage { $0.isContinuous = false }
        let finger = stage.sim.touchDown(at: plus(stage))
        stage.sim.advance(by: 1)
        #expect(stage.control.value > 2 && valueChanges(stage) == 0)
        stage.sim.touchUp(finger)
        #expect(stage.log.names == ["touchDown", "valueChanged", "primary", "upInside"])
    }

    @Test("a held finger that leaves the stepper stops the repeats; coming back starts them again after the pause")
    func leaveAndReturn() {
        let stage = stage()
        let finger = stage.sim.touchDown(at: plus(stage))
        stage.sim.touchMove(finger, to: stage.point(70, 200))   // beyond the 70-point margin
        stage.sim.advance(by: 1)
        #expect(stage.control.value == 1)
        stage.sim.touchMove(finger, to: plus(stage))
        stage.sim.advance(by: 0.45)
        #expect(stage.control.value == 1)
        stage.sim.advance(by: 0.1)
        #expect(stage.control.value == 2)
        stage.sim.touchUp(finger)
    }

    // MARK: Disabled and gestures

    @Test("a disabled stepper takes no touches, sends nothing, and grays both glyphs")
    func disabled() {
        let stage = stage(value: 50)
        stage.control.isEnabled = false
        stage.sim.runUntilIdle()
        stage.sim.tap(at: plus(stage))
        #expect(stage.control.value == 50 && stage.log.names.isEmpty)
        #expect(stage.pixel(70, 16).brightness > 150 && stage.pixel(23, 16).brightness > 150)
    }

    @Test("a superview's single tap does not fire over an enabled stepper, which steps")
    func superviewTap() {
        let stage = stage()
        let actions = ActionLog()
        stage.window.addGestureRecognizer(UITapGestureRecognizer().reporting(to: actions, as: "tap"))
        stage.sim.tap(at: plus(stage))
        #expect(actions.labels.isEmpty && stage.control.value == 1)
    }

    // MARK: Look

    @Test("look: both halves on the light gray tertiary fill with round outer corners, a divider, a black + and a gray − at the minimum")
    func look() {
        let stage = stage()
        let fill = RenderedPixels.RGBA.over(white: .tertiarySystemFill)
        #expect(stage.pixel(8, 16).isClose(to: fill) && stage.pixel(86, 16).isClose(to: fill))
        #expect(stage.pixel(0, 0) == .white && stage.pixel(93, 31) == .white, "the outer corners are round")
        #expect(stage.pixel(47, 2).isClose(to: fill), "the inner corners are square")
        #expect(stage.pixel(70, 16).brightness < 40 && stage.pixel(70, 11).brightness < 40, "a black +")
        #expect(stage.pixel(23, 16).brightness > 150 && stage.pixel(23, 16).brightness < 230, "a gray −")
        #expect(stage.pixel(23, 11).isClose(to: fill), "− has no vertical bar")
        #expect(stage.pixel(46, 16).brightness < fill.brightness - 10, "the divider")
        #expect(stage.pixel(46, 4).isClose(to: fill), "the divider is shorter than the stepper")
    }

    @Test("look: the pressed half darkens while the finger is on it; a tint set on the stepper colours the glyphs")
    func pressedAndTinted() {
        let stage = stage(value: 50) { $0.autorepeat = false } // held while the simulator runs until idle
        let finger = stage.sim.touchDown(at: plus(stage))
        stage.sim.runUntilIdle()
        #expect(stage.pixel(86, 16).isClose(to: .over(white: .systemFill)))
        #expect(stage.pixel(8, 16).isClose(to: .over(white: .tertiarySystemFill)))
        stage.sim.touchUp(finger)
        stage.window.tintColor = .systemRed
        stage.sim.runUntilIdle()
        #expect(stage.pixel(70, 16).brightness < 40, "an inherited tint leaves the glyphs black")
        stage.control.tintColor = .systemRed
        stage.sim.runUntilIdle()
        #expect(stage.pixel(70, 16).isClose(to: .over(white: .systemRed), tolerance: 12), "the symbol's anti-aliased centre")
    }

    @Test("images: glyphs, background and divider per state, with fallbacks to the normal state's")
    func images() {
        let stage = stage(value: 50) { $0.autorepeat = false } // held while the simulator runs until idle
        let stepper = stage.control
        let red = filled(.red, CGSize(width: 10, height: 10))
        let green = filled(.green, CGSize(width: 12, height: 12))
        stepper.setIncrementImage(red, for: .normal)
        stepper.setDecrementImage(green, for: .highlighted)
        #expect(stepper.incrementImage(for: .highlighted) === red)
        #expect(stepper.decrementImage(for: .highlighted) === green)
        #expect(stepper.decrementImage(for: .normal)?.renderingMode == .alwaysTemplate, "the default −")
        stepper.setBackgroundImage(filled(.blue, CGSize(width: 4, height: 4)), for: .normal)
        let divider = filled(.yellow, CGSize(width: 2, height: 32))
        stepper.setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .normal)
        #expect(stepper.dividerImage(forLeftSegmentState: .highlighted, rightSegmentState: .disabled) === divider)
        stage.sim.runUntilIdle()
        #expect(stage.pixel(70, 16) == .red && stage.pixel(8, 16) == .blue && stage.pixel(47, 2) == .yellow)
        let finger = stage.sim.touchDown(at: minus(stage))
        stage.sim.runUntilIdle()
        #expect(stage.pixel(23, 16) == .green)
        stage.sim.touchUp(finger)
        stepper.setIncrementImage(nil, for: .normal)
        #expect(stepper.incrementImage(for: .normal)?.renderingMode == .alwaysTemplate, "back to the default +")
    }

    @Test("appearance: per-state images set on the proxy reach a stepper entering a window")
    func appearanceProxy() {
        let (sim, window) = makeScenarioWindow(background: .white)
        let plus = filled(.red, CGSize(width: 10, height: 10))
        let divider = filled(.blue, CGSize(width: 1, height: 10))
        UIStepper.appearance().setIncrementImage(plus, for: .normal)
        UIStepper.appearance().setDividerImage(divider, forLeftSegmentState: .normal, rightSegmentState: .highlighted)
        let stepper = UIStepper(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        window.addSubview(stepper)
        sim.runUntilIdle()
        #expect(stepper.incrementImage(for: .normal) === plus)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .highlighted) === divider)
        #expect(stepper.dividerImage(forLeftSegmentState: .normal, rightSegmentState: .normal) == nil)
    }
}
