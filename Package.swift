// swift-tools-version:6.0
// swift-uikit: UIKit for Linux. Module names are Apple's, so `import UIKit`,
// `import QuartzCore` and `import CoreGraphics` build unchanged. See docs/ARCHITECTURE.md.
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "swift-uikit",
    products: [
        .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
        .library(name: "QuartzCore", targets: ["QuartzCore"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        .executable(name: "uikit-gallery", targets: ["uikit-gallery"]),
        .executable(name: "uikit-port", targets: ["uikit-port"]),
        .plugin(name: "PortIOSSources", targets: ["PortIOSSources"]),
    ],
    dependencies: [
        // Snapshot tests in the shape iOS developers know; UIKitSnapshotTesting adds the
        // image strategies the library only builds on Apple's platforms.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // OrderedSet: a collection view's selection keeps its order and answers membership
        // in O(1) for every cell shown while scrolling.
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        // The port command parses iOS sources with Swift's own parser, so a rewrite touches
        // attributes and macro names only, never text that merely looks like them; and
        // `#Selector` names a method at compile time from the reference's syntax.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // System libraries, found through pkg-config; `make deps` installs the Debian packages.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        // SDL2 without pkg-config: its flags add only -D_REENTRANT, which SwiftPM refuses with a
        // warning; shim.h includes <SDL2/SDL.h> from the standard include path.
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(
            name: "CImageCodecs", pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev", "libgif-dev"])]),

        // Fills the cross-import overlay slot Swift Testing declares for CoreGraphics.
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "CoreGraphics", dependencies: ["CCairo", "CImageCodecs", "_Testing_CoreGraphics"]),

        // The compiler plugin behind `#Selector` (declared in HostRuntime beside `Selector`).
        .macro(
            name: "SelectorMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        // What Apple's platforms get from the Objective-C runtime and Core Foundation: selectors,
        // associated objects, the main queue, the host clock and run loop, and the
        // environment that owns the process's state.
        .target(name: "HostRuntime", dependencies: ["SelectorMacros"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "HostRuntime", "CCairo"]),

        // The Auto Layout engine's arithmetic: an incremental simplex solver that knows nothing of views.
        .target(name: "ConstraintSolver"),

        // Fills the cross-import overlay slot Swift Testing declares for UIKit.
        .target(name: "_Testing_UIKit"),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "ConstraintSolver", "CCairo", "CPango", "CSDL2", "_Testing_UIKit",
                                              .product(name: "OrderedCollections", package: "swift-collections")]),
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),
        .target(
            name: "UIKitSnapshotTesting",
            dependencies: ["UIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),

        // The Gallery, an ordinary app on the public API only: its screens in a library the
        // tests import, and a thin executable that shows them live or writes screenshots.
        .target(name: "UIKitGallery", dependencies: ["UIKit", "UIKitTesting"]),
        .executableTarget(name: "uikit-gallery", dependencies: ["UIKitGallery", "UIKit", "UIKitTesting"]),

        // The port command: rewrites iOS sources' Objective-C-only spellings so they build here.
        .target(
            name: "PortRewriter",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]),
        .executableTarget(name: "uikit-port", dependencies: ["PortRewriter"]),
        .plugin(
            name: "PortIOSSources",
            capability: .command(
                intent: .custom(
                    verb: "port-ios-sources",
                    description: "Rewrites @objc, @IBAction, @IBOutlet, #selector… in Swift sources so they build on Linux"),
                permissions: [
                    .writeToPackageDirectory(reason: "uikit-port rewrites the Swift sources of the targets or folders given")
                ]),
            dependencies: ["uikit-port"]),

        .executableTarget(
            name: "CoreGraphicsBenchmarks", dependencies: ["CoreGraphics", "CCairo"],
            path: "Benchmarks/CoreGraphicsBenchmarks"),
        .executableTarget(
            name: "UIKitBenchmarks", dependencies: ["UIKitTesting", "QuartzCore", "CCairo"],
            path: "Benchmarks/UIKitBenchmarks"),
        .executableTarget(
            name: "ConstraintSolverBenchmarks", dependencies: ["ConstraintSolver"],
            path: "Benchmarks/ConstraintSolverBenchmarks"),

        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics", "CCairo"]),
        .testTarget(name: "HostRuntimeTests", dependencies: ["HostRuntime"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"]),
        .testTarget(
            name: "SelectorMacrosTests",
            dependencies: ["SelectorMacros", .product(name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax")]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(
            name: "UIKitTests", dependencies: ["UIKitTesting", "UIKitSnapshotTesting", "UIKitGallery"],
            // Snapshot references are read from beside the tests (by #filePath), not bundled.
            exclude: [
                "Animation/__Snapshots__", "Bars/__Snapshots__", "Controls/__Snapshots__", "EditMenu/__Snapshots__",
                "Gallery/__Snapshots__", "Label/__Snapshots__", "Snapshots/__Snapshots__", "StackView/__Snapshots__",
                "StatusBar/__Snapshots__", "TextView/__Snapshots__", "ViewControllers/Presentation/__Snapshots__",
                "ViewControllers/Popover/__Snapshots__",
                "ViewControllers/Navigation/__Snapshots__",
            ]),
        // Fixtures/ holds sample iOS sources the tests read as text.
        .testTarget(name: "PortRewriterTests", dependencies: ["PortRewriter", "uikit-port"], exclude: ["Fixtures"]),
    ]
)
