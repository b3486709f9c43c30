import Foundation
import Shim2
print(URL.documentsDirectory.path, URL.libraryDirectory.path, try URL(for: .libraryDirectory, in: .userDomainMask).path)
print(String(localized: "hello"))
print(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.x")!.path)
