import Foundation
import Testing
import UIKitTesting

@MainActor @Suite("Keyboard notifications: when and in what order, with what user info", .serialized)
struct KeyboardNotificationTests {
    @Test("scenario 35: an editable view becoming first responder with no keyboard shown posts will-change-frame, will-show, then 0.25 s later did-change-frame, did-show")
    func firstShow() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardNotificationLog()
        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder)
        // The keyboard follows the first responder at the next turn.
        #expect(log.names.isEmpty)
        sim.advance(by: 1.0 / 60)
        #expect(log.names == ["willChangeFrame", "willShow"])
        sim.advance(by: 0.2)
        #expect(log.names == ["willChangeFrame", "willShow"])
        sim.advance(by: 0.1)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(sim.keyboard.exists)
    }

    @Test("user info: frames in screen coordinates (iPhone 15 portrait: 393 × 291 from the screen's bottom), duration 0.25, curve 7, local")
    func userInfo() throws {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardNotificationLog()
        field.becomeFirstResponder()
        sim.runUntilIdle()
        let will = try #require(log.last("willShow"))
        #expect(will.begin == CGRect(x: 0, y: 852, width: 393, height: 291))
        #expect(will.end == CGRect(x: 0, y: 561, width: 393, height: 291))
        #expect(will.duration == 0.25)
        #expect(will.curve == 7)
        #expect((will.userInfo[UIResponder.keyboardIsLocalUserInfoKey] as? NSNumber)?.boolValue == true)
        #expect((will.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt) == 7)
        let changeFrame = try #require(log.last("willChangeFrame"))
        #expect(changeFrame.end == will.end && changeFrame.begin == will.begin)
        let did = try #require(log.last("didShow"))
        #expect(did.end == will.end)
        // As UIKit's header says, the animation's keys are in the will- notifications only.
        #expect(did.duration == nil && did.curve == nil)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 561, width: 393, height: 291))
    }

    @Test("scenario 40: on the 320 × 480 profile the deprecated keys say bounds (0, 0, 320, 216), centres (160, 588) → (160, 372); origin = centre − size/2")
    func deprecatedKeys() throws {
        let (sim, window, field) = makeKeyboardStage(device: .iPhone3G)
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardNotificationLog()
        field.becomeFirstResponder()
        sim.runUntilIdle()
        let info = try #require(log.last("willShow")).userInfo
        let bounds = (info[UIKeyboardBoundsUserInfoKey] as? NSValue)?.cgRectValue
        let begin = (info[UIKeyboardCenterBeginUserInfoKey] as? NSValue)?.cgPointValue
        let end = try #require((info[UIKeyboardCenterEndUserInfoKey] as? NSValue)?.cgPointValue)
        #expect(bounds == CGRect(x: 0, y: 0, width: 320, height: 216))
        #expect(begin == CGPoint(x: 160, y: 588))
        #expect(end == CGPoint(x: 160, y: 372))
        #expect(CGPoint(x: end.x - 320 / 2, y: end.y - 216 / 2) == CGPoint(x: 0, y: 264))
    }

    @Test("scenario 38: resigning posts will-change-frame, will-hide, then did-change-frame, did-hide; the keyboard is gone")
    func hide() throws {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        sim.runUntilIdle()
        let log = KeyboardNotificationLog()
        #expect(field.resignFirstResponder())
        sim.advance(by: 1.0 / 60)
        #expect(log.names == ["willChangeFrame", "willHide"])
        #expect(!sim.keyboard.exists)
        sim.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        let will = try #require(log.last("willHide"))
        #expect(will.begin == CGRect(x: 0, y: 561, width: 393, height: 291))
        #expect(will.end == CGRect(x: 0, y: 852, width: 393, height: 291))
        #expect(sim.keyboard.keyNames.isEmpty)
    }

    @Test("scenario 36 as current iOS: moving first responder between two editable views posts no hide; the show sequence again with the same frame")
    func ownerChange() throws {
        let (sim, window, a) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let b = TypingView(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
        window.addSubview(b)
        a.becomeFirstResponder()
        sim.runUntilIdle()
        let log = KeyboardNotificationLog()
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder && b.isFirstResponder)
        sim.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        let will = try #require(log.last("willShow"))
        #expect(will.begin == will.end)
        // Typing goes to the new owner.
        sim.type("x")
        #expect(b.text == "x" && a.text.isEmpty)
    }

    @Test("scenario 39: no notification and no keyboard while no editable view is first responder; a tap elsewhere does not dismiss it")
    func nothingWithoutEditableResponder() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardNotificationLog()
        let plain = InputViewResponder(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        window.addSubview(plain)
        #expect(plain.becomeFirstResponder())
        sim.runUntilIdle()
        #expect(log.names.isEmpty && !sim.keyboard.exists)
        field.becomeFirstResponder()
        sim.runUntilIdle()
        sim.tap(at: CGPoint(x: 300, y: 300))
        sim.runUntilIdle()
        #expect(sim.keyboard.exists && field.isFirstResponder)
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    }

    @Test("becoming first responder twice shows the keyboard once")
    func becomeTwice() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardNotificationLog()
        #expect(field.becomeFirstResponder())
        #expect(field.becomeFirstResponder())
        sim.runUntilIdle()
        #expect(field.becomeFirstResponder())
        sim.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
    }

    @Test("becoming and resigning in the same turn shows nothing")
    func becomeAndResignAtOnce() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardNotificationLog()
        field.becomeFirstResponder()
        field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(log.names.isEmpty && !sim.keyboard.exists)
    }

    @Test("resigning while the keyboard slides in: the show's did- notifications come first, then the hide from where the keyboard is")
    func resignWhileAnimating() throws {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardNotificationLog()
        field.becomeFirstResponder()
        sim.advance(by: 0.1)
        field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "willShow", "didChangeFrame", "didShow",
                              "willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        let hide = try #require(log.last("willHide")).begin
        let hideBegin = try #require(hide)
        // Part of the way up: below its shown place, above the screen's bottom.
        #expect(hideBegin.minY > 561 && hideBegin.minY < 852)
        #expect(!sim.keyboard.exists)
    }

    @Test("a responder leaving its window while the keyboard is up resigns, and the keyboard hides")
    func responderLeavesWindow() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        sim.runUntilIdle()
        let log = KeyboardNotificationLog()
        field.removeFromSuperview()
        #expect(!field.isFirstResponder)
        sim.runUntilIdle()
        #expect(log.names == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(!sim.keyboard.exists)
    }

    @Test("the keyboard's window is above the app's windows, never key, and lets touches outside the keyboard through")
    func keyboardWindow() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        final class Counter: UIView {
            var touches = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
        }
        let target = Counter(frame: CGRect(x: 0, y: 300, width: 393, height: 100))
        window.addSubview(target)
        let alert = UIWindow(frame: sim.screen.bounds)
        alert.windowLevel = .alert
        alert.isHidden = false
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(window.isKeyWindow)
        let windows = WindowServer.current.visibleWindows(on: sim.screen)
        #expect(windows.last !== window && windows.last !== alert)
        #expect(windows.last?.windowLevel == UIWindow.Level(10_000_000))
        alert.isHidden = true
        sim.tap(at: CGPoint(x: 100, y: 350))
        #expect(target.touches == 1)
    }
}
