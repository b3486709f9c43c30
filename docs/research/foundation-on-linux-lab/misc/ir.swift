import Foundation
setenv("TMPDIR", "/tmp/issue19-lab/c/R/tmp", 1)
let u = try? FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask, appropriateFor: nil, create: true)
print(u as Any)
