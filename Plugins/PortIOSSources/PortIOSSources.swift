import Foundation
import PackagePlugin

/// `swift package port-ios-sources [--target NAME]… [--dry-run] [PATH…]`: runs `uikit-port`
/// on the source folders of the named targets and on the paths given (relative to the
/// package), or on every Swift target of the package when neither is given.
@main
struct PortIOSSources: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let passedOn = extractor.remainingArguments
        let package = context.package
        let namesPaths = passedOn.contains { !$0.hasPrefix("-") }
        let targets: [any Target] = if !targetNames.isEmpty {
            try package.targets(named: targetNames)
        } else if namesPaths {
            []
        } else {
            package.targets
        }
        // Paths relative to the package read well in the diff and the warnings.
        let packagePath = package.directoryURL.path
        let folders = targets.compactMap { $0 as? SwiftSourceModuleTarget }.map { target in
            let path = target.directoryURL.path
            return path.hasPrefix(packagePath + "/") ? String(path.dropFirst(packagePath.count + 1)) : path
        }

        let process = Process()
        process.executableURL = try context.tool(named: "uikit-port").url
        process.currentDirectoryURL = package.directoryURL
        process.arguments = passedOn + folders
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PortFailure(status: process.terminationStatus)
        }
    }
}
