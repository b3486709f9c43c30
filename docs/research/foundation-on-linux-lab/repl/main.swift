import Foundation
let fm = FileManager.default
let c = "/tmp/issue19-lab/c/R"
try? fm.createDirectory(atPath: c + "/Documents", withIntermediateDirectories: true)
setenv("TMPDIR", c + "/tmp", 1)
setenv("CFFIXED_USER_HOME", c, 1)
let doc = URL(fileURLWithPath: c + "/Documents/file.txt")
try "x".write(to: doc, atomically: true, encoding: .utf8)
for ref in [doc, URL(fileURLWithPath: "/dev/shm/other.txt")] {
    do {
        let u = try fm.url(for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: ref, create: false)
        print("itemReplacement for \(ref.path) ->", u.path, "exists:", fm.fileExists(atPath: u.path))
    } catch { print("itemReplacement for \(ref.path) THROWS", error) }
}
do { let u = try fm.url(for: .cachesDirectory, in: .userDomainMask, appropriateFor: nil, create: true); print("caches create:true ->", u.path, fm.fileExists(atPath: u.path)) } catch { print("caches throws", error) }
do { let u = try fm.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: true); print("documents create:true ->", u.path, try fm.attributesOfItem(atPath: u.path)[.posixPermissions] as Any) } catch { print("doc throws", error) }
do { _ = try fm.url(for: .libraryDirectory, in: .userDomainMask, appropriateFor: nil, create: true) } catch { print("library create:true THROWS:", error, (error as NSError).domain, (error as NSError).code) }
// replaceItemAt uses item replacement dir
let new = URL(fileURLWithPath: c + "/Documents/new.txt"); try "y".write(to: new, atomically: false, encoding: .utf8)
do { let r = try fm.replaceItemAt(doc, withItemAt: new); print("replaceItemAt ->", r?.path as Any, try String(contentsOf: doc, encoding: .utf8)) } catch { print("replaceItemAt throws", error) }
// Data atomic write uses what temp?
print("TMPDIR listing:", (try? fm.contentsOfDirectory(atPath: c + "/tmp")) as Any)
