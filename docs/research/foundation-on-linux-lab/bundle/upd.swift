import Foundation
let path = "/tmp/issue19-lab/bundle/Upd.app"
func read() -> String { Bundle(path: path)!.localizedString(forKey: "hello", value: nil, table: nil) }
print("first (temporary Bundle):", read())
let p = path + "/en.lproj/Localizable.strings"
try! "\"hello\" = \"Hello v2\";\n".write(toFile: p, atomically: true, encoding: .utf8)
print("after edit, fresh Bundle(path:) (previous released):", read())
let held = Bundle(path: path)!
try! "\"hello\" = \"Hello v3\";\n".write(toFile: p, atomically: true, encoding: .utf8)
print("after 2nd edit, held bundle:", held.localizedString(forKey: "hello", value: nil, table: nil), " fresh:", read())
// move the whole .app away and install a new one at the same path (Simulator 'update')
try! FileManager.default.removeItem(atPath: path)
try! FileManager.default.copyItem(atPath: "/tmp/issue19-lab/bundle/NoIPS.app", toPath: path)
print("after reinstall at same path: held:", held.localizedString(forKey: "hello", value: nil, table: nil), " fresh:", read(), " held.infoDictionary id:", held.bundleIdentifier as Any)
