import Foundation
print(try URL(for: .documentDirectory, in: .userDomainMask))
