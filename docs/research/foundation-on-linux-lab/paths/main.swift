import Foundation
#if canImport(Glibc)
import Glibc
#endif

// args: pre:VAR=val ... | post:VAR=val ...  (pre = setenv before any Foundation call; post = after the first dump)
let argv = CommandLine.arguments.dropFirst()
func apply(_ prefix: String) {
    for a in argv where a.hasPrefix(prefix) {
        let kv = a.dropFirst(prefix.count)
        let eq = kv.firstIndex(of: "=")!
        let k = String(kv[..<eq]), v = String(kv[kv.index(after: eq)...])
        if v == "<unset>" { unsetenv(k) } else { setenv(k, v, 1) }
    }
}
apply("pre:")

let dirs: [(String, FileManager.SearchPathDirectory)] = [
    ("document", .documentDirectory), ("library", .libraryDirectory), ("caches", .cachesDirectory),
    ("applicationSupport", .applicationSupportDirectory), ("preferencePanes", .preferencePanesDirectory),
    ("autosavedInformation", .autosavedInformationDirectory), ("desktop", .desktopDirectory),
    ("downloads", .downloadsDirectory), ("user", .userDirectory), ("trash", .trashDirectory),
    ("application", .applicationDirectory), ("inputMethods", .inputMethodsDirectory),
]
func dump(_ tag: String) {
    print("--- \(tag)")
    print("NSHomeDirectory()                 =", NSHomeDirectory())
    print("NSHomeDirectoryForUser(nil)       =", NSHomeDirectoryForUser(nil) as Any)
    print("NSHomeDirectoryForUser(\"root\")    =", NSHomeDirectoryForUser("root") as Any)
    print("NSHomeDirectoryForUser(\"nobody\")  =", NSHomeDirectoryForUser("nobody") as Any)
    print("FM.homeDirectoryForCurrentUser    =", FileManager.default.homeDirectoryForCurrentUser.path)
    print("URL.homeDirectory                 =", URL.homeDirectory.path)
    print("\"~/x\".expandingTildeInPath        =", NSString(string: "~/x").expandingTildeInPath)
    print("NSTemporaryDirectory()            =", NSTemporaryDirectory())
    print("FM.temporaryDirectory             =", FileManager.default.temporaryDirectory.path)
    print("URL.temporaryDirectory            =", URL.temporaryDirectory.path)
    for (n, d) in dirs {
        let sp = NSSearchPathForDirectoriesInDomains(d, .userDomainMask, true)
        let urls = FileManager.default.urls(for: d, in: .userDomainMask).map(\.path)
        var one = ""
        do { one = try FileManager.default.url(for: d, in: .userDomainMask, appropriateFor: nil, create: false).path } catch { one = "THROWS \(error)" }
        print("\(n): NSSearchPath=\(sp) urls=\(urls) url(for:)=\(one)")
    }
    print("NSSearchPath(.document,.allDomainsMask) =", NSSearchPathForDirectoriesInDomains(.documentDirectory, .allDomainsMask, true))
    print("NSSearchPath(.caches,.allDomainsMask)   =", NSSearchPathForDirectoriesInDomains(.cachesDirectory, .allDomainsMask, true))
    print("NSSearchPath(.library,.allDomainsMask)  =", NSSearchPathForDirectoriesInDomains(.libraryDirectory, .allDomainsMask, true))
    print("NSSearchPath(.document,.user,false)     =", NSSearchPathForDirectoriesInDomains(.documentDirectory, .userDomainMask, false))
}
dump("first")
if argv.contains(where: { $0.hasPrefix("post:") }) {
    apply("post:")
    dump("after post-setenv")
}
