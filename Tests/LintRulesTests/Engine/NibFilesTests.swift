import Testing
@testable import LintRules

/// What `NibButtons` reads from a XIB's bytes, and that no bytes make it trap or hang.
struct NibFilesTests {
    private static func buttons(_ xib: String) -> NibButtons { NibButtons(xib: Array(xib.utf8)) }

    @Test func imageOnlyButtonsAreCountedApartFromTitledAndLabelledOnes() {
        let xib = """
            <button id="a" userLabel="Home"><state key="normal" image="home"/></button>
            <button id="b"><state key="normal" title="News" image="news"/></button>
            <button id="c"><state key="normal" image="me"/><accessibility key="accessibilityConfiguration" label="Me"/></button>
            <button id="d"><buttonConfiguration key="configuration" style="plain" image="gear" title=""/></button>
            """
        let read = Self.buttons(xib)
        #expect(read.count == 4)
        // `userLabel` names the object in Interface Builder's outline, not for VoiceOver; an
        // empty title is no title.
        #expect(read.imageOnly == 2)
        #expect(!read.areImageOnly)
    }

    @Test func aRowOfImageOnlyButtonsIsImageOnly() {
        let read = Self.buttons(#"<button id="a"><state key="normal" image="a"/></button><button id="b"><imageReference key="image" image="b"/></button>"#)
        #expect(read.areImageOnly)
        #expect(!read.showsLargeContent)
        #expect(!Self.buttons(#"<button id="a"><state key="normal" image="a"/></button>"#).areImageOnly)
    }

    @Test func buttonsShowingNothingAreNamelessButNotImageOnly() {
        let read = Self.buttons(#"<label text="Home"/><button id="a"></button><label text="News"/><button id="b"></button>"#)
        #expect(read.blank == 2)
        #expect(read.areNameless)
        #expect(!read.areImageOnly)
        // One labelled, one showing an image: no longer every button nameless.
        let mixed = Self.buttons(#"<button id="a"><state key="normal" image="a"/></button><button id="b"><accessibility key="accessibilityConfiguration" label="News"/></button>"#)
        #expect(mixed.blank == 0 && mixed.imageOnly == 1)
        #expect(!mixed.areNameless)
    }

    @Test func interfaceBuildersPlaceholderTitleIsNoTitle() {
        let placeholder = Self.buttons(#"<button id="a"><state key="normal" title="Button" image="home"/></button><button id="b"><state key="normal" title="Button" image="me"/></button>"#)
        #expect(placeholder.imageOnly == 2)
        #expect(placeholder.areImageOnly)
        // A title that merely starts so is a title.
        let titled = Self.buttons(#"<button id="a"><state key="normal" title="Buttons" image="a"/></button><button id="b"><state key="normal" title="Button Bar" image="b"/></button>"#)
        #expect(titled.imageOnly == 0)
    }

    @Test func aStoryboardIsReadForTheSceneOfTheClassOnly() {
        let storyboard = "/p/Base.lproj/Main.storyboard"
        let text = #"<scenes><scene sceneID="1"><viewController customClass="Login"/><button id="a"><state key="normal" title="Go"/></button></scene>"#
            + #"<scene sceneID="2"><viewController customClass="Tabs"/><button id="b"><state key="normal" image="a"/></button><button id="c"><state key="normal" image="b"/></button></scene></scenes>"#
        let files = NibFiles(paths: [], storyboards: [storyboard], overrides: [storyboard: Array(text.utf8)])
        #expect(files.buttons(ofViewClass: "Tabs")?.count == 2)
        #expect(files.buttons(ofViewClass: "Tabs")?.areImageOnly == true)
        #expect(files.buttons(ofViewClass: "Login")?.count == 1)
        #expect(files.buttons(ofViewClass: "Missing") == nil)
    }

    @Test(arguments: ["", "customClass=\"Tabs\"", "<scene customClass=\"Tabs\"", "<scene \u{0}customClass=\"Tabs\"</scene"])
    func aSceneIsFoundOrNotWithoutTrapping(_ storyboard: String) {
        let range = NibButtons.scene(holding: Array("customClass=\"Tabs\"".utf8), in: Array(storyboard.utf8))
        #expect(range.map { $0.upperBound <= storyboard.utf8.count } ?? true)
    }

    @Test func aButtonOverACentreImageNeedsNoLargeContentButTheImageButtonsDo() {
        let read = Self.buttons(#"<button id="a"><state key="normal" image="a"/></button><button id="b"><state key="normal" image="b"/></button><button id="c"></button>"#)
        #expect(read.areNameless)
        #expect(!read.areImageOnly)
        #expect(read.lackLargeContent)
        #expect(!Self.buttons(#"<button id="a"><state key="normal" image="a"/></button><button id="c"></button>"#).lackLargeContent)
    }

    @Test func aRuntimeAttributeTurnsTheLargeContentViewerOn() {
        let read = Self.buttons(#"<button id="a"><userDefinedRuntimeAttribute type="boolean" keyPath="showsLargeContentViewer" value="YES"/></button>"#)
        #expect(read.showsLargeContent)
    }

    @Test(arguments: ["", "<button ", "<button id=\"a\"><state key=\"normal\" image=\"", "<button title=\"", "\u{0}\u{FF}<button\u{0}", String(repeating: "<button ", count: 2_000)])
    func truncatedOrBinaryBytesNeitherTrapNorHang(_ xib: String) {
        let read = Self.buttons(xib)
        #expect(read.count >= 0 && read.imageOnly <= read.count)
    }

    @Test func invalidUTF8IsReadAsBytes() {
        var bytes = Array(#"<button id="a"><state key="normal" image="a"/></button>"#.utf8)
        bytes.insert(0xFF, at: 12)  // inside the id's value
        bytes += [0xC3, 0x28]
        #expect(NibButtons(xib: bytes).count == 1)
    }

    @Test func onlyTheButtonsInsideTheBarViewCount() {
        let scene = """
            <outlet property="tabView" destination="bar" id="o1"/>
            <view id="nav"><subviews><button id="done"><state key="normal" title="Done"/></button></subviews></view>
            <view id="bar"><subviews>
                <view id="inner"><subviews><button id="a"><state key="normal" image="a"/></button></subviews></view>
                <view id="spacer"/>
                <button id="b"><state key="normal" image="b"/></button>
            </subviews></view>
            <button id="after"><state key="normal" title="After"/></button>
            """
        let bytes = Array(scene.utf8)
        let inBar = NibButtons(xib: bytes, barOutlet: "tabView")
        #expect(inBar.count == 2)
        #expect(inBar.areImageOnly)
        // Without the bar's outlet every button of the file counts, titled ones too.
        #expect(NibButtons(xib: bytes).count == 4)
        // A bar outlet the file does not connect falls back to every button.
        #expect(NibButtons(xib: bytes, barOutlet: "missing").count == 4)
    }

    @Test func outletsCountOnlyTheButtonsTheyConnect() {
        let xib = """
            <outlet property="homeButton" destination="a" id="o1"/>
            <outlet property="searchButton" destination="b" id="o2"/>
            <button id="a"><state key="normal" image="a"/></button>
            <button id="b"><state key="normal" image="b"/></button>
            <button id="c"><state key="normal" title="Cart"/></button>
            """
        #expect(NibButtons(xib: Array(xib.utf8), outlets: ["homeButton", "searchButton"]).areNameless)
        #expect(!NibButtons(xib: Array(xib.utf8)).areNameless)
    }

    @Test(arguments: [
        #"<outlet property="tabView" destination="bar"/><view id="bar"><view id="x">"#,
        #"<outlet property="tabView" destination="bar"/><view id="bar">"#,
        #"<outlet property="tabView" destination="bar"#,
        #"<outlet property="tabView" destination="bar"/> id="bar""#,
        #"<outlet property="tabView" destination="bar"/><view id="bar">"# + String(repeating: #"<view id="v">"#, count: 20_000) + String(repeating: "</view>", count: 20_000),
    ])
    func aBarViewCutShortOrDeeplyNestedNeitherTrapsNorHangs(_ xib: String) {
        let read = NibButtons(xib: Array(xib.utf8), outlets: ["homeButton"], barOutlet: "tabView")
        #expect(read.count >= 0 && read.imageOnly <= read.count)
    }

    @Test func theXIBNamedForTheClassComesFirstThenOneOfThatClass() {
        let named = "/p/Views/CustomTabView.xib"
        let other = "/p/Views/Other.xib"
        let files = NibFiles(paths: [other, named], overrides: [
            named: Array(#"<button id="a"><state key="normal" title="Home"/></button>"#.utf8),
            other: Array(#"<placeholder customClass="BottomBar"/><button id="a"><state key="normal" image="a"/></button><button id="b"><state key="normal" image="b"/></button>"#.utf8),
        ])
        #expect(files.buttons(ofViewClass: "CustomTabView")?.count == 1)
        #expect(files.buttons(ofViewClass: "BottomBar")?.areImageOnly == true)
        #expect(files.buttons(ofViewClass: "Missing") == nil)
    }

    @Test func outletsToItemViewsOfOneClassAreReadInThatClasssOwnXIB() {
        let bar = "/p/TabBar/TabBar.xib"
        let item = "/p/TabBar/TabBarButton/TabBarButton.xib"
        func barXIB(_ classes: [String]) -> [UInt8] {
            let outlets = classes.indices.map { #"<outletCollection property="tabBarList" destination="v\#($0)" collectionClass="NSMutableArray"/>"# }
            let views = classes.enumerated().map { #"<view tag="\#($0.offset)" id="v\#($0.offset)" customClass="\#($0.element)" customModule="App"/>"# }
            return Array((outlets + views).joined().utf8)
        }
        // Each item: a button showing nothing over an image view.
        let blankItem = Array(#"<placeholder customClass="TabBarButton"/><imageView id="i"/><button id="b"><state key="normal"/></button>"#.utf8)
        let titledItem = Array(#"<button id="b"><state key="normal" title="Home"/></button>"#.utf8)
        let three = ["TabBarButton", "TabBarButton", "TabBarButton"]

        let read = NibFiles(paths: [bar, item], overrides: [bar: barXIB(three), item: blankItem]).buttons(ofViewClass: "TabBar", outlets: ["tabBarList"])
        #expect(read?.count == 3)
        #expect(read?.blank == 3)
        #expect(read?.areNameless == true)
        // Items that title their button name themselves.
        #expect(NibFiles(paths: [bar, item], overrides: [bar: barXIB(three), item: titledItem])
            .buttons(ofViewClass: "TabBar", outlets: ["tabBarList"])?.areNameless == false)
        // Items of two classes, or one item, or an item whose XIB is missing: nothing to tell.
        #expect(NibFiles(paths: [bar, item], overrides: [bar: barXIB(["TabBarButton", "CentreButton"]), item: blankItem])
            .buttons(ofViewClass: "TabBar", outlets: ["tabBarList"])?.count == 0)
        #expect(NibFiles(paths: [bar, item], overrides: [bar: barXIB(["TabBarButton"]), item: blankItem])
            .buttons(ofViewClass: "TabBar", outlets: ["tabBarList"])?.count == 0)
        #expect(NibFiles(paths: [bar], overrides: [bar: barXIB(three)]).buttons(ofViewClass: "TabBar", outlets: ["tabBarList"])?.count == 0)
    }

    @Test func anActionsNameCountsTheButtonsWiredToItAndNoOthers() {
        let wired = #"<connections><action selector="selectTab:" destination="-1" eventType="touchUpInside" id="w1"/></connections>"#
        let xib = #"<button id="a"><state key="normal" image="home"/>"# + wired + "</button>"
            + #"<button id="b"><state key="normal" image="profile"/>"# + wired.replacingOccurrences(of: "w1", with: "w2") + "</button>"
            + #"<button id="c"><state key="normal" image="bell"/></button>"#
        let read = NibButtons(xib: Array(xib.utf8), outlets: ["selectTab"])
        #expect(read.count == 2)
        #expect(read.areNameless)
        // A scene wiring none of its buttons to the action (a bell and a menu of the screen's own):
        // its tab buttons are elsewhere, so it tells nothing.
        let other = #"<button id="c"><state key="normal" image="bell"/></button><button id="d"><state key="normal" image="menu"/></button>"#
        #expect(NibButtons(xib: Array(other.utf8), outlets: ["specialbtnACTION"]).count == 0)
        #expect(!NibButtons(xib: Array(other.utf8), outlets: ["specialbtnACTION"]).areNameless)
        #expect(NibButtons(xib: Array(other.utf8)).areNameless)
    }
}
