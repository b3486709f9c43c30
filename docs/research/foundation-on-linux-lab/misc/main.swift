import Foundation
import FoundationNetworking
#if canImport(Glibc)
import Glibc
#endif
func dump(_ tag: String) {
    print("--- \(tag)")
    print("TimeZone.current =", TimeZone.current.identifier, " autoupdating =", TimeZone.autoupdatingCurrent.identifier, " NSTimeZone.system =", NSTimeZone.system.identifier, " NSTimeZone.default =", NSTimeZone.default.identifier)
    print("Locale.current =", Locale.current.identifier, " autoupdating =", Locale.autoupdatingCurrent.identifier, " NSLocale.current =", NSLocale.current.identifier, " NSLocale.system =", NSLocale.system.identifier)
    print("Locale.preferredLanguages =", Locale.preferredLanguages, " NSLocale.preferredLanguages =", NSLocale.preferredLanguages)
    print("Calendar.current =", Calendar.current.identifier, Calendar.current.locale?.identifier as Any, Calendar.current.timeZone.identifier)
    print("ProcessInfo env FOO =", ProcessInfo.processInfo.environment["FOO"] as Any, " TZ =", ProcessInfo.processInfo.environment["TZ"] as Any)
    let df = DateFormatter(); df.dateStyle = .full
    print("DateFormatter default locale =", df.locale.identifier, " tz =", df.timeZone.identifier, " sample =", df.string(from: Date(timeIntervalSince1970: 0)))
}
dump("start")
setenv("TZ", "Europe/Paris", 1); setenv("FOO", "bar", 1); setenv("LANG", "fr_FR.UTF-8", 1)
dump("after setenv TZ=Europe/Paris FOO=bar LANG=fr_FR")
NSTimeZone.resetSystemTimeZone()
dump("after NSTimeZone.resetSystemTimeZone()")
NSTimeZone.default = TimeZone(identifier: "Asia/Tokyo")!
dump("after NSTimeZone.default = Asia/Tokyo")
// network
var ifap: UnsafeMutablePointer<ifaddrs>? = nil
if getifaddrs(&ifap) == 0 {
    var names = Set<String>(); var p = ifap
    while let q = p { names.insert(String(cString: q.pointee.ifa_name)); p = q.pointee.ifa_next }
    print("getifaddrs interfaces:", names.sorted()); freeifaddrs(ifap)
}
print("/sys/class/net:", (try? FileManager.default.contentsOfDirectory(atPath: "/sys/class/net"))?.sorted() as Any)
let c = URLSessionConfiguration.default
print("URLSessionConfiguration: allowsCellularAccess=\(c.allowsCellularAccess)")
