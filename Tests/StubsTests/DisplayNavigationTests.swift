import Testing
import Foundation
@_spi(Stubs) import UIKit
@_spi(Stubs) import Display
import SwiftSignalKit

/// Display's ViewController / NavigationController rules (itemlistui-api-2.md §5.1) as the stubs model them.
@Suite struct DisplayNavigationTests {
    private func stack() -> (NavigationController, ViewController) {
        let navigationController = NavigationController()
        let root = ViewController(navigationBarPresentationData: nil)
        navigationController.pushViewController(root)
        return (navigationController, root)
    }

    @Test func modalSheetPresentationInsideANavigationControllerBecomesAModalPush() {
        let (navigationController, root) = stack()
        let editor = ViewController(navigationBarPresentationData: nil)
        var completed = 0

        root.present(editor, in: .window(.root), with: ViewControllerPresentationArguments(presentationAnimation: .modalSheet), completion: { completed += 1 })

        #expect(editor.navigationPresentation == .modal)
        #expect(navigationController.topViewController === editor)
        #expect(root.pushedControllers.map { $0 === editor } == [true])
        #expect(root.presentedControllers.isEmpty)
        #expect(completed == 1)
    }

    @Test func otherPresentationsArePresented() {
        let (_, root) = stack()
        let toast = ViewController(navigationBarPresentationData: nil)
        let alert = ViewController(navigationBarPresentationData: nil)
        let sheet = ViewController(navigationBarPresentationData: nil)

        root.present(toast, in: .current)
        root.present(alert, in: .window(.root), with: ViewControllerPresentationArguments(presentationAnimation: .none))
        // Without a navigation controller a modal sheet stays a presentation.
        let standalone = ViewController(navigationBarPresentationData: nil)
        standalone.present(sheet, in: .window(.root), with: ViewControllerPresentationArguments(presentationAnimation: .modalSheet))

        // `PresentationContextType` is not `Equatable` (as in Display): compared one by one through the stub's `==`.
        #expect(root.presentedControllers.count == 2)
        #expect(root.presentedControllers.first.map { $0.context == .current } == true)
        #expect(root.presentedControllers.last.map { $0.context == .window(.root) } == true)
        #expect(root.pushedControllers.isEmpty)
        #expect(standalone.presentedControllers.map { $0.controller === sheet } == [true])
        #expect(sheet.navigationPresentation == .default)
    }

    @Test func globalOverlayAndReplace() {
        let (navigationController, root) = stack()
        let middle = ViewController(navigationBarPresentationData: nil)
        root.push(middle)
        let overlay = ViewController(navigationBarPresentationData: nil)
        middle.presentInGlobalOverlay(overlay)
        #expect(middle.globalOverlayControllers.map { $0.controller === overlay } == [true])

        let replacement = ViewController(navigationBarPresentationData: nil)
        middle.replace(with: replacement)
        #expect(navigationController.viewControllers.map { $0 === root || $0 === replacement } == [true, true])
        #expect(navigationController.topViewController === replacement)
        #expect(middle.navigationController == nil)
        #expect(middle.replacementControllers.count == 1)
    }

    @Test func dismissRemovesTheControllerWhereverItIsInTheStack() {
        let (navigationController, root) = stack()
        let middle = ViewController(navigationBarPresentationData: nil)
        let top = ViewController(navigationBarPresentationData: nil)
        root.push(middle)
        middle.push(top)

        var completed = false
        middle.dismiss(completion: { completed = true })

        #expect(completed)
        #expect(navigationController.viewControllers.count == 2)
        #expect(navigationController.topViewController === top)
        #expect(middle.navigationController == nil)
        #expect(middle.dismissCount == 1)
    }

    @Test func replaceTopControllerSetsReady() {
        let (navigationController, root) = stack()
        let next = ViewController(navigationBarPresentationData: nil)
        let ready = Promise<Bool>(false)
        navigationController.replaceTopController(next, animated: false, ready: ready)
        var readyValues: [Bool] = []
        let _ = ready.get().start(next: { readyValues.append($0) })
        #expect(navigationController.viewControllers.count == 1)
        #expect(navigationController.topViewController === next)
        #expect(root.navigationController == nil)
        #expect(readyValues == [true])
    }

    @Test func theWholeStackIsReplacedAndTheRootKept() {
        let (navigationController, root) = stack()
        let middle = ViewController(navigationBarPresentationData: nil)
        let top = ViewController(navigationBarPresentationData: nil)
        navigationController.pushViewController(middle, animated: false, completion: {})
        navigationController.pushViewController(top)

        let replacement = ViewController(navigationBarPresentationData: nil)
        navigationController.replaceAllButRootController(replacement, animated: true)
        #expect(navigationController.viewControllers.map { ObjectIdentifier($0) } == [root, replacement].map { ObjectIdentifier($0) })
        #expect(middle.navigationController == nil && top.navigationController == nil)

        let ready = ValuePromise<Bool>(false)
        var completed = false
        navigationController.replaceControllers(controllers: [top, middle], animated: false, ready: ready, completion: { completed = true })
        var readyValues: [Bool] = []
        let _ = ready.get().start(next: { readyValues.append($0) })
        #expect(navigationController.viewControllers.map { ObjectIdentifier($0) } == [top, middle].map { ObjectIdentifier($0) })
        #expect(root.navigationController == nil && replacement.navigationController == nil)
        #expect(completed && readyValues == [true])
        #expect(navigationController.stackChangesAnimated == [true, false, true, true, false])
    }

    @Test func appearanceIsReportedOncePerTransition() {
        final class Recording: ViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) { self.log.append("willAppear \(animated)") }
            override func viewDidAppear(_ animated: Bool) { self.log.append("didAppear \(animated)") }
            override func viewWillDisappear(_ animated: Bool) { self.log.append("willDisappear \(animated)") }
            override func viewDidDisappear(_ animated: Bool) { self.log.append("didDisappear \(animated)") }
        }
        let controller = Recording(navigationBarPresentationData: nil)
        #expect(controller.simulateDisappear() == false)
        #expect(controller.simulateAppear(animated: false))
        #expect(controller.simulateAppear() == false)
        #expect(controller.isStubVisible)
        #expect(controller.simulateDisappear())
        #expect(controller.log == ["willAppear false", "didAppear false", "willDisappear true", "didDisappear true"])
    }

    @Test func attributedStringConvenienceAndTinting() throws {
        // `NSAttributedString(string:)` alone is Foundation's initializer (no attributes); any other argument picks
        // Display's, whose colour defaults to black.
        #expect(NSAttributedString(string: "Caption").attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
        let plain = NSAttributedString(string: "Caption", font: Font.regular(17.0))
        #expect(plain.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.black)
        #expect(plain.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == Font.regular(17.0))
        #expect(plain.attribute(.paragraphStyle, at: 0, effectiveRange: nil) == nil)

        let styled = NSAttributedString(string: "Caption", font: Font.medium(15.0), textColor: .red, paragraphAlignment: .center)
        #expect(styled.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == UIColor.red)
        #expect(styled.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == Font.medium(15.0))
        let paragraph = try #require(styled.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
        #expect(paragraph.alignment == .center)

        let source = UIImage(stubName: "Settings/Menu/DataPhotos")
        let tinted = try #require(generateTintedImage(image: source, color: .blue))
        #expect(tinted.name == "Settings/Menu/DataPhotos")
        #expect(tinted.stubTintColor == .blue)
        #expect(tinted !== source)
        #expect(generateTintedImage(image: nil, color: .blue) == nil)
    }
}
