import UIKit

/// A tab of the live Gallery: its title and symbol in the tab bar, and its screens — under a
/// switcher (`GalleryViewController`) when there are several, shown directly when there is
/// one.
public struct GalleryTab {
    /// The tab's title.
    public let title: String
    /// The SF Symbol of its tab.
    let symbol: String
    /// Its screens, in the switcher's order.
    public let screens: [GalleryScreen]

    /// A tab of the screens titled `screenTitles` in `GalleryScreen.all`.
    @MainActor init(title: String, symbol: String, screenTitles: [String]) {
        self.title = title
        self.symbol = symbol
        screens = screenTitles.map { name in
            guard let screen = GalleryScreen.all.first(where: { $0.title == name }) else {
                preconditionFailure("GalleryTab: no screen titled \(name) in GalleryScreen.all; add it there first")
            }
            return screen
        }
    }

    /// The Gallery's tabs, in the tab bar's order; every screen is in one.
    @MainActor public static let all: [GalleryTab] = [
        GalleryTab(title: "Views", symbol: "square.and.pencil",
                   screenTitles: ["Drawing", "Text", "Touches", "Layout", "Animations"]),
        GalleryTab(title: "Collections", symbol: "photo", screenTitles: ["Tree", "Photos"]),
        GalleryTab(title: "Controls", symbol: "gearshape", screenTitles: ["Controls", "Input"]),
        GalleryTab(title: "Navigation", symbol: "paperplane", screenTitles: ["Navigation"]),
        GalleryTab(title: "Lists", symbol: "list.bullet", screenTitles: ["Settings", "Contacts", "App Store"]),
    ]

    /// Makes the tab's controller, its `tabBarItem` set.
    @MainActor public func makeController() -> UIViewController {
        let controller = screens.count == 1 ? screens[0].makeController() : GalleryViewController(screens: screens)
        controller.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: 0)
        return controller
    }

    /// The live Gallery's root: a tab bar controller with every tab.
    @MainActor public static func makeTabBarController() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.viewControllers = all.map { $0.makeController() }
        return tabs
    }
}
