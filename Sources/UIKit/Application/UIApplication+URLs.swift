import Foundation
import QuartzCore

/// Opening URLs (current UIKit): the simulated device has this app, which
/// handles the schemes of its Info.plist's `CFBundleURLTypes`, and Apple's apps, which
/// handle the system schemes and win over any app registering them (OU-3).
extension UIApplication {
    /// Schemes Apple's own apps handle: the browser, Mail, Phone, Messages, FaceTime, Maps
    /// and the App Store.
    static let systemSchemes: Set<String> = [
        "http", "https", "mailto", "tel", "sms", "facetime", "facetime-audio", "maps", "itms-apps",
    ]

    /// Who opens a URL.
    enum URLHandler {
        case thisApp, otherApp
    }

    /// The handler of `url`'s scheme, or nil when no app registers it.
    func handler(for url: URL) -> URLHandler? {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return nil }
        if UIApplication.systemSchemes.contains(scheme) { return .otherApp }
        if InfoPlist.current.urlSchemes.contains(scheme) { return .thisApp }
        return nil
    }

    /// `canOpenURL(_:)`: an app handles the scheme and the app declared the scheme in its
    /// Info.plist's `LSApplicationQueriesSchemes` (without it UIKit answers false whatever
    /// is installed).
    func canRoute(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), handler(for: url) != nil else { return false }
        return InfoPlist.current.queriedSchemes.contains(scheme)
    }

    /// `open(_:options:completionHandler:)`: on the main run loop's next turn, a URL of one
    /// of this app's schemes goes to its delegate's `application(_:open:options:)`; a URL
    /// for another app is handed over (the Simulator lists it) and this app moves to the
    /// background, as when Safari or Phone comes to the front; then `completion` learns
    /// whether the URL opened. With `.universalLinksOnly` nothing opens: there are no
    /// universal links here.
    func route(_ url: URL, options: [OpenExternalURLOptionsKey: Any],
               completion: (@MainActor @Sendable (Bool) -> Void)?) {
        let universalLinksOnly = options[.universalLinksOnly] as? Bool ?? false
        let handler = universalLinksOnly ? nil : handler(for: url)
        HostRunLoop.current.perform { [self] in
            switch handler {
            case .thisApp:
                var openOptions: [OpenURLOptionsKey: Any] = [:]
                openOptions[.sourceApplication] = InfoPlist.current.bundleIdentifier
                deliver(url, options: openOptions)
            case .otherApp:
                urlsOpenedInOtherApps.append(url)
                enterBackground()
            case nil:
                break
            }
            completion?(handler != nil)
        }
    }

    /// Opens `url` and returns at once whether an app will open it (the 2009 form).
    @available(iOS, introduced: 2.0, deprecated: 10.0, message: "Use open(_:options:completionHandler:)")
    public func openURL(_ url: URL) -> Bool {
        open(url)
        return handler(for: url) != nil
    }

    /// Gives `url` to the delegate's `application(_:open:options:)`; returns whether it was
    /// handled.
    @discardableResult
    func deliver(_ url: URL, options: [OpenURLOptionsKey: Any]) -> Bool {
        delegate?.application(self, open: url, options: options) ?? false
    }

    /// Another app opens `url` (the Simulator's `open(_:)`, a link tapped in Safari): if
    /// its scheme is one of this app's, the app comes to the foreground if it was in the
    /// background, the delegate gets the URL, and the app becomes active. Returns whether
    /// the delegate handled it; false, with nothing happening, for other schemes.
    package func openFromOtherApp(_ url: URL) -> Bool {
        guard handler(for: url) == .thisApp else { return false }
        enterForeground()
        let handled = deliver(url, options: [:])
        becomeActive()
        return handled
    }
}
