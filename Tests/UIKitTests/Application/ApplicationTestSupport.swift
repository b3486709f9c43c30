import Foundation
import UIKitTesting

/// One list of what happened to the app, in order: the delegate's calls and the
/// application's notifications, each with the app's state at that moment ("willResign
/// Active/active", "note:willResignActive/active").
@MainActor
final class AppJournal {
    private(set) var entries: [String] = []
    private var tokens: [NSObjectProtocol] = []

    static let notificationNames: [Notification.Name] = [
        UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
        UIApplication.didReceiveMemoryWarningNotification,
    ]

    /// The journal the delegates write to (a fresh one for each test).
    static var current = AppJournal()

    /// Starts a fresh journal, listening to the application's notifications.
    @discardableResult
    static func start() -> AppJournal {
        current = AppJournal()
        for name in notificationNames {
            current.tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                let short = note.name.rawValue.replacingOccurrences(of: "UIApplication", with: "")
                    .replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated { AppJournal.current.record("note:" + short.prefix(1).lowercased() + short.dropFirst()) }
            })
        }
        return current
    }

    isolated deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    /// Records `event` with the application's state.
    func record(_ event: String) {
        entries.append("\(event)/\(AppJournal.name(of: UIApplication.shared.applicationState))")
    }

    func clear() { entries = [] }

    private static func name(of state: UIApplication.State) -> String {
        switch state {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "background"
        }
    }
}

/// An app delegate that records every call in the journal, and what it was given.
@MainActor
class JournalingDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launchOptions: [[UIApplication.LaunchOptionsKey: Any]?] = []
    var openedURLs: [(URL, [UIApplication.OpenURLOptionsKey: Any])] = []
    var acceptsLaunchURL = true
    var handlesURLs = true

    required override init() {
        super.init()
    }

    private func record(_ event: String) { AppJournal.current.record(event) }

    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        record("willFinishLaunching")
        self.launchOptions.append(launchOptions)
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        record("didFinishLaunching")
        self.launchOptions.append(launchOptions)
        return acceptsLaunchURL
    }

    func applicationDidBecomeActive(_ application: UIApplication) { record("didBecomeActive") }
    func applicationWillResignActive(_ application: UIApplication) { record("willResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { record("didEnterBackground") }
    func applicationWillEnterForeground(_ application: UIApplication) { record("willEnterForeground") }
    func applicationWillTerminate(_ application: UIApplication) { record("willTerminate") }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { record("didReceiveMemoryWarning") }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        record("open \(url.absoluteString)")
        openedURLs.append((url, options))
        return handlesURLs
    }
}

/// A journaling delegate that refuses its launch URL in `willFinishLaunching`.
final class RefusingDelegate: JournalingDelegate {
    override func application(_ application: UIApplication,
                              willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        _ = super.application(application, willFinishLaunchingWithOptions: launchOptions)
        return false
    }
}

/// A journaling delegate that refuses its launch URL in `didFinishLaunching`.
final class LateRefusingDelegate: JournalingDelegate {
    required init() {
        super.init()
        acceptsLaunchURL = false
    }
}

/// A delegate that implements only the 2009 forms: `applicationDidFinishLaunching(_:)`
/// and `application(_:handleOpen:)`.
@MainActor
final class OldStyleDelegate: UIResponder, UIApplicationDelegate {
    var handled: [URL] = []

    func applicationDidFinishLaunching(_ application: UIApplication) {
        AppJournal.current.record("applicationDidFinishLaunching")
    }

    func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        handled.append(url)
        return true
    }
}

/// The Info.plist of an app that registers the `todolist` scheme (Fig. 1-7) and may ask
/// about `todolist`, `https` and `mailto`.
@MainActor let toDoListInfo: [String: Any] = [
    "CFBundleIdentifier": "com.acme.ToDoList",
    "CFBundleURLTypes": [["CFBundleURLName": "com.acme.ToDoList", "CFBundleURLSchemes": ["todolist"]]],
    "LSApplicationQueriesSchemes": ["todolist", "https", "mailto"],
]
