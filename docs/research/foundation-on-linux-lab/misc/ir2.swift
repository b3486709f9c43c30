import Foundation
let u = try? FileManager.default.url(for: .itemReplacementDirectory, in: .localDomainMask, appropriateFor: URL(fileURLWithPath: "/tmp/x"), create: true)
print(u as Any)
