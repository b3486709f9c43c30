import Foundation
let utf8 = Data("/* comment */\n\"hello\" = \"Bonjour\";\n\"q\" = \"a \\\"quoted\\\" \\n line\";\n".utf8)
var fmt = PropertyListSerialization.PropertyListFormat.xml
let d = try PropertyListSerialization.propertyList(from: utf8, options: [], format: &fmt) as? [String: String]
print("utf8 .strings ->", d as Any, "format:", fmt == .openStep ? "openStep" : "\(fmt.rawValue)")
var u16 = Data([0xFF, 0xFE]); u16.append("\"hello\" = \"Grüß\";\n".data(using: .utf16LittleEndian)!)
let d2 = try? PropertyListSerialization.propertyList(from: u16, options: [], format: nil) as? [String: String]
print("utf16LE+BOM .strings ->", d2 as Any)
try u16.write(to: URL(fileURLWithPath: "/tmp/issue19-lab/bundle/Upd.app/fr.lproj/Localizable.strings"))
print("Bundle reading UTF-16 .strings (fr via explicit lproj bundle):", Bundle(path: "/tmp/issue19-lab/bundle/Upd.app/fr.lproj")!.localizedString(forKey: "hello", value: nil, table: nil))
let bad = Data("\"hello\" = \"unterminated;\n".utf8)
do { _ = try PropertyListSerialization.propertyList(from: bad, options: [], format: nil); print("bad parsed?!") } catch { print("corrupt .strings -> throws:", (error as NSError).code) }
let bin = try PropertyListSerialization.data(fromPropertyList: ["a": 1], format: .binary, options: 0)
print("binary plist header:", String(decoding: bin.prefix(8), as: UTF8.self))
