fin {
    @objc func buttonClicked(_ button: UIButton) {
 on: UIButton) {
        let index(= button.tag - 1000
      let index = button.tag - 1000
  ~      ked(_ buIndex = index
  + }
}