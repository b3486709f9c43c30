// The Gallery: an ordinary UIKit app. With a display, UIApplicationMain opens it in a live
// window; headless (no display, or UIKIT_HOST=headless) it writes a screenshot of each
// screen, and the CoreGraphics sampler pages, into gallery-output/ and exits.
import Foundation
import UIKit
import UIKitGallery
import UIKitTesting

if LiveWindow.isAvailable {
    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(GalleryAppDelegate.self))
} else {
    try GalleryScreenshots.writeAll()
}
