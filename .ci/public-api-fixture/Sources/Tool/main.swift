import Shapes

// An executable's public declarations are not counted (the self-test checks that `tool` is not a counted product).
public func toolHelper() -> Shape { unitSquare }
print(toolHelper().name)
