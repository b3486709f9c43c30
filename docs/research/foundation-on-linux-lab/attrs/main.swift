import Foundation
#if canImport(Glibc)
import Glibc
#endif
let dir = "/tmp/issue19-lab/c/attrs"; try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
var url = URL(fileURLWithPath: dir + "/f.txt")
try "x".write(to: url, atomically: true, encoding: .utf8)
func attempt(_ label: String, _ body: () throws -> Any?) { do { print(label, "->", try body() ?? "nil") } catch { print(label, "THROWS", error) } }
attempt("resourceValues(.isExcludedFromBackupKey)") { try url.resourceValues(forKeys: [.isExcludedFromBackupKey]).isExcludedFromBackup }
attempt("setResourceValues(isExcludedFromBackup=true)") { var rv = URLResourceValues(); rv.isExcludedFromBackup = true; try url.setResourceValues(rv); return "ok" }
url.removeAllCachedResourceValues()
attempt("re-read isExcludedFromBackup") { try url.resourceValues(forKeys: [.isExcludedFromBackupKey]).isExcludedFromBackup }
attempt("setAttributes(.protectionKey: .complete)") { try FileManager.default.setAttributes([.protectionKey: FileProtectionType.complete], ofItemAtPath: url.path); return "ok" }
attempt("attributesOfItem[.protectionKey]") { try FileManager.default.attributesOfItem(atPath: url.path)[.protectionKey] }
attempt("attributesOfItem keys") { try FileManager.default.attributesOfItem(atPath: url.path).keys.map(\.rawValue).sorted() }
attempt("Data.write(.completeFileProtection)") { try Data("y".utf8).write(to: url, options: [.atomic, .completeFileProtection]); return "ok" }
attempt("Data.write(.noFileProtection)") { try Data("y".utf8).write(to: url, options: [.noFileProtection]); return "ok" }
attempt("createFile(attributes: protectionKey)") { FileManager.default.createFile(atPath: dir + "/g.txt", contents: Data(), attributes: [.protectionKey: FileProtectionType.completeUnlessOpen]) }
attempt("volumeAvailableCapacity") { try URL(fileURLWithPath: dir).resourceValues(forKeys: [.volumeAvailableCapacityKey]).volumeAvailableCapacity }
attempt("isExcludedFromBackup on directory") { var d = URL(fileURLWithPath: dir); var rv = URLResourceValues(); rv.isExcludedFromBackup = true; try d.setResourceValues(rv); return try d.resourceValues(forKeys: [.isExcludedFromBackupKey]).isExcludedFromBackup }
// xattr directly
let r: Int32 = -99 // setxattr not exported by Glibc module
attempt("extendedAttributes via attributesOfItem") { try FileManager.default.attributesOfItem(atPath: url.path)[FileAttributeKey(rawValue: "NSFileExtendedAttributes")] }
