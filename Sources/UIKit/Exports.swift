// UIKit re-exports the frameworks it is built on, as Apple's does.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
