// uikit-port: rewrites iOS Swift sources so they build on Linux with swift-uikit.
// The command itself is PortRewriter's PortCommand, so its tests run it in process.
import Foundation
import PortRewriter

var output = StandardStream(handle: .standardOutput)
var errors = StandardStream(handle: .standardError)
exit(PortCommand(arguments: Array(CommandLine.arguments.dropFirst())).run(output: &output, errors: &errors))
