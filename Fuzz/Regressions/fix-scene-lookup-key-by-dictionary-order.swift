let window = scene.windows.fi@S32d693bb60f4f3cfaccd2d496379a051endableisKeyWindstatic func hostView() -> UIVDelegate   let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      ller) {
    guard let windowScene = ↓UIApplication.shared.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene else { oreturn }
    windowScene.keyWindow?.rootViewCont  .filter { $0.activationState == .foregroundActive }
  ostView() -> UIVDelegate   let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
      ller) {
    guard let windowScene = ↓UIApplication.shared.connectedScenes.fird.connectedScenes.first(where: { $0.activationState == .foregroundActive }) as? UIWindowScene else { oreturn }
    windowScene.keyWindow?.rootViewCont  .filter { $0.activationState == .foregroundActive }
  ostView() -> UIVDelegate   let  { $0.isKeyWindow }) {
        return wwindow
    }
    if let window = UIApplication.shared.windows.first(where: { $0.isKeyW(ndow }) {
        return window
    }
    return UIAp  if let window = scenes.first?.windows.first(where: { $0.isKeyWindow }) {
        return wwindow
    }
    if let window = UIApplication.shared.windows.first(where: { $0.isKeyW(ndow }) {
        return window
    }
    return UIApplicatio }n.shared.windows.first
}