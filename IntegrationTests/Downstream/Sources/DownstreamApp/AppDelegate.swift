import TypicalIOSCode6
import UIKit

/// The app's delegate, as in an iOS project: a window with the profile screen.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ProfileViewController()
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
