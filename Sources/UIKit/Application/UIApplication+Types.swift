import Foundation

extension UIApplication {
    /// The app's execution state.
    public enum State: Int, Sendable {
        /// In the foreground, receiving events.
        case active = 0
        /// In the foreground but not receiving events: launching, or interrupted.
        case inactive = 1
        /// In the background.
        case background = 2
    }

    /// Where the app is in its life, as UIKit tracks it.
    enum LifePhase {
        case notLaunched, launching, running, terminated
    }

    /// Keys of the launch options given to `application(_:willFinishLaunchingWithOptions:)`
    /// and `application(_:didFinishLaunchingWithOptions:)`.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The bundle identifier of the app that asked for the launch.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// Information the launching app attached to the URL.
        public static let annotation = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsAnnotationKey")
        /// A remote notification that launched the app.
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// A Home screen quick action that launched the app.
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        /// The type of the user activity the app was launched to continue.
        public static let userActivityType = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityTypeKey")
        /// The user activity the app was launched to continue.
        public static let userActivityDictionary = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        /// The app was launched to handle a location event.
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }

    /// Keys of the options given to `application(_:open:options:)`.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The bundle identifier of the app that asked to open the URL.
        public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        /// Information the opening app attached to the URL.
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        /// Whether a document URL is to be opened in place rather than copied.
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Keys of the options given to `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A Boolean: open the URL only if it is a universal link an installed app handles.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    // MARK: Notifications

    /// Posted once the app has finished launching (after the delegate's
    /// `application(_:didFinishLaunchingWithOptions:)`); the user info holds the launch
    /// options, if any.
    nonisolated public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active (after the delegate is told).
    nonisolated public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to stop being active.
    nonisolated public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app has moved to the background.
    nonisolated public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background for the foreground.
    nonisolated public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when the app is about to terminate.
    nonisolated public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
}
