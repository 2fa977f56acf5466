// tablint:disable:next no_such_rule
let z = 3