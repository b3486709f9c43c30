import Foundation
let d = "/tmp/issue19-lab/c/R3"; try? FileManager.default.removeItem(atPath: d)
try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
setenv("TMPDIR", d + "/tmp", 1)
let a = URL(fileURLWithPath: d + "/prefs.plist")
try Data("one".utf8).write(to: a, options: .atomic)
try Data("two".utf8).write(to: a, options: .atomic)
print(try String(contentsOf: a, encoding: .utf8))
