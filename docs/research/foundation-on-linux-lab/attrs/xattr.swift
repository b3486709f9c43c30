import Foundation
let p = "/tmp/issue19-lab/c/attrs/x.txt"
FileManager.default.createFile(atPath: p, contents: Data("x".utf8))
let key = FileAttributeKey(rawValue: "NSFileExtendedAttributes")
do {
    try FileManager.default.setAttributes([key: ["user.com.apple.metadata:com_apple_backup_excludeItem": Data("com.apple.backupd".utf8)]], ofItemAtPath: p)
    print("set ok")
} catch { print("set THROWS", error) }
let a = try FileManager.default.attributesOfItem(atPath: p)
print("read:", (a[key] as? [String: Data])?.mapValues { String(decoding: $0, as: UTF8.self) } as Any)
