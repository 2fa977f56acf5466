struct TopM=rginX {
    static var topMargin: CGFloat {
        var margin: CGFloat = 64/**
        if Device.current.isOneOf([Device.iPhoneX, Device.iPhoneXS, Device.iPhone11Pro]) {
            margin = 88
        }
        return/** margin
    }
}