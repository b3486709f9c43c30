import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// The switch, slider and stepper in each state on an iPhone 15 screen (scale 3): a sampler
/// to hold against iOS 17, written as a PNG to the path in `UIKIT_CONTROLS_SAMPLER` when
/// that is set, and checked at a few pixels.
@MainActor
@Suite("Control sampler", .serialized)
struct ControlSamplerTests {
    @Test("sampler: switches off, on, pressed and disabled; sliders plain, held, tinted, with images and disabled; steppers at each state")
    func sampler() {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .systemBackground)
        func place<Control: UIControl>(_ control: Control, _ x: CGFloat, _ y: CGFloat) -> Control {
            control.frame.origin = CGPoint(x: x, y: y)
            window.addSubview(control)
            return control
        }

        // Row 1: switches off, on, to be pressed (off and on), disabled off and on.
        let switches = (0..<6).map { place(UISwitch(), 16 + CGFloat($0) * 62, 80) }
        for index in [1, 3, 5] { switches[index].isOn = true }
        switches[4].isEnabled = false
        switches[5].isEnabled = false
        // Row 2: a switch with custom tints.
        let tinted = place(UISwitch(), 16, 130)
        tinted.isOn = true
        tinted.onTintColor = .systemIndigo
        tinted.thumbTintColor = .systemYellow
        let offTinted = place(UISwitch(), 78, 130)
        offTinted.tintColor = .systemPink

        // Sliders: plain at 0.3, to be held at 0.6, tinted, with value images, disabled.
        func slider(_ y: CGFloat, _ value: Float) -> UISlider {
            let slider = place(UISlider(frame: CGRect(x: 0, y: 0, width: 361, height: 31)), 16, y)
            slider.value = value
            return slider
        }
        _ = slider(190, 0.3)
        let held = slider(240, 0.6)
        let tintedSlider = slider(290, 0.45)
        tintedSlider.minimumTrackTintColor = .systemOrange
        tintedSlider.maximumTrackTintColor = .systemTeal.withAlphaComponent(0.3)
        tintedSlider.thumbTintColor = .systemGray6
        let imaged = slider(340, 0.7)
        imaged.minimumValueImage = dot(.systemGray, diameter: 12)
        imaged.maximumValueImage = dot(.systemGray, diameter: 22)
        slider(390, 0.5).isEnabled = false

        // Steppers: at the minimum, in the middle, to be pressed, at the maximum, disabled.
        let steppers = (0..<4).map { place(UIStepper(), 16 + CGFloat($0) * 100, 450) }
        steppers[1].value = 50
        steppers[2].value = 50
        steppers[2].autorepeat = false // held while the simulator runs until idle
        steppers[3].value = 100
        let disabledStepper = place(UIStepper(), 16, 500)
        disabledStepper.value = 50
        disabledStepper.isEnabled = false
        let wrapping = place(UIStepper(), 116, 500)
        wrapping.wraps = true

        sim.runUntilIdle()
        // Fingers held on the pressed switches, the held slider's thumb and the pressed stepper's +.
        let fingers = [
            sim.touchDown(at: switches[2].convert(CGPoint(x: 25, y: 15), to: window)),
            sim.touchDown(at: switches[3].convert(CGPoint(x: 25, y: 15), to: window)),
            sim.touchDown(at: held.convert(CGPoint(x: 14 + 0.6 * 333, y: 15), to: window)),
            sim.touchDown(at: steppers[2].convert(CGPoint(x: 70, y: 16), to: window)),
        ]
        sim.runUntilIdle()
        let shot = sim.screenshot()
        if let path = ProcessInfo.processInfo.environment["UIKIT_CONTROLS_SAMPLER"] {
            RenderedPixels.writePNG(shot, to: path)
        }
        let pixels = RenderedPixels(shot)
        func pixel(_ view: UIView, _ x: CGFloat, _ y: CGFloat) -> RenderedPixels.RGBA {
            let point = view.convert(CGPoint(x: x, y: y), to: window)
            return pixels[Int(point.x * 3), Int(point.y * 3)]
        }
        #expect(pixel(switches[1], 8, 15.5).isClose(to: .over(white: .systemGreen)))
        #expect(pixel(switches[0], 44, 15.5).isClose(to: .over(white: .secondarySystemFill)))
        #expect(pixel(switches[2], 33, 15.5) == .white, "the pressed thumb is wider")
        #expect(pixel(steppers[2], 85, 16).isClose(to: .over(white: .systemFill)))
        #expect(held.isHighlighted && steppers[2].value == 51)
        for finger in fingers { sim.touchUp(finger) }
    }

    /// A round `color` image `diameter` points across.
    private func dot(_ color: UIColor, diameter: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter)).image { context in
            color.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        }
    }
}
