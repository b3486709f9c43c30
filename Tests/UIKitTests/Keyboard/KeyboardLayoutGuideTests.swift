import Foundation
import Testing
import UIKitTesting

@MainActor @Suite("Keyboard layout guide and moving content: view.keyboardLayoutGuide, Listing 5-1", .serialized)
struct KeyboardLayoutGuideTests {
    @Test("the guide rests on the bottom safe area while the keyboard is hidden, follows its top while it shows, and constraints to it animate with it")
    func followsKeyboard() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let root = UIView(frame: window.bounds)
        window.addSubview(root)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        let guide = root.keyboardLayoutGuide
        #expect(guide.identifier == "UIViewKeyboardLayoutGuide" && !guide.followsUndockedKeyboard && guide.usesBottomSafeArea)
        #expect(root.keyboardLayoutGuide === guide)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor), bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50), bar.bottomAnchor.constraint(equalTo: guide.topAnchor),
        ])
        sim.runUntilIdle()
        #expect(guide.layoutFrame.isClose(to: CGRect(x: 0, y: 852 - 34, width: 393, height: 34)))
        #expect(abs(bar.frame.maxY - (852 - 34)) < 1e-6)
        field.becomeFirstResponder()
        sim.advance(by: 1.0 / 60 + 0.1)
        // Mid-slide: the model is at the end, what is shown is on its way.
        #expect(abs(bar.frame.maxY - 561) < 1e-6)
        let shown = bar.layer.presentation()?.frame.maxY ?? 0
        #expect(shown > 561 && shown < 852 - 34)
        sim.runUntilIdle()
        #expect(guide.layoutFrame.isClose(to: CGRect(x: 0, y: 561, width: 393, height: 291)))
        field.resignFirstResponder()
        sim.runUntilIdle()
        #expect(abs(bar.frame.maxY - (852 - 34)) < 1e-6)
        guide.usesBottomSafeArea = false
        sim.runUntilIdle()
        #expect(guide.layoutFrame.isClose(to: CGRect(x: 0, y: 852, width: 393, height: 0)))
    }

    @Test("a view that ends above the keyboard: the guide covers only what the keyboard overlaps")
    func partialOverlap() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 700))
        window.addSubview(panel)
        let guide = panel.keyboardLayoutGuide
        let above = UIView()
        above.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(above)
        NSLayoutConstraint.activate([above.bottomAnchor.constraint(equalTo: guide.topAnchor),
                                     above.topAnchor.constraint(equalTo: panel.topAnchor),
                                     above.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                                     above.widthAnchor.constraint(equalTo: guide.widthAnchor)])
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(guide.layoutFrame.isClose(to: CGRect(x: 0, y: 561, width: 393, height: 139)))
        #expect(abs(above.frame.height - 561) < 1e-6)
    }

    @Test("curve 7 from the notification animates views on the keyboard's own curve")
    func curveSeven() {
        let (sim, window, field) = makeKeyboardStage()
        defer { withExtendedLifetime(window) {} }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                              queue: nil) { note in
            let curve = (note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue ?? 0
            let duration = (note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0
            MainActor.assumeIsolated {
                UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16)) {
                    box.frame.origin.y = 100
                }
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        field.becomeFirstResponder()
        sim.advance(by: 1.0 / 60 + 0.125)
        // The keyboard curve is well past halfway at half time (ease-in-out would be at half).
        let y = box.layer.presentation()?.frame.minY ?? 0
        #expect(y > 70 && y < 100)
    }

    @Test("Listing 5-1: on did-show the scroll view's insets grow by the keyboard's height (kept once across a field change) and the active field is scrolled into view; on did-hide they go back")
    func listing5_1() throws {
        let (sim, window, _) = makeKeyboardStage(device: .iPhone3G)
        defer { withExtendedLifetime(window) {} }
        @MainActor final class Controller {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 460))
            var activeField: UIView?
            var keyboardShown = false
            var scrolls = 0
            var observers: [NSObjectProtocol] = []

            @MainActor func register() {
                observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil,
                                                                        queue: nil) { [unowned self] note in
                    nonisolated(unsafe) let info = note.userInfo
                    MainActor.assumeIsolated { keyboardWasShown(info) }
                })
                observers.append(NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil,
                                                                        queue: nil) { [unowned self] _ in
                    MainActor.assumeIsolated { keyboardWasHidden() }
                })
            }

            @MainActor func keyboardWasShown(_ info: [AnyHashable: Any]?) {
                guard !keyboardShown else { return }
                let size = (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue.size ?? .zero
                let insets = UIEdgeInsets(top: 0, left: 0, bottom: size.height, right: 0)
                scrollView.contentInset = insets
                scrollView.verticalScrollIndicatorInsets = insets
                if let activeField {
                    scrollView.scrollRectToVisible(activeField.frame, animated: true)
                    scrolls += 1
                }
                keyboardShown = true
            }

            @MainActor func keyboardWasHidden() {
                scrollView.contentInset = .zero
                scrollView.verticalScrollIndicatorInsets = .zero
                keyboardShown = false
            }
        }
        let controller = Controller()
        controller.register()
        defer { controller.observers.forEach(NotificationCenter.default.removeObserver) }
        let scroll = controller.scrollView
        scroll.contentSize = CGSize(width: 320, height: 460)
        window.addSubview(scroll)
        let field1 = TypingView(frame: CGRect(x: 20, y: 380, width: 280, height: 31))
        let field2 = TypingView(frame: CGRect(x: 20, y: 420, width: 280, height: 31))
        scroll.addSubview(field1)
        scroll.addSubview(field2)
        controller.activeField = field1
        field1.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(scroll.contentInset.bottom == 216)
        #expect(controller.scrolls == 1)
        // The field is above the keyboard once scrolled.
        #expect(field1.convert(field1.bounds, to: nil).maxY <= 480 - 216)
        controller.activeField = field2
        field2.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(scroll.contentInset.bottom == 216 && controller.scrolls == 1)
        field2.resignFirstResponder()
        sim.runUntilIdle()
        #expect(scroll.contentInset == .zero && !controller.keyboardShown)
    }

    @Test("scenario 41: a profile with a 250-point keyboard reports 250, and Listing 5-1's inset follows it")
    func profileOverride() throws {
        var profile = Device.iPhone3G.profile
        profile.keyboard = KeyboardProfile(portraitKeysHeight: 250, landscapeKeysHeight: 162)
        let (sim, window, field) = makeKeyboardStage(device: Device(profile: profile))
        defer { withExtendedLifetime(window) {} }
        let log = KeyboardNotificationLog()
        field.becomeFirstResponder()
        sim.runUntilIdle()
        #expect(try #require(log.last("didShow")).end?.size == CGSize(width: 320, height: 250))
    }
}
