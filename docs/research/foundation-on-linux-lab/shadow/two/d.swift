import Foundation
import func Shim.NSHomeDirectory
print(NSHomeDirectory())
