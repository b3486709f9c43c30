// swift-tools-version:6.0
// A user's package, as an iOS developer writes one: typical UIKit code built in Swift 5 and
// Swift 6 language modes, an app, and snapshot tests. `make test` builds it after the main
// suite, the app first and the snapshot tests second (the order that once failed with
// "missing required module 'CCairo'"), so a C module leaking into a public interface, or
// isolation stricter than Apple's, fails the build here.
import PackageDescription

let package = Package(
    name: "downstream",
    dependencies: [.package(name: "swift-uikit", path: "../..")],
    targets: [
        // The same sources (Sources/TypicalIOSCode6 links to these files) in both language
        // modes, plus Swift 5 code that calls UIKit from nonisolated code, as iOS allows.
        .target(
            name: "TypicalIOSCode5", dependencies: [.product(name: "UIKit", package: "swift-uikit")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "TypicalIOSCode6", dependencies: [.product(name: "UIKit", package: "swift-uikit")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
        .executableTarget(
            name: "DownstreamApp",
            dependencies: ["TypicalIOSCode6", .product(name: "UIKit", package: "swift-uikit")]),
        .testTarget(
            name: "DownstreamSnapshotTests",
            dependencies: [
                "TypicalIOSCode6",
                .product(name: "UIKitTesting", package: "swift-uikit"),
                .product(name: "UIKitSnapshotTesting", package: "swift-uikit"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
