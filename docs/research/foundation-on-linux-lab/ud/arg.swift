import Foundation
let s = UserDefaults.standard
s.setVolatileDomain(["LaunchKey": "fromSim"], forName: UserDefaults.argumentDomain)
print("after setVolatileDomain(argumentDomain):", s.object(forKey: "LaunchKey") as Any, " other instance:", UserDefaults(suiteName: "/tmp/issue19-lab/c/argX")!.object(forKey: "LaunchKey") as Any)
s.removeVolatileDomain(forName: UserDefaults.argumentDomain)
print("after removeVolatileDomain:", s.object(forKey: "LaunchKey") as Any, " real -A arg:", s.object(forKey: "A") as Any)
