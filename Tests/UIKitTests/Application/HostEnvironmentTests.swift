@_spi(Testing) import UIKit
import Testing
import UIKitTesting

/// One object owns the process's state: each Simulator installs a fresh `HostEnvironment`,
/// so a Simulator created after another shares nothing with it. Each test leaves state in
/// one subsystem of a first Simulator, creates a second, and checks the subsystem starts
/// fresh there.
@MainActor
@Suite("Host environment: two Simulators in a row share nothing", .serialized)
struct HostEnvironmentTests {
    final class Recorder {
        var calls = 0
        func tick(_ sender: Timer) { calls += 1 }
        func step(_ link: CADisplayLink) { calls += 1 }
    }

    /// A controller that counts memory warnings.
    final class WarnedController: UIViewController {
        var warnings = 0
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            warnings += 1
        }
    }

    @Test("each Simulator installs its own environment; the next one replaces it")
    func environmentsAreDistinct() {
        let first = Simulator()
        let firstEnvironment = HostEnvironment.current
        let second = Simulator()
        #expect(HostEnvironment.current !== firstEnvironment)
        #expect(HostEnvironment.current.runLoop !== firstEnvironment.runLoop)
        #expect(HostEnvironment.current.uiKit.windowServer !== firstEnvironment.uiKit.windowServer)
        #expect(HostEnvironment.current.uiKit.eventRouter !== firstEnvironment.uiKit.eventRouter)
        #expect(HostEnvironment.current.quartzCore.animationEngine !== firstEnvironment.quartzCore.animationEngine)
        withExtendedLifetime((first, second)) {}
    }

    @Test("the clock starts again at 0, and the first Simulator's timers never fire in the second")
    func clockAndTimers() {
        let first = Simulator()
        let recorder = Recorder()
        let timer = Timer.scheduledTimer(timeInterval: 1, target: recorder, selector: #Selector(Recorder.tick(_:)),
                                         userInfo: nil, repeats: true)
        first.advance(by: 2.5)
        #expect(recorder.calls == 2 && CACurrentMediaTime() == 2.5)
        let second = Simulator()
        #expect(CACurrentMediaTime() == 0)
        second.advance(by: 5)
        #expect(recorder.calls == 2)
        withExtendedLifetime(first) {}
        timer.invalidate()
    }

    @Test("a dropped environment invalidates its timers and display links, releasing their targets")
    func droppedEnvironmentInvalidates() {
        let first = Simulator()
        var recorder: Recorder? = Recorder()
        weak let released = recorder
        let timer = Timer.scheduledTimer(timeInterval: 1, target: recorder!, selector: #Selector(Recorder.tick(_:)),
                                         userInfo: nil, repeats: false)
        let link = CADisplayLink(target: recorder!, selector: #Selector(Recorder.step(_:)))
        link.add(to: .main, forMode: .common)
        first.advance(by: 0.1)
        #expect(recorder?.calls == 6 && timer.isValid)
        recorder = nil
        let second = Simulator()
        #expect(!timer.isValid && released == nil)
        second.advance(by: 2)
        withExtendedLifetime((first, link)) {}
    }

    @Test("display links of the first Simulator do not fire at the second one's frames")
    func displayLinks() {
        let first = Simulator()
        let recorder = Recorder()
        let link = CADisplayLink(target: recorder, selector: #Selector(Recorder.step(_:)))
        link.add(to: .main, forMode: .common)
        first.advance(by: 0.5)
        #expect(recorder.calls == 30)
        let second = Simulator()
        second.advance(by: 0.5)
        #expect(recorder.calls == 30)
        #expect(!MainLoop.needsFrame)
        link.invalidate()
        withExtendedLifetime(first) {}
    }

    @Test("windows, the key window and running animations stay with the first Simulator; its screen shows nothing of them")
    func windowsAndAnimations() {
        let first = Simulator()
        let window = UIWindow(frame: first.screen.bounds)
        window.backgroundColor = .red
        window.makeKeyAndVisible()
        UIView.animate(withDuration: 10) { window.alpha = 0.5 }
        first.advance(by: 0.1)
        #expect(HostEnvironment.current.quartzCore.animationEngine.isAnimating)
        let second = Simulator()
        #expect(WindowServer.current.visibleWindows(on: second.screen).isEmpty && !window.isKeyWindow)
        #expect(!HostEnvironment.current.quartzCore.animationEngine.isAnimating)
        #expect(second.runUntilIdle())
        #expect(RenderedPixels(second.screenshot()).pixel(at: CGPoint(x: 10, y: 10), scale: second.screen.scale) == .black)
        withExtendedLifetime((first, window)) {}
    }

    @Test("screens connected to the first Simulator are gone; the second has its own device's screen")
    func screens() {
        let first = Simulator(device: .iPhoneSE)
        _ = first.connectScreen(modes: [CGSize(width: 1920, height: 1080)])
        #expect(UIScreen.screens.count == 2)
        let second = Simulator(device: .iPad)
        #expect(UIScreen.screens.count == 1 && UIScreen.main === second.screen)
        #expect(UIScreen.main.bounds.size == Device.iPad.profile.size)
    }

    @Test("a finger held down in the first Simulator is unknown to the second: a new touch there begins alone")
    func fingers() {
        let first = Simulator()
        let firstWindow = UIWindow(frame: first.screen.bounds)
        firstWindow.makeKeyAndVisible()
        _ = first.touchDown(at: CGPoint(x: 50, y: 50))
        let second = Simulator()
        let log = EventLog()
        let window = UIWindow(frame: second.screen.bounds)
        let view = RecordingView("view", window.bounds, log: log)
        window.addSubview(view)
        window.makeKeyAndVisible()
        second.tap(at: CGPoint(x: 50, y: 50))
        #expect(log.labels == ["view.touchesBegan", "view.touchesEnded"])
        #expect(log.calls.first?.allTouches?.count == 1)
        withExtendedLifetime(firstWindow) {}
    }

    @Test("the application, its delegate and its Info.plist belong to one Simulator: the next launches anew")
    func application() {
        let first = Simulator()
        first.infoDictionary = ["CFBundleIdentifier": "com.example.first"]
        first.launch(delegate: RecordingDelegate.self)
        let firstApp = UIApplication.shared
        let second = Simulator()
        #expect(UIApplication.shared !== firstApp)
        #expect(second.infoDictionary["CFBundleIdentifier"] as? String != "com.example.first")
        second.launch(delegate: RecordingDelegate.self)
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test("the menu controller, animations disabled and an open animation block do not carry over")
    func menusAndAnimationSettings() {
        let first = Simulator()
        let firstMenu = UIMenuController.shared
        UIView.setAnimationsEnabled(false)
        UIView.beginAnimations("left open", context: nil)
        _ = Simulator()
        #expect(UIMenuController.shared !== firstMenu)
        #expect(UIView.areAnimationsEnabled)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.alpha = 0.5
        #expect(view.layer.animationKeys() == nil)
        withExtendedLifetime(first) {}
    }

    @Test("the run loop mode: a drag under way in the first Simulator leaves the second in the default mode")
    func runLoopMode() {
        let first = Simulator()
        let window = UIWindow(frame: first.screen.bounds)
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: window.bounds.width, height: 5000)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        let finger = first.touchDown(at: CGPoint(x: 100, y: 400))
        for step in 1...5 {
            first.advance(by: 1 / 60)
            first.touchMove(finger, to: CGPoint(x: 100, y: 400 - CGFloat(step) * 30))
        }
        #expect(HostRunLoop.current.currentMode == .tracking)
        _ = Simulator()
        #expect(HostRunLoop.current.currentMode == .default)
        withExtendedLifetime((first, window)) {}
    }

    @Test("memory warnings reach only the view controllers of the Simulator in force")
    func memoryWarnings() {
        let first = Simulator()
        let old = WarnedController()
        first.simulateMemoryWarning()
        #expect(old.warnings == 1)
        let second = Simulator()
        let new = WarnedController()
        second.simulateMemoryWarning()
        #expect(old.warnings == 1 && new.warnings == 1)
    }

    @Test("layout warnings recorded for one Simulator's tests are not recorded in the next")
    func layoutWarnings() {
        _ = Simulator()
        LayoutDiagnostics.startRecording()
        #expect(LayoutDiagnostics.recorded == [])
        _ = Simulator()
        #expect(LayoutDiagnostics.recorded == nil)
    }
}
