import Foundation
let args = Array(CommandLine.arguments.dropFirst())
var i = 0
func next() -> String { i += 1; return args[i] }
var ud: UserDefaults = .standard
var observed = 0
while i < args.count {
    let cmd = args[i]
    switch cmd {
    case "setenv": let k = next(); let v = next(); setenv(k, v, 1); print("setenv \(k)=\(v)")
    case "suite": let s = next(); ud = UserDefaults(suiteName: s)!; print("suite \(s)")
    case "observe":
        NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { n in observed += 1; print("  didChangeNotification #\(observed) object=\(type(of: n.object as Any))") }
    case "set": let k = next(); let v = next(); ud.set(v, forKey: k); print("set \(k)=\(v)")
    case "setint": let k = next(); let v = Int(next())!; ud.set(v, forKey: k); print("set \(k)=\(v)")
    case "get": let k = next(); print("get \(k) ->", ud.object(forKey: k) as Any)
    case "register": let k = next(); let v = next(); ud.register(defaults: [k: v]); print("register \(k)=\(v)")
    case "sync": print("synchronize ->", ud.synchronize())
    case "sleep": let s = Double(next())!; Thread.sleep(forTimeInterval: s)
    case "dict": print("dictionaryRepresentation keys:", ud.dictionaryRepresentation().keys.sorted())
    case "bundle": print("Bundle.main.bundleIdentifier =", Bundle.main.bundleIdentifier as Any, "bundlePath =", Bundle.main.bundlePath, "processName =", ProcessInfo.processInfo.processName)
    case "volatile": print("volatileDomainNames =", ud.volatileDomainNames, "argdomain =", ud.volatileDomain(forName: UserDefaults.argumentDomain))
    case "persistent": let n = next(); print("persistentDomain(\(n)) =", ud.persistentDomain(forName: n) as Any)
    case "setpersistent": let n = next(); ud.setPersistentDomain(["P": "1"], forName: n); print("setPersistentDomain(\(n))")
    case "exit": exit(0)
    case "time": let t0 = Date(); let k = next(); print("get \(k) ->", ud.object(forKey: k) as Any, "took", String(format: "%.3fs", Date().timeIntervalSince(t0)))
    default: break  // allow -Key value args to pass through
    }
    i += 1
}
