import Foundation
func shimProbe() -> UserDefaults { UserDefaults(suiteName: "x")! }
func other() -> String { NSTemporaryDirectory() }
