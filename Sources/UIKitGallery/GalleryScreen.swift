import UIKit
import UIKitTesting

/// A screen of the Gallery: a segment of the switcher in the live app, a screenshot when
/// headless.
struct GalleryScreen {
    /// The switcher's title.
    let title: String
    /// The screenshot's file name in gallery-output/, without ".png".
    let screenshotName: String
    /// Whether the headless run also photographs the screen with the device turned
    /// (`<name>-landscape.png`).
    var alsoLandscape = false
    let makeController: @MainActor () -> UIViewController
    /// Input the headless run gives the screen before its screenshot, if any.
    var screenshotInput: (@MainActor (Simulator, UIViewController) -> Void)?

    /// Every screen, in the switcher's order. A new screen goes here: the live app shows it
    /// and the headless run photographs it.
    @MainActor static let all: [GalleryScreen] = [
        GalleryScreen(title: "Views & drawing", screenshotName: "views-and-drawing") { ViewsAndDrawingViewController() },
        GalleryScreen(title: "Text & images", screenshotName: "text-and-images") { TextAndImagesViewController() },
        GalleryScreen(title: "Touches & gestures", screenshotName: "touches-and-gestures",
                      makeController: { TouchesAndGesturesViewController() },
                      screenshotInput: { simulator, controller in
                          // A long press on the tap counter: its edit menu shows in the picture.
                          guard let screen = controller as? TouchesAndGesturesViewController else { return }
                          simulator.longPress(at: screen.counterCenterOnScreen)
                      }),
        GalleryScreen(title: "Auto Layout", screenshotName: "auto-layout", alsoLandscape: true) {
            AutoLayoutViewController()
        },
    ]
}
