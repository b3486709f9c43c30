import Shim
import Foundation
print(NSHomeDirectory())
