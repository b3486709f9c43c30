import Foundation
import Testing
import UIKitTesting

/// The launch (the iPhone guide's scenarios in current UIKit's form):
/// `UIApplicationMain`, `@main`, the order of the launch calls and notifications, launch
/// options and the launch URL.
@MainActor
@Suite("Application launch", .serialized)
struct ApplicationLaunchTests {
    final class MyApplication: UIApplication {}

    @Test("LC-1: the launch sequence, in order, with the app inactive until it becomes active")
    func launchSequence() {
        let sim = Simulator(device: .iPhoneSE)
        let journal = AppJournal.start()
        let delegate = sim.launch(delegate: JournalingDelegate.self)
        #expect(journal.entries == [
            "willFinishLaunching/inactive", "didFinishLaunching/inactive", "note:didFinishLaunching/inactive",
            "didBecomeActive/active", "note:didBecomeActive/active",
        ])
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.shared.delegate === delegate)
        // Launched from the Home screen: no options.
        #expect(delegate.launchOptions.count == 2 && delegate.launchOptions.allSatisfy { $0 == nil })
    }

    @Test("A-1, A-3 (LC-3, LC-4): the application is a UIApplication, the delegate the one made from its class; launched once")
    func scenarioA1() {
        let sim = Simulator(device: .iPhoneSE)
        let journal = AppJournal.start()
        let delegate = sim.launch(delegate: JournalingDelegate.self)
        #expect(type(of: UIApplication.shared) == UIApplication.self)
        #expect(UIApplication.shared.delegate === delegate)
        #expect(journal.entries.filter { $0.hasPrefix("didFinishLaunching") }.count == 1)
    }

    @Test("A-2 (LC-3): with a principal class the shared application is an instance of it")
    func scenarioA2() {
        let sim = Simulator(device: .iPhoneSE)
        sim.launch(delegate: JournalingDelegate.self, application: MyApplication.self)
        #expect(UIApplication.shared is MyApplication)
    }

    @Test("the 2009 applicationDidFinishLaunching(_:) is called when the options form is not implemented")
    func oldStyleLaunch() {
        let sim = Simulator(device: .iPhoneSE)
        let journal = AppJournal.start()
        sim.launch(delegate: OldStyleDelegate.self)
        #expect(journal.entries == [
            "applicationDidFinishLaunching/inactive", "note:didFinishLaunching/inactive", "note:didBecomeActive/active",
        ])
    }

    @Test("launch options and a launch URL: both launch methods see them, then application(_:open:options:), then active")
    func launchURL() throws {
        let sim = Simulator(device: .iPhoneSE)
        sim.infoDictionary = toDoListInfo
        let journal = AppJournal.start()
        let url = try #require(URL(string: "todolist://www.acme.com?Milk#today"))
        final class Received: @unchecked Sendable { var url: URL? }
        let received = Received()
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didFinishLaunchingNotification, object: nil, queue: nil
        ) { note in received.url = note.userInfo?[AnyHashable(UIApplication.LaunchOptionsKey.url)] as? URL }
        defer { NotificationCenter.default.removeObserver(token) }
        let delegate = sim.launch(delegate: JournalingDelegate.self,
                                  options: [.url: url, .sourceApplication: "com.apple.mobilesafari"])
        #expect(journal.entries == [
            "willFinishLaunching/inactive", "didFinishLaunching/inactive", "note:didFinishLaunching/inactive",
            "open todolist://www.acme.com?Milk#today/inactive", "didBecomeActive/active", "note:didBecomeActive/active",
        ])
        #expect(delegate.launchOptions.allSatisfy { $0?[.url] as? URL == url })
        #expect(delegate.openedURLs.first?.1[.sourceApplication] as? String == "com.apple.mobilesafari")
        #expect(received.url == url)
    }

    @Test("a launch URL refused by either launch method is not opened")
    func refusedLaunchURL() throws {
        let url = try #require(URL(string: "todolist://x?Milk"))
        for refusing in [RefusingDelegate.self, LateRefusingDelegate.self] as [JournalingDelegate.Type] {
            let sim = Simulator(device: .iPhoneSE)
            sim.infoDictionary = toDoListInfo
            let journal = AppJournal.start()
            let delegate = sim.launch(delegate: refusing, options: [.url: url])
            #expect(delegate.openedURLs.isEmpty)
            #expect(journal.entries.last == "note:didBecomeActive/active")
        }
    }

    @Test("an app nobody launched is active, with no delegate; a launch without a delegate class runs the sequence")
    func noDelegate() {
        _ = Simulator(device: .iPhoneSE)
        #expect(UIApplication.shared.applicationState == .active && UIApplication.shared.delegate == nil)
        let journal = AppJournal.start()
        UIApplication.launch(principal: UIApplication.self, delegate: nil, options: nil)
        #expect(journal.entries == ["note:didFinishLaunching/inactive", "note:didBecomeActive/active"])
        #expect(UIApplication.shared.delegate == nil)
    }

    @Test("a new Simulator starts a new application and drops the old delegate")
    func reset() {
        let sim = Simulator(device: .iPhoneSE)
        weak let delegate = sim.launch(delegate: JournalingDelegate.self)
        weak let old = UIApplication.shared
        sim.moveToBackground()
        _ = Simulator(device: .iPhoneSE)
        #expect(old == nil && delegate == nil)
        #expect(UIApplication.shared.applicationState == .active && UIApplication.shared.delegate == nil)
    }

    @Test("bad input: launching twice stops with a message")
    func launchTwice() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let sim = Simulator(device: .iPhoneSE)
                sim.launch(delegate: JournalingDelegate.self)
                sim.launch(delegate: JournalingDelegate.self)
            }
        }
    }

    // MARK: UIApplicationMain, for real

    @Test("UIApplicationMain with class names launches, runs the loop in real time, and ends with willTerminate on SIGTERM")
    func applicationMain() async {
        await #expect(processExitsWith: .exitCode(0)) {
            await MainActor.run {
                _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv,
                                      NSStringFromClass(MainTestApplication.self), NSStringFromClass(MainTestDelegate.self))
            }
        }
    }

    @Test("@main: UIApplicationDelegate supplies static main(), which runs UIApplicationMain with the delegate's class")
    func mainAttribute() async {
        await #expect(processExitsWith: .exitCode(0)) {
            await MainActor.run { MainTestDelegate.main() }
        }
    }

    @Test("bad input: UIApplicationMain with a class name that names no class stops with a message")
    func unknownClass() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "NoSuchModule.NoSuchDelegate")
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, NSStringFromClass(MainTestDelegate.self), nil)
            }
        }
    }
}

/// The application class `UIApplicationMain` is given by name in the test above.
final class MainTestApplication: UIApplication {}

/// The delegate of the real `UIApplicationMain` runs: it checks the launch, schedules a
/// timer on the real clock, and when the timer fires asks for termination with SIGTERM;
/// `applicationWillTerminate(_:)` checks that everything happened in order. Any departure
/// exits with status 3 (the loop's own exit is 0).
@MainActor
final class MainTestDelegate: UIResponder, UIApplicationDelegate {
    private var steps: [String] = []

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        steps.append("launch")
        if application.applicationState != .inactive || UIApplication.shared !== application { exit(3) }
        _ = Timer.scheduledTimer(timeInterval: 0.05, target: self, selector: #Selector(MainTestDelegate.tick(_:)),
                                 userInfo: nil, repeats: false)
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { steps.append("active") }

    func tick(_ timer: Timer) {
        steps.append("tick")
        if CACurrentMediaTime() < 0.05 { exit(3) }
        kill(getpid(), SIGTERM)
    }

    func applicationWillResignActive(_ application: UIApplication) { steps.append("resign") }
    func applicationDidEnterBackground(_ application: UIApplication) { steps.append("background") }

    func applicationWillTerminate(_ application: UIApplication) {
        if steps != ["launch", "active", "tick", "resign", "background"] { exit(3) }
    }
}
