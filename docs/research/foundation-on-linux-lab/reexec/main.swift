import Foundation
#if canImport(Glibc)
import Glibc
#endif
// Re-exec trick: set the container environment, then exec ourselves so CoreFoundation's
// load-time snapshot (__CFInitialize) sees it.
let container = "/tmp/issue19-lab/c/Containers/com.example.myapp"
if getenv("SIM_CONTAINER") == nil {
    let env: [(String, String)] = [
        ("SIM_CONTAINER", container),
        ("CFFIXED_USER_HOME", container), ("HOME", container),
        ("TMPDIR", container + "/tmp"),
        ("XDG_CONFIG_HOME", container + "/Library/Preferences"),
        ("XDG_CACHE_HOME", container + "/Library/Caches"),
        ("XDG_DATA_HOME", container + "/Library/Application Support"),
        ("XDG_CONFIG_DIRS", container + "/Library/Preferences"),
    ]
    for (k, v) in env { setenv(k, v, 1) }
    for d in ["Documents", "Library/Preferences", "Library/Caches", "Library/Application Support", "tmp"] {
        mkdir(container + "/" + d, 0o755) // parents created below
    }
    try? FileManager.default.createDirectory(atPath: container + "/Library/Preferences", withIntermediateDirectories: true)
    for d in ["Documents", "Library/Caches", "Library/Application Support", "tmp"] { try? FileManager.default.createDirectory(atPath: container + "/" + d, withIntermediateDirectories: true) }
    let args = CommandLine.arguments.map { strdup($0) } + [nil]
    execv("/proc/self/exe", args)
    perror("execv"); exit(1)
}
print("pid", getpid(), "Bundle.main:", Bundle.main.bundlePath, Bundle.main.bundleIdentifier as Any)
print("NSHomeDirectory:", NSHomeDirectory())
print("NSTemporaryDirectory:", NSTemporaryDirectory())
for d: FileManager.SearchPathDirectory in [.documentDirectory, .libraryDirectory, .cachesDirectory, .applicationSupportDirectory] {
    print(d.rawValue, NSSearchPathForDirectoriesInDomains(d, .userDomainMask, true))
}
UserDefaults.standard.set("v", forKey: "k")
print("synchronize:", UserDefaults.standard.synchronize())
print("prefs files:", (try? FileManager.default.contentsOfDirectory(atPath: container + "/Library/Preferences")) as Any)
