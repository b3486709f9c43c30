import Foundation
let d = "/tmp/issue19-lab/c/R2"; try? FileManager.default.removeItem(atPath: d)
try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
let a = URL(fileURLWithPath: d + "/orig.txt"), b = URL(fileURLWithPath: d + "/new.txt")
try "ORIGINAL".write(to: a, atomically: false, encoding: .utf8)
try "NEW".write(to: b, atomically: false, encoding: .utf8)
do { let r = try FileManager.default.replaceItemAt(a, withItemAt: b); print("returned", r?.path as Any) } catch { print("threw:", error.localizedDescription) }
for f in try FileManager.default.contentsOfDirectory(atPath: d).sorted() { print(f, "=", try String(contentsOfFile: d + "/" + f, encoding: .utf8)) }
