import Foundation
print("nonexistent:", Bundle(path: "/tmp/issue19-lab/nonexistent.app") as Any)
print("empty dir:", Bundle(path: "/tmp/issue19-lab/bundle")?.bundleIdentifier as Any, Bundle(path: "/tmp/issue19-lab/bundle")?.infoDictionary?.count as Any)
let again = Bundle(path: "/tmp/issue19-lab/bundle/MyApp.app")!
print("same CFBundle cached? ", again.localizedString(forKey: "hello", value: nil, table: nil))
// changes on disk after first lookup
let p = "/tmp/issue19-lab/bundle/MyApp.app/en.lproj/Localizable.strings"
let old = try! String(contentsOfFile: p, encoding: .utf8)
try! old.replacingOccurrences(of: "\"Hello\"", with: "\"Hello2\"").write(toFile: p, atomically: true, encoding: .utf8)
print("after edit, same Bundle:", again.localizedString(forKey: "hello", value: nil, table: nil), " new Bundle(path:):", Bundle(path: "/tmp/issue19-lab/bundle/MyApp.app")!.localizedString(forKey: "hello", value: nil, table: nil))
try! old.write(toFile: p, atomically: true, encoding: .utf8)
