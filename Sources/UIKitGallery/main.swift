import CoreGraphics
print("placeholder")
