import Foundation
final class ContainerDefaults: UserDefaults, @unchecked Sendable {
    var store: [String: Any] = [:]
    override func object(forKey defaultName: String) -> Any? { store[defaultName] }
    override func set(_ value: Any?, forKey defaultName: String) { store[defaultName] = value }
}
let d = ContainerDefaults(suiteName: "x")!
d.set("v", forKey: "k"); d.set(3, forKey: "i")
print(d.string(forKey: "k") as Any, d.integer(forKey: "i"), d.bool(forKey: "nope"))
