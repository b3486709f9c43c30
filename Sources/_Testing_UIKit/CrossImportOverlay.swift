// Swift Testing's toolchain declares a cross-import overlay named `_Testing_UIKit` for any
// module called UIKit (Testing.swiftcrossimport/UIKit.swiftoverlay), but on Linux the
// overlay itself is not shipped. UIKit depends on this (empty) module so that
// `import Testing` next to `import UIKit` resolves, for our tests and users'.
