import Shim
print(NSHomeDirectory(), UserDefaults.standard === shimProbe(), Bundle.main.bundlePath, FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask))
