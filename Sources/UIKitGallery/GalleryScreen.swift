import UIKit
import UIKitTesting

/// A screen of the Gallery: a segment of the switcher in the live app, a screenshot when
/// headless.
public struct GalleryScreen {
    /// The switcher's title.
    public let title: String
    /// The screenshot's file name in gallery-output/, without ".png".
    let screenshotName: String
    /// Whether the headless run also photographs the screen with the device turned
    /// (`<name>-landscape.png`).
    var alsoLandscape = false
    /// Makes the screen's view controller (a new one at each call).
    public let makeController: @MainActor () -> UIViewController
    /// Input the headless run gives the screen before its screenshot, if any.
    var screenshotInput: (@MainActor (Simulator, UIViewController) -> Void)?

    /// Every screen, in the switcher's order. A new screen goes here: the live app shows it
    /// and the headless run photographs it.
    @MainActor public static let all: [GalleryScreen] = [
        GalleryScreen(title: "Drawing", screenshotName: "views-and-drawing") { ViewsAndDrawingViewController() },
        GalleryScreen(title: "Text", screenshotName: "text-and-images") { TextAndImagesViewController() },
        GalleryScreen(title: "Touches", screenshotName: "touches-and-gestures",
                      makeController: { TouchesAndGesturesViewController() },
                      screenshotInput: { simulator, controller in
                          // A long press on the tap counter: its edit menu shows in the picture.
                          guard let screen = controller as? TouchesAndGesturesViewController else { return }
                          simulator.longPress(at: screen.counterCenterOnScreen)
                      }),
        GalleryScreen(title: "Layout", screenshotName: "auto-layout", alsoLandscape: true) {
            AutoLayoutViewController()
        },
        GalleryScreen(title: "Animations", screenshotName: "animations",
                      makeController: { AnimationsViewController() },
                      screenshotInput: { simulator, controller in
                          // Motion caught mid-way: the scrubber dragged to 60 %, then the card
                          // tapped just before the panel's first push, the picture taken a
                          // third of the way into the flip and the push.
                          guard let screen = controller as? AnimationsViewController else { return }
                          simulator.drag(from: screen.scrubKnobCenterOnScreen, to: screen.scrubTrackPointOnScreen(fraction: 0.6))
                          simulator.advance(by: AnimationsViewController.pushInterval - 0.6)
                          simulator.tap(at: screen.flipCardCenterOnScreen)
                          simulator.advance(by: 0.25)
                      }),
        GalleryScreen(title: "Tree", screenshotName: "tree") { CollectionsViewController() },
        GalleryScreen(title: "Photos", screenshotName: "photos",
                      makeController: { PhotosViewController() },
                      screenshotInput: { simulator, controller in
                          // Scrolled into the second album (its header pinned, the third's
                          // coming), three tiles tapped.
                          guard let screen = controller as? PhotosViewController else { return }
                          simulator.runUntilIdle()
                          screen.collectionView.setContentOffset(CGPoint(x: 0, y: 1_200), animated: false)
                          simulator.runUntilIdle()
                          for item in [51, 58, 66] {
                              if let point = screen.centerOnScreen(ofItemAt: IndexPath(item: item, section: 1)) {
                                  simulator.tap(at: point)
                              }
                          }
                          simulator.advance(by: 0.5)
                      }),
        GalleryScreen(title: "Controls", screenshotName: "controls",
                      makeController: { ControlsViewController() },
                      screenshotInput: { simulator, controller in
                          // The slider dragged to 75 %, the stepper stepped up twice, the
                          // segmented control on "Medium", the switch turned off.
                          guard let screen = controller as? ControlsViewController else { return }
                          simulator.runUntilIdle()
                          screen.driveForScreenshot(simulator)
                      }),
        GalleryScreen(title: "Input", screenshotName: "text-input",
                      makeController: { TextInputViewController() },
                      screenshotInput: { simulator, controller in
                          // The email field tapped and typed into, the keyboard up.
                          guard let screen = controller as? TextInputViewController else { return }
                          screen.driveForScreenshot(simulator)
                      }),
        GalleryScreen(title: "Navigation", screenshotName: "navigation",
                      makeController: { NavigationViewController.inNavigationController() },
                      screenshotInput: { simulator, controller in
                          // The sheet presented over the root, resting at its medium
                          // detent with its grabber.
                          guard let navigation = controller as? UINavigationController,
                                let screen = navigation.viewControllers.first as? NavigationViewController
                          else { return }
                          simulator.runUntilIdle()
                          screen.tapRow(NavigationViewController.sheetTitle, in: simulator)
                          simulator.runUntilIdle()
                      }),
        GalleryScreen(title: "Settings", screenshotName: "settings",
                      makeController: { SettingsViewController.inNavigationController() },
                      screenshotInput: { simulator, controller in
                          // Airplane Mode switched on.
                          guard let navigation = controller as? UINavigationController,
                                let screen = navigation.viewControllers.first as? SettingsViewController else { return }
                          simulator.runUntilIdle()
                          screen.tapSwitch("Airplane Mode", in: simulator)
                          simulator.runUntilIdle()
                      }),
        GalleryScreen(title: "Contacts", screenshotName: "contacts",
                      makeController: { ContactsViewController.inNavigationController() },
                      screenshotInput: { simulator, controller in
                          // A row swiped to show its Delete.
                          guard let navigation = controller as? UINavigationController,
                                let screen = navigation.viewControllers.first as? ContactsViewController else { return }
                          simulator.runUntilIdle()
                          screen.swipeToDelete("Emma Brown", in: simulator)
                          simulator.runUntilIdle()
                      }),
        GalleryScreen(title: "App Store", screenshotName: "app-store",
                      makeController: { AppStoreViewController() },
                      screenshotInput: { simulator, controller in
                          // The featured row flicked on to its second card, centred.
                          guard let screen = controller as? AppStoreViewController else { return }
                          simulator.runUntilIdle()
                          screen.flickRow(from: .story(0), in: simulator)
                          simulator.runUntilIdle()
                      }),
    ]
}
