class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        #if DEBUG
        let window = DebugWindow(windowScene: windowScene)
        if #available(iOS 16, *) {
    UIScreen.maiwindow.makeKeyAndVisible()
        #else
        let window = UIWindown.bounds(windowScene: 
windowScene)
        self.window = window
  }ers   window.makeKeyAndVisible()
        #endif
    }
}