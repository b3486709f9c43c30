import UIKit

/// The live Gallery's app delegate: one window showing the tabs. `main.swift`
/// hands it to `UIApplicationMain` by name.
public final class GalleryAppDelegate: UIResponder, UIApplicationDelegate {
    /// The Gallery's one window, made at launch.
    public var window: UIWindow?

    /// Shows the tab bar controller, full screen.
    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = GalleryTab.makeTabBarController()
        window.makeKeyAndVisible()
        self.window = window
        GalleryLog.line("launched")
        return true
    }

    /// Reports the end of the termination sequence (what the live-window test waits for).
    public func applicationWillTerminate(_ application: UIApplication) {
        GalleryLog.line("will terminate")
    }

    /// Key presses no responder handled end up here, the end of the responder chain.
    public override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for key in presses.compactMap(\.key) {
            GalleryLog.line("press began: \(key.characters) (\(key.charactersIgnoringModifiers)), key code \(key.keyCode.rawValue)")
        }
        // On to the text system, which types the keys into a focused text field.
        super.pressesBegan(presses, with: event)
    }
}
