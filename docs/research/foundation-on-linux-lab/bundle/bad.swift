import Foundation
let b = Bundle(path: "/tmp/issue19-lab/bundle/Bad.app")
print("bundle:", b != nil, "id:", b?.bundleIdentifier as Any, "info:", b?.infoDictionary as Any)
print("hello:", b?.localizedString(forKey: "hello", value: "fallback", table: nil) as Any)
print("localizations:", b?.localizations as Any, "devLoc (no CFBundleDevelopmentRegion) ->")
