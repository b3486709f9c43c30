import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UISwitch: its fixed size, the value and its events (tap, drag, programmatic changes),
/// the pressed and animated thumb, the disabled state, superview gestures, and the iOS 13+
/// look read from pixels. The switch sits at (50, 50) on a white scale-1 screen: its thumb
/// spans x 2…29 when off and 22…49 when on.
@MainActor
@Suite("UISwitch", .serialized)
struct UISwitchTests {
    /// The centre of the thumb on each side, in the switch's coordinates.
    private static let offThumbCenter = CGPoint(x: 15.5, y: 15.5)
    private static let onThumbCenter = CGPoint(x: 35.5, y: 15.5)

    private func stage(on: Bool = false) -> ControlStage<UISwitch> {
        let control = UISwitch()
        control.isOn = on
        return ControlStage(control)
    }

    // MARK: Defaults and size

    @Test("defaults: off, no tints or images, automatic style resolving to sliding, no title")
    func defaults() {
        let control = UISwitch()
        #expect(!control.isOn)
        #expect(control.onTintColor == nil && control.thumbTintColor == nil)
        #expect(control.onImage == nil && control.offImage == nil)
        #expect(control.preferredStyle == .automatic && control.style == .sliding)
        #expect(control.title == nil)
        #expect(control.isEnabled && control.state == .normal)
        control.preferredStyle = .checkbox
        #expect(control.style == .sliding, "only the Mac idiom draws checkboxes")
        #expect(UISwitch.Style.automatic.rawValue == 0 && UISwitch.Style.checkbox.rawValue == 1
            && UISwitch.Style.sliding.rawValue == 2)
    }

    @Test("the size is 51 × 31 whatever frame or bounds are given; the frame's origin is kept")
    func fixedSize() {
        let control = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(control.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
        control.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        #expect(control.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        control.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(control.bounds.size == CGSize(width: 51, height: 31))
        #expect(control.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(control.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 51, height: 31))
        control.sizeToFit()
        #expect(control.bounds.size == CGSize(width: 51, height: 31))
        #expect(UISwitch(frame: .zero).bounds.size == CGSize(width: 51, height: 31))
    }

    @Test("Auto Layout cannot stretch a switch: constraints asking for 120 × 60 leave it 51 × 31")
    func autoLayoutKeepsSize() {
        let (sim, window) = makeScenarioWindow()
        let control = UISwitch()
        control.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(control)
        NSLayoutConstraint.activate([
            control.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            control.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            control.widthAnchor.constraint(equalToConstant: 120),
            control.heightAnchor.constraint(equalToConstant: 60),
        ])
        sim.runUntilIdle()
        #expect(control.bounds.size == CGSize(width: 51, height: 31))
    }

    // MARK: Value and events

    @Test("isOn and setOn(_:animated:) change the value and the look, and send nothing")
    func programmaticChanges() {
        let stage = stage()
        stage.control.isOn = true
        stage.control.setOn(false, animated: true)
        stage.control.setOn(true, animated: false)
        stage.sim.runUntilIdle()
        #expect(stage.control.isOn)
        #expect(stage.log.names.isEmpty)
        #expect(stage.control.thumbView.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
    }

    @Test("a tap toggles: touchDown, then valueChanged and the primary action once, then touchUpInside; a second tap toggles back")
    func tapToggles() {
        let stage = stage()
        var primaryValues: [Bool] = []
        stage.control.addAction(UIAction { action in
            primaryValues.append((action.sender as? UISwitch)?.isOn ?? false)
        }, for: .primaryActionTriggered)
        stage.sim.tap(at: stage.point(25, 15))
        #expect(stage.control.isOn)
        #expect(stage.log.names == ["touchDown", "valueChanged", "primary", "upInside"])
        stage.log.clear()
        stage.sim.advance(by: 1) // not a double tap
        stage.sim.tap(at: stage.point(25, 15))
        #expect(!stage.control.isOn)
        #expect(stage.log.names == ["touchDown", "valueChanged", "primary", "upInside"])
        #expect(primaryValues == [true, false], "the value is already new when the actions run")
    }

    @Test("a tap whose finger lifts beyond the 70-point margin does not toggle")
    func tapLiftedOutside() {
        let stage = stage()
        let finger = stage.sim.touchDown(at: stage.point(25, 15))
        stage.sim.touchMove(finger, to: stage.point(25, 140))
        stage.sim.touchUp(finger)
        #expect(!stage.control.isOn)
        #expect(!stage.log.names.contains("valueChanged") && stage.log.names.last == "upOutside")
    }

    @Test("dragging the thumb across turns the switch on, with one valueChanged; the thumb follows the finger's side")
    func dragAcross() {
        let stage = stage()
        let finger = stage.sim.touchDown(at: stage.point(15, 15))
        stage.sim.touchMove(finger, to: stage.point(30, 15))
        stage.sim.touchMove(finger, to: stage.point(45, 15))
        #expect(!stage.control.isOn, "the value waits for the lift")
        stage.sim.runUntilIdle()
        #expect(stage.control.thumbView.frame.maxX == 49, "the thumb already shows the on side (widened)")
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.control.isOn)
        #expect(stage.log.names.filter { $0 == "valueChanged" }.count == 1)
        #expect(stage.control.thumbView.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
    }

    @Test("dragging across and back to the side it started on sends no value change")
    func dragAcrossAndBack() {
        let stage = stage(on: true)
        let finger = stage.sim.touchDown(at: stage.point(35, 15))
        for x: CGFloat in [25, 10, 5, 20, 40] { stage.sim.touchMove(finger, to: stage.point(x, 15)) }
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.control.isOn)
        #expect(!stage.log.names.contains("valueChanged") && !stage.log.names.contains("primary"))
    }

    @Test("a drag keeps the side shown even when the finger lifts far outside")
    func dragLiftedOutside() {
        let stage = stage()
        stage.sim.drag(from: stage.point(15, 15), to: stage.point(60, 200), duration: 0.3)
        #expect(stage.control.isOn)
        #expect(stage.log.names.last == "upOutside")
    }

    @Test("while the finger is down the thumb widens by 7 points towards the middle, and narrows at the lift")
    func pressedThumb() {
        for on in [false, true] {
            let stage = stage(on: on)
            let finger = stage.sim.touchDown(at: stage.point(25, 15))
            stage.sim.runUntilIdle()
            let pressed = on ? CGRect(x: 15, y: 2, width: 34, height: 27) : CGRect(x: 2, y: 2, width: 34, height: 27)
            #expect(stage.control.thumbView.frame == pressed)
            let widenedEdge = on ? Int(pressed.minX) + 3 : Int(pressed.maxX) - 3
            #expect(stage.pixel(widenedEdge, 15) == .white, "the widened thumb is drawn")
            stage.sim.touchUp(finger)
            stage.sim.runUntilIdle()
            #expect(stage.control.thumbView.frame.width == 27)
        }
    }

    @Test("the change slides the thumb and fades the track over about 0.3 s on the virtual clock")
    func animatedChange() {
        let stage = stage()
        stage.control.setOn(true, animated: true)
        stage.sim.advance(by: 0.06)
        let thumb = stage.control.thumbView.layer.presentation()?.frame ?? .zero
        #expect(thumb.minX > 2.5 && thumb.minX < 21.5, "part way: \(thumb)")
        let track = stage.pixel(8, 15)
        #expect(track != .over(white: .systemGreen) && track != .over(white: .secondarySystemFill),
                "the track's colour is between off and on: \(track)")
        stage.sim.advance(by: 0.3)
        #expect(abs((stage.control.thumbView.layer.presentation()?.frame.minX ?? 0) - 22) < 0.01)
        #expect(stage.pixel(8, 15).isClose(to: .over(white: .systemGreen)))
    }

    // MARK: Disabled and gestures

    @Test("a disabled switch takes no touches, sends nothing and is drawn at half opacity")
    func disabled() {
        let stage = stage(on: true)
        let enabledTrack = stage.pixel(6, 15)
        stage.control.isEnabled = false
        stage.sim.runUntilIdle()
        stage.sim.tap(at: stage.point(25, 15))
        #expect(stage.control.isOn && stage.log.names.isEmpty)
        #expect(enabledTrack.isClose(to: .over(white: .systemGreen)))
        #expect(stage.pixel(6, 15).isClose(to: .over(white: UIColor.systemGreen.withAlphaComponent(0.5))))
        #expect(stage.pixel(35, 15) == .white, "the thumb stays white: track and thumb are dimmed together")
    }

    @Test("a superview's single tap does not fire over an enabled switch, which toggles; over a disabled one it fires")
    func superviewTap() {
        let stage = stage()
        let actions = ActionLog()
        stage.window.addGestureRecognizer(UITapGestureRecognizer().reporting(to: actions, as: "tap"))
        stage.sim.tap(at: stage.point(25, 15))
        #expect(actions.labels.isEmpty)
        #expect(stage.control.isOn)
        stage.control.isEnabled = false
        stage.sim.tap(at: stage.point(25, 15))
        #expect(actions.labels == ["tap.ended"])
    }

    @Test("a superview's pan along the switch from its thumb does not take the drag; a pan across it does")
    func superviewPan() {
        let stage = stage()
        let actions = ActionLog()
        stage.window.addGestureRecognizer(UIPanGestureRecognizer().reporting(to: actions, as: "pan"))
        stage.sim.drag(from: stage.point(15, 15), to: stage.point(50, 17), duration: 0.3)
        #expect(actions.labels.isEmpty)
        #expect(stage.control.isOn)
        stage.log.clear()
        stage.sim.drag(from: stage.point(35, 15), to: stage.point(36, 120), duration: 0.3)
        #expect(actions.states("pan").first == .began)
        #expect(stage.control.isOn, "the switch's touch was cancelled")
        #expect(stage.log.names.last == "cancel")
    }

    // MARK: Look

    @Test("look: the off track is iOS's light gray fill, the on track system green, the thumb white with a shadow below")
    func look() {
        let off = stage()
        #expect(off.pixel(44, 15).isClose(to: .over(white: .secondarySystemFill)))
        #expect(off.pixel(15, 15) == .white)
        #expect(off.pixel(15, 30).brightness < off.pixel(36, 30).brightness - 3, "the shadow darkens the track under the thumb")
        #expect(off.pixel(0, 0) == .white, "the track's corners are round")
        let on = stage(on: true)
        #expect(on.pixel(6, 15).isClose(to: .over(white: .systemGreen)))
        #expect(on.pixel(35, 15) == .white)
    }

    @Test("look: onTintColor fills the on track, thumbTintColor the thumb, and a tint set on the switch the off track")
    func tints() {
        let stage = stage(on: true)
        stage.control.onTintColor = .systemPurple
        stage.control.thumbTintColor = .systemYellow
        stage.sim.runUntilIdle()
        #expect(stage.pixel(6, 15).isClose(to: .over(white: .systemPurple)))
        #expect(stage.pixel(35, 15).isClose(to: .over(white: .systemYellow)))
        stage.window.tintColor = .systemRed
        stage.control.isOn = false
        stage.sim.runUntilIdle()
        #expect(stage.pixel(44, 15).isClose(to: .over(white: .secondarySystemFill)), "an inherited tint does not colour it")
        stage.control.tintColor = .systemOrange
        stage.sim.runUntilIdle()
        #expect(stage.pixel(44, 15).isClose(to: .over(white: .systemOrange)))
    }

    @Test("onImage and offImage are kept but not drawn, as since iOS 7")
    func valueImagesIgnored() {
        let stage = stage()
        let red = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        }
        stage.control.onImage = red
        stage.control.offImage = red
        stage.sim.runUntilIdle()
        #expect(stage.control.onImage === red && stage.control.offImage === red)
        #expect(stage.pixels().count { $0.r > 200 && $0.g < 60 && $0.b < 60 } == 0)
    }

    @Test("misuse stops: a title on a switch outside the Mac idiom (UIKit raises); nil is accepted")
    func titleOutsideMac() async {
        UISwitch().title = nil
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UISwitch().title = "Always show favourites" }
        }
    }

    @Test("appearance: onTintColor and thumbTintColor set on the proxy reach a switch entering a window, not one set directly")
    func appearanceProxy() {
        let (sim, window) = makeScenarioWindow(background: .white)
        UISwitch.appearance().onTintColor = .systemPurple
        UISwitch.appearance().thumbTintColor = .systemYellow
        let proxied = UISwitch(frame: CGRect(x: 50, y: 50, width: 0, height: 0))
        let direct = UISwitch(frame: CGRect(x: 50, y: 100, width: 0, height: 0))
        direct.onTintColor = .systemRed
        window.addSubview(proxied)
        window.addSubview(direct)
        sim.runUntilIdle()
        #expect(proxied.onTintColor == .systemPurple && proxied.thumbTintColor == .systemYellow)
        #expect(direct.onTintColor == .systemRed && direct.thumbTintColor == .systemYellow)
    }
}
