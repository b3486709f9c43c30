// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "ResPkg",
    defaultLocalization: "en",
    targets: [
        .executableTarget(name: "ResApp", resources: [.process("Resources"), .copy("Bundles/Settings.bundle")])
    ]
)
