import Foundation
import Testing
import UIKitTesting

/// The app's states and the moves between them (the iPhone guide's scenarios A-5, A-17,
/// A-19, in current UIKit's form: Home sends the app to the background rather than
/// terminating it), memory warnings, and the application's settings.
@MainActor
@Suite("Application states", .serialized)
struct ApplicationStateTests {
    /// A launched app with a journaling delegate, and a fresh journal.
    private func launched() -> (Simulator, JournalingDelegate, AppJournal) {
        let sim = Simulator(device: .iPhoneSE)
        let delegate = sim.launch(delegate: JournalingDelegate.self)
        return (sim, delegate, AppJournal.start())
    }

    @Test("A-5 (LC-1, current UIKit): Home resigns active, then enters the background; each call, then its notification")
    func scenarioA5() {
        let (sim, _, journal) = launched()
        sim.moveToBackground()
        #expect(journal.entries == [
            "willResignActive/active", "note:willResignActive/active",
            "didEnterBackground/background", "note:didEnterBackground/background",
        ])
        #expect(UIApplication.shared.applicationState == .background)
    }

    @Test("coming back: willEnterForeground while still in the background, then didBecomeActive once active")
    func foreground() {
        let (sim, _, journal) = launched()
        sim.moveToBackground()
        journal.clear()
        sim.moveToForeground()
        #expect(journal.entries == [
            "willEnterForeground/background", "note:willEnterForeground/background",
            "didBecomeActive/active", "note:didBecomeActive/active",
        ])
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test("moves that do not apply do nothing: background twice, foreground while active")
    func redundantMoves() {
        let (sim, _, journal) = launched()
        sim.moveToForeground()
        #expect(journal.entries.isEmpty)
        sim.moveToBackground()
        journal.clear()
        sim.moveToBackground()
        #expect(journal.entries.isEmpty)
    }

    @Test("IT-1: termination from the foreground resigns active, enters the background, then willTerminate")
    func terminateFromForeground() {
        let (sim, _, journal) = launched()
        sim.terminate()
        #expect(journal.entries == [
            "willResignActive/active", "note:willResignActive/active",
            "didEnterBackground/background", "note:didEnterBackground/background",
            "willTerminate/background", "note:willTerminate/background",
        ])
    }

    @Test("termination from the background: only willTerminate and its notification")
    func terminateFromBackground() {
        let (sim, _, journal) = launched()
        sim.moveToBackground()
        journal.clear()
        sim.terminate()
        #expect(journal.entries == ["willTerminate/background", "note:willTerminate/background"])
    }

    @Test("bad input: a terminated app cannot be moved or sent warnings")
    func afterTermination() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let sim = Simulator(device: .iPhoneSE)
                sim.launch(delegate: JournalingDelegate.self)
                sim.terminate()
                sim.moveToForeground()
            }
        }
    }

    @Test("the app nobody launched moves too, without a delegate")
    func unlaunchedApp() {
        let sim = Simulator(device: .iPhoneSE)
        let journal = AppJournal.start()
        sim.moveToBackground()
        sim.moveToForeground()
        #expect(journal.entries == [
            "note:willResignActive/active", "note:didEnterBackground/background",
            "note:willEnterForeground/background", "note:didBecomeActive/active",
        ])
    }

    // MARK: Memory warnings

    /// A view controller that counts its memory warnings.
    final class CountingController: UIViewController {
        var warnings = 0
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            warnings += 1
            AppJournal.current.record("controller \(title ?? "")")
        }
    }

    @Test("A-17 (MW-2): the delegate, every view controller (oldest first, on screen or not) and observers, each once")
    func scenarioA17() {
        let (sim, _, journal) = launched()
        let window = UIWindow(frame: sim.screen.bounds)
        let shown = CountingController()
        shown.title = "shown"
        window.rootViewController = shown
        window.makeKeyAndVisible()
        let offscreen = CountingController()
        offscreen.title = "offscreen"
        sim.simulateMemoryWarning()
        #expect(journal.entries == [
            "didReceiveMemoryWarning/active", "controller shown/active", "controller offscreen/active",
            "note:didReceiveMemoryWarning/active",
        ])
        #expect(shown.warnings == 1 && offscreen.warnings == 1 && !offscreen.isViewLoaded)
        withExtendedLifetime(window) {}
    }

    @Test("MW-1: a warning reaches the app in the background too; released view controllers get none")
    func warningInBackground() {
        let (sim, _, journal) = launched()
        var controller: CountingController? = CountingController()
        weak let released = controller
        controller = nil
        #expect(released == nil)
        sim.moveToBackground()
        journal.clear()
        sim.simulateMemoryWarning()
        #expect(journal.entries == ["didReceiveMemoryWarning/background", "note:didReceiveMemoryWarning/background"])
    }

    // MARK: Settings

    @Test("RT-6, A-19: the idle timer is on by default and can be disabled; badge number and ignoring events")
    func settings() {
        _ = Simulator(device: .iPhoneSE)
        let app = UIApplication.shared
        #expect(!app.isIdleTimerDisabled)
        app.isIdleTimerDisabled = true
        #expect(app.isIdleTimerDisabled)
        #expect(app.applicationIconBadgeNumber == 0)
        app.applicationIconBadgeNumber = 3
        #expect(app.applicationIconBadgeNumber == 3)
        _ = Simulator(device: .iPhoneSE)
        #expect(!UIApplication.shared.isIdleTimerDisabled && UIApplication.shared.applicationIconBadgeNumber == 0)
    }

    @Test("ignoring interaction events nests; unbalanced ends are ignored")
    func ignoringEvents() {
        _ = Simulator(device: .iPhoneSE)
        let app = UIApplication.shared
        #expect(!app.isIgnoringInteractionEvents)
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        app.endIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        #expect(!app.isIgnoringInteractionEvents)
        app.endIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        #expect(app.isIgnoringInteractionEvents)
    }
}
