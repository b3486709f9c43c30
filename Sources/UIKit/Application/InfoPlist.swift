import Foundation

/// The app's information property list as UIKit reads it: the main bundle's
/// (`Bundle.main.infoDictionary`), or the one a Simulator gives the app, with UIKit's
/// defaults for the keys it uses. Values of the wrong type count as absent.
package struct InfoPlist {
    package let dictionary: [String: Any]

    package init(_ dictionary: [String: Any]) {
        self.dictionary = dictionary
    }

    /// The property list the Simulator gives the app instead of the main bundle's.
    @MainActor package static var replacement: [String: Any]? {
        get { HostEnvironment.current.uiKit.infoPlistReplacement }
        set { HostEnvironment.current.uiKit.infoPlistReplacement = newValue }
    }

    /// The app's property list now.
    @MainActor package static var current: InfoPlist {
        InfoPlist(replacement ?? Bundle.main.infoDictionary ?? [:])
    }

    /// `CFBundleIdentifier`.
    var bundleIdentifier: String? { dictionary["CFBundleIdentifier"] as? String }

    /// The URL schemes the app registers (`CFBundleURLSchemes` of each `CFBundleURLTypes`
    /// entry), lowercased: schemes are case-insensitive.
    var urlSchemes: Set<String> {
        let types = dictionary["CFBundleURLTypes"] as? [Any] ?? []
        let schemes = types.compactMap { ($0 as? [String: Any])?["CFBundleURLSchemes"] as? [Any] }.joined()
        return Set(schemes.compactMap { ($0 as? String)?.lowercased() })
    }

    /// The schemes the app may ask `canOpenURL(_:)` about (`LSApplicationQueriesSchemes`),
    /// lowercased.
    var queriedSchemes: Set<String> {
        Set((dictionary["LSApplicationQueriesSchemes"] as? [Any] ?? []).compactMap { ($0 as? String)?.lowercased() })
    }

    /// `UIStatusBarHidden`; default false.
    var isStatusBarHidden: Bool { dictionary["UIStatusBarHidden"] as? Bool ?? false }

    /// `UIStatusBarStyle`; default `.default`.
    var statusBarStyle: UIStatusBarStyle {
        switch dictionary["UIStatusBarStyle"] as? String {
        case "UIStatusBarStyleLightContent", "UIStatusBarStyleBlackTranslucent": .lightContent
        case "UIStatusBarStyleDarkContent": .darkContent
        case "UIStatusBarStyleBlackOpaque": .blackOpaque
        default: .default
        }
    }

    /// `UIInterfaceOrientation`; default `.portrait`.
    var interfaceOrientation: UIInterfaceOrientation {
        Self.orientation(named: dictionary["UIInterfaceOrientation"] as? String) ?? .portrait
    }

    /// `UISupportedInterfaceOrientations` (on an iPad `UISupportedInterfaceOrientations~ipad`
    /// first): the orientations the app supports, or nil when the key is absent or names
    /// none it knows.
    func supportedInterfaceOrientations(pad: Bool) -> UIInterfaceOrientationMask? {
        let names = (pad ? dictionary["UISupportedInterfaceOrientations~ipad"] as? [Any] : nil)
            ?? dictionary["UISupportedInterfaceOrientations"] as? [Any] ?? []
        let mask = names.compactMap { Self.orientation(named: $0 as? String) }
            .reduce(into: UIInterfaceOrientationMask()) { $0.insert(UIInterfaceOrientationMask($1)) }
        return mask.isEmpty ? nil : mask
    }

    /// The orientation an Info.plist value names.
    private static func orientation(named name: String?) -> UIInterfaceOrientation? {
        switch name {
        case "UIInterfaceOrientationPortrait": .portrait
        case "UIInterfaceOrientationPortraitUpsideDown": .portraitUpsideDown
        case "UIInterfaceOrientationLandscapeLeft": .landscapeLeft
        case "UIInterfaceOrientationLandscapeRight": .landscapeRight
        default: nil
        }
    }
}
