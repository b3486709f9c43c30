import Foundation
let a = UserDefaults(suiteName: "/tmp/issue19-lab/c/regA")!
let b = UserDefaults(suiteName: "/tmp/issue19-lab/c/regB")!
a.register(defaults: ["R": "fromA"])
print("b.object(R) =", b.object(forKey: "R") as Any, " standard.object(R) =", UserDefaults.standard.object(forKey: "R") as Any)
print("registrationDomain volatile =", a.volatileDomain(forName: UserDefaults.registrationDomain))
a.removeVolatileDomain(forName: UserDefaults.registrationDomain)
print("after removeVolatileDomain(registration): a.object(R) =", a.object(forKey: "R") as Any)
print("UserDefaults.resetStandardUserDefaults exists (no-op); standard === standard:", UserDefaults.standard === UserDefaults.standard)
// suite with same name twice = same CF domain?
let a2 = UserDefaults(suiteName: "/tmp/issue19-lab/c/regA")!
a.set("x", forKey: "K"); print("a2 sees a's unsynced write:", a2.object(forKey: "K") as Any)
// KVO / notification on plain set
nonisolated(unsafe) var n = 0
let obs = NotificationCenter.default.addObserver(forName: UserDefaults.didChangeNotification, object: nil, queue: nil) { _ in n += 1 }
a.set("y", forKey: "K"); UserDefaults.standard.set(1, forKey: "Z"); _ = a.synchronize()
print("didChangeNotification count after set()+synchronize():", n)
NotificationCenter.default.removeObserver(obs)
