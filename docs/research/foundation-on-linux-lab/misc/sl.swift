import Foundation
let s = String(localized: "hello")
let r = LocalizedStringResource("hello")
print(s)
