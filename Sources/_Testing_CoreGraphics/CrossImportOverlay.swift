// Swift Testing's toolchain declares a cross-import overlay named `_Testing_CoreGraphics`
// for any module called CoreGraphics (Testing.swiftcrossimport/CoreGraphics.swiftoverlay),
// but on Linux the overlay itself is not shipped. Without a module of this name,
// `import Testing` next to `import CoreGraphics` fails with "no such module
// '_Testing_CoreGraphics'". CoreGraphics depends on this (empty) module so that it is
// always built beside it and the implicit import resolves, for our tests and users'.
