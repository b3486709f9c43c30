import Shim
print("NSHomeDirectory() =", NSHomeDirectory())
print("NSTemporaryDirectory() =", NSTemporaryDirectory())
print("NSSearchPath =", NSSearchPathForDirectoriesInDomains(.libraryDirectory, .userDomainMask, true))
print("FM.urls =", FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask))
print("FM.url(for:) =", (try? FileManager.default.url(for: .libraryDirectory, in: .userDomainMask, appropriateFor: nil, create: false)) as Any)
print("FM.temporaryDirectory =", FileManager.default.temporaryDirectory.path)
print("UserDefaults.standard suite file? ", UserDefaults.standard === shimDefaultsProbe())
print("Bundle.main.bundlePath =", Bundle.main.bundlePath)
print("NSLocalizedString =", NSLocalizedString("k", comment: ""))
print("Foundation.NSHomeDirectory() =", Foundation.NSHomeDirectory())
func shimDefaultsProbe() -> UserDefaults { UserDefaults.standard }
