"""End to end: the built `tablint lsp` driven by pygls's LanguageClient (a real LSP client from
PyPI, installed by .ci/run). Each test starts its own server on a fresh project folder."""

import asyncio
import pathlib
import sys

import pytest
from lsprotocol import types as lsp
from pygls.exceptions import JsonRpcException

sys.path.insert(0, str(pathlib.Path(__file__).parent))
from lsp_session import Session, binary_path, uri  # noqa: E402

LOOKUP = "UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene"
A = f"""import UIKit

extension UIViewController {{
    func presentAlert() {{
        let scene = {LOOKUP}
        _ = scene
    }}
}}
"""
B_CLEAN = """import UIKit

final class Helper {
    func show() {
        print("nothing to see")
    }
}
"""
B_COPY = B_CLEAN.replace('print("nothing to see")', f"let scene = {LOOKUP}\n        _ = scene")
# Copies that take any scene: the accessor --fix creates (the active scene, else any) means the
# same, so the duplicate's fix creates it (an active-only copy first needs its fallback).
ANY_LOOKUP = "UIApplication.shared.connectedScenes.first as? UIWindowScene"
A_ANY = A.replace(LOOKUP, ANY_LOOKUP)
B_ANY = B_COPY.replace(LOOKUP, ANY_LOOKUP)
# 😀 is 4 UTF-8 bytes and 2 UTF-16 units; 🇫🇷 8 and 4; é 2 and 1.
C = 'import UIKit\nlet emoji = "😀🇫🇷é"; let w = UIApplication.shared.keyWindow\n'
TABS = """import UIKit

final class MainTabBarController: UITabBarController {
    private let icons = ["house", "doc.text", "person"]
    private let selectedIcons = ["house.fill", "doc.text.fill", "person.fill"]
    private let titles = ["Home", "Orders", "Me"]

    override func viewDidLoad() {
        super.viewDidLoad()
        for i in 0..<titles.count {
            let item = UITabBarItem(title: titles[i], image: UIImage(systemName: icons[i]),
                                    selectedImage: UIImage(systemName: selectedIcons[i]))
            viewControllers?[i].tabBarItem = item
        }
    }
}
"""


@pytest.fixture
def project(tmp_path):
    (tmp_path / ".git").mkdir()  # a project root marker (SPEC §1)
    (tmp_path / "App").mkdir()
    (tmp_path / "App" / "A.swift").write_text(A)
    (tmp_path / "App" / "B.swift").write_text(B_CLEAN)
    (tmp_path / "App" / "C.swift").write_text(C)
    (tmp_path / "App" / "Tabs.swift").write_text(TABS)
    return tmp_path


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, 60))


def apply_edits(text, edits):
    """Applies TextEdits to ASCII text (one character per UTF-16 unit), last first."""
    lines = text.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(position):
        return min(starts[min(position.line, len(starts) - 1)] + position.character, len(text))

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[:offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


def edits_for(action, path):
    changes = action.edit.document_changes or []
    return [e for change in changes if isinstance(change, lsp.TextDocumentEdit)
            and change.text_document.uri == uri(path) for e in change.edits]


def test_initialize_negotiates_encoding_and_capabilities(project):
    async def scenario():
        default = Session(binary_path(), project)
        result = await default.start()
        capabilities = result.capabilities
        assert capabilities.position_encoding == "utf-16"
        assert capabilities.text_document_sync.change == lsp.TextDocumentSyncKind.Incremental
        assert capabilities.hover_provider
        assert set(capabilities.code_action_provider.code_action_kinds) == {"quickfix", "refactor"}
        assert await default.stop() == 0
        offered = Session(binary_path(), project, encodings=("utf-16", "utf-8"))
        assert (await offered.start()).capabilities.position_encoding == "utf-8"
        assert await offered.stop() == 0
    run(scenario())


@pytest.mark.parametrize("encodings, character", [(("utf-16",), 31), (("utf-8", "utf-16"), 38)])
def test_diagnostic_fields_and_positions(project, encodings, character):
    async def scenario():
        session = Session(binary_path(), project, encodings=encodings)
        await session.start()
        path = project / "App" / "C.swift"
        session.open(path, C)
        [diagnostic] = await session.wait_version(path, 1)
        assert diagnostic.code == "deprecated_window_api"
        assert diagnostic.source == "tablint"
        assert diagnostic.severity == lsp.DiagnosticSeverity.Warning
        assert diagnostic.code_description.href.endswith("Rules.md#deprecated_window_api")
        assert diagnostic.range.start == lsp.Position(line=1, character=character)
        assert diagnostic.range.end.line == 1 and diagnostic.range.end.character > character
        assert await session.stop() == 0
    run(scenario())


def test_full_and_incremental_changes_use_the_unsaved_text(project):
    async def scenario():
        session = Session(binary_path(), project)
        await session.start()
        path = project / "App" / "C.swift"
        session.open(path, C)
        assert [d.code for d in await session.wait_version(path, 1)] == ["deprecated_window_api"]
        clean = "import UIKit\nlet w = 1\n"
        session.change(path, 2, text=clean)
        assert await session.wait_version(path, 2) == []
        # Incremental: replace `1` on line 1 with the deprecated call.
        edit = (lsp.Range(start=lsp.Position(line=1, character=8), end=lsp.Position(line=1, character=9)),
                "UIApplication.shared.keyWindow")
        session.change(path, 3, edits=[edit])
        [diagnostic] = await session.wait_version(path, 3)
        assert diagnostic.code == "deprecated_window_api"
        assert diagnostic.range.start == lsp.Position(line=1, character=8)
        assert await session.stop() == 0
    run(scenario())


def test_a_copy_typed_in_b_republishes_a(project):
    async def scenario():
        session = Session(binary_path(), project)
        await session.start()
        a, b = project / "App" / "A.swift", project / "App" / "B.swift"
        session.open(a, A)
        session.open(b, B_CLEAN)
        await session.wait_version(a, 1)
        await session.wait_version(b, 1)
        assert session.codes(a) == ["scene_activation_fallback"]
        session.change(b, 2, text=B_COPY)
        await session.wait_for(lambda: "duplicated_scene_lookup" in session.codes(a))
        assert session.versions[uri(a)] == 1  # A itself did not change
        duplicate = next(d for d in session.diagnostics[uri(a)] if d.code == "duplicated_scene_lookup")
        assert duplicate.related_information and duplicate.related_information[0].location.uri == uri(b)
        # Undo in B: A's cross-file verdict goes away again.
        session.change(b, 3, text=B_CLEAN)
        await session.wait_for(lambda: session.codes(a) == ["scene_activation_fallback"])
        assert await session.stop() == 0
    run(scenario())


def test_disable_action_applied_and_rechecked(project):
    async def scenario():
        session = Session(binary_path(), project)
        await session.start()
        path = project / "App" / "A.swift"
        session.open(path, A)
        [diagnostic] = await session.wait_version(path, 1)
        actions = await session.client.text_document_code_action_async(lsp.CodeActionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri(path)), range=diagnostic.range,
            context=lsp.CodeActionContext(diagnostics=[diagnostic])))
        titles = [a.title for a in actions]
        assert "Disable scene_activation_fallback for this line" in titles
        disable = next(a for a in actions if a.title.startswith("Disable"))
        assert disable.kind == lsp.CodeActionKind.QuickFix
        fixed = apply_edits(A, edits_for(disable, path))
        assert "        // tablint:disable:next scene_activation_fallback\n        let scene" in fixed
        session.change(path, 2, text=fixed)
        assert await session.wait_version(path, 2) == []
        assert await session.stop() == 0
    run(scenario())


def test_fix_action_is_the_fix_edit_and_rechecks_clean(project):
    async def scenario():
        session = Session(binary_path(), project)
        await session.start()
        path = project / "App" / "A.swift"
        session.open(path, A)
        [diagnostic] = await session.wait_version(path, 1)
        actions = await session.client.text_document_code_action_async(lsp.CodeActionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri(path)), range=diagnostic.range,
            context=lsp.CodeActionContext(diagnostics=[diagnostic], only=[lsp.CodeActionKind.QuickFix])))
        fix = next(a for a in actions if a.is_preferred)
        assert fix.kind == lsp.CodeActionKind.QuickFix
        fixed = apply_edits(A, edits_for(fix, path))
        assert fixed != A
        session.change(path, 2, text=fixed)
        assert "scene_activation_fallback" not in [d.code for d in await session.wait_version(path, 2)]
        # The same correction the command line's --fix makes.
        (project / "App" / "A.swift").write_text(A)
        import subprocess
        subprocess.run([binary_path(), "--fix", "--only", "scene_activation_fallback", "App/A.swift"], cwd=project,
                       capture_output=True)
        assert (project / "App" / "A.swift").read_text() == fixed
        assert await session.stop() == 0
    run(scenario())


def test_duplicate_fix_creates_the_accessor_file(project):
    async def scenario():
        (project / "App" / "B.swift").write_text(B_ANY)
        session = Session(binary_path(), project)
        await session.start()
        path = project / "App" / "A.swift"
        session.open(path, A_ANY)
        await session.wait_version(path, 1)
        duplicate = next(d for d in session.diagnostics[uri(path)] if d.code == "duplicated_scene_lookup")
        actions = await session.client.text_document_code_action_async(lsp.CodeActionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri(path)), range=duplicate.range,
            context=lsp.CodeActionContext(diagnostics=[duplicate])))
        fixes = [a for a in actions if a.is_preferred and a.diagnostics[0].code == "duplicated_scene_lookup"]
        assert fixes, [a.title for a in actions]
        changes = fixes[0].edit.document_changes
        creates = [c for c in changes if isinstance(c, lsp.CreateFile)]
        assert len(creates) == 1 and creates[0].uri.endswith(".swift")
        created = [e for c in changes if isinstance(c, lsp.TextDocumentEdit) and c.text_document.uri == creates[0].uri
                   for e in c.edits]
        assert "extension UIWindowScene" in created[0].new_text
        assert await session.stop() == 0
    run(scenario())


def test_tab_enum_refactor(project):
    async def scenario():
        session = Session(binary_path(), project)
        await session.start()
        path = project / "App" / "Tabs.swift"
        session.open(path, TABS)
        await session.wait_version(path, 1)
        parallel = next(d for d in session.diagnostics[uri(path)] if d.code == "parallel_tab_arrays")
        actions = await session.client.text_document_code_action_async(lsp.CodeActionParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri(path)), range=parallel.range,
            context=lsp.CodeActionContext(diagnostics=[parallel], only=[lsp.CodeActionKind.Refactor])))
        [refactor] = actions
        assert refactor.title == "Insert the generated `Tab` enum" and refactor.kind == lsp.CodeActionKind.Refactor
        inserted = apply_edits(TABS, edits_for(refactor, path))
        assert inserted.startswith(TABS) and "enum Tab: Int, CaseIterable" in inserted
        assert await session.stop() == 0
    run(scenario())


@pytest.mark.parametrize("markdown", [True, False])
def test_hover_explains_the_rule(project, markdown):
    async def scenario():
        session = Session(binary_path(), project, markdown=markdown)
        await session.start()
        path = project / "App" / "C.swift"
        session.open(path, C)
        [diagnostic] = await session.wait_version(path, 1)
        hover = await session.client.text_document_hover_async(lsp.HoverParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri(path)), position=diagnostic.range.start))
        assert hover.contents.kind == (lsp.MarkupKind.Markdown if markdown else lsp.MarkupKind.PlainText)
        assert ("**Why.**" if markdown else "Why:") in hover.contents.value
        assert "deprecated_window_api" in hover.contents.value
        nothing = await session.client.text_document_hover_async(lsp.HoverParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri(path)), position=lsp.Position(line=0, character=0)))
        assert nothing is None
        assert await session.stop() == 0
    run(scenario())


def test_malformed_input_and_unknown_methods(project):
    async def scenario():
        session = Session(binary_path(), project)
        await session.start()
        session.write_raw(b"Content-Length: 9\r\n\r\n{not json")
        await session.wait_for(lambda: session.orphan_errors)
        assert session.orphan_errors[0].code == -32700
        with pytest.raises(JsonRpcException) as raised:
            await session.client.protocol.send_request_async("tablint/noSuchMethod", {})
        assert raised.value.code == -32601
        # Still serving.
        path = project / "App" / "C.swift"
        session.open(path, C)
        assert [d.code for d in await session.wait_version(path, 1)] == ["deprecated_window_api"]
        assert await session.stop() == 0
    run(scenario())


def test_burst_of_changes_never_publishes_an_older_version(project):
    async def scenario():
        session = Session(binary_path(), project)
        await session.start()
        path = project / "App" / "C.swift"
        session.open(path, C)
        await session.wait_version(path, 1)
        for version in range(2, 42):
            # Odd versions have the deprecated call, even ones do not; the last (41) has it.
            text = C if version % 2 else "import UIKit\n"
            session.change(path, version, text=text)
        [diagnostic] = await session.wait_version(path, 41)
        assert diagnostic.code == "deprecated_window_api"
        versions = [v for u, v, _ in session.publishes if u == uri(path)]
        assert versions == sorted(versions), versions
        assert len(versions) < 41  # the burst was coalesced
        for u, version, diagnostics in session.publishes:
            if u == uri(path):
                assert len(diagnostics) == version % 2, (version, diagnostics)
        assert await session.stop() == 0
    run(scenario())


def test_document_closed_while_checked_is_dropped(project):
    async def scenario():
        session = Session(binary_path(), project)
        await session.start()
        path = project / "App" / "C.swift"
        session.open(path, C)
        session.change(path, 2, text=C + "let again = UIApplication.shared.keyWindow\n")
        session.close(path)
        other = project / "App" / "B.swift"
        session.open(other, B_CLEAN)
        await session.wait_version(other, 1)
        mine = [(v, d) for u, v, d in session.publishes if u == uri(path)]
        assert mine and mine[-1][1] == []  # the last word on a closed document is "nothing"
        assert await session.stop() == 0
    run(scenario())


def test_exit_without_shutdown_is_exit_code_1(project):
    async def scenario():
        session = Session(binary_path(), project)
        await session.start()
        session.client.exit(None)
        code = await asyncio.wait_for(session.client._server.wait(), 10)
        await session.client.stop()
        assert code == 1
    run(scenario())
