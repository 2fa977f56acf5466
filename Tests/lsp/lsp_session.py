"""A real LSP client (pygls's LanguageClient) driving `tablint lsp`, for the end-to-end tests
and the benchmark. Only what both need: start, open/change/close, wait for diagnostics."""

import asyncio
import os
import pathlib

from lsprotocol import types as lsp
from pygls.lsp.client import LanguageClient


def uri(path):
    return pathlib.Path(path).absolute().as_uri()


class Session:
    """One server process and what it has published, keyed by URI."""

    def __init__(self, binary, root, encodings=("utf-16",), markdown=True, document_changes=True):
        self.binary = binary
        self.root = str(root)
        self.encodings = list(encodings)
        self.markdown = markdown
        self.document_changes = document_changes
        self.client = LanguageClient("tablint-e2e", "1")
        self.diagnostics = {}  # uri -> list of the last published diagnostics
        self.versions = {}  # uri -> version of the last publish
        self.publishes = []  # (uri, version, diagnostics), in arrival order
        self.orphan_errors = []  # error responses with id null (parse errors)
        self.changed = asyncio.Event()
        self.init_result = None

        @self.client.feature(lsp.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def publish(params: lsp.PublishDiagnosticsParams):
            self.diagnostics[params.uri] = list(params.diagnostics)
            self.versions[params.uri] = params.version
            self.publishes.append((params.uri, params.version, list(params.diagnostics)))
            self.changed.set()

        protocol = self.client.protocol
        original = protocol._handle_response

        def handle_response(msg_id, result=None, error=None):
            if msg_id is None and error is not None:
                self.orphan_errors.append(error)
                self.changed.set()
                return
            original(msg_id, result, error)

        protocol._handle_response = handle_response

    async def start(self):
        await self.client.start_io(self.binary, "lsp", cwd=self.root)
        capabilities = lsp.ClientCapabilities(
            general=lsp.GeneralClientCapabilities(position_encodings=[lsp.PositionEncodingKind(e) for e in self.encodings]),
            text_document=lsp.TextDocumentClientCapabilities(
                hover=lsp.HoverClientCapabilities(
                    content_format=[lsp.MarkupKind.Markdown] if self.markdown else [lsp.MarkupKind.PlainText])),
            workspace=lsp.WorkspaceClientCapabilities(
                workspace_edit=lsp.WorkspaceEditClientCapabilities(document_changes=self.document_changes)),
        )
        self.init_result = await self.client.initialize_async(lsp.InitializeParams(
            capabilities=capabilities, root_uri=uri(self.root),
            workspace_folders=[lsp.WorkspaceFolder(uri=uri(self.root), name="root")]))
        self.client.initialized(lsp.InitializedParams())
        return self.init_result

    def open(self, path, text, version=1):
        self.client.text_document_did_open(lsp.DidOpenTextDocumentParams(
            text_document=lsp.TextDocumentItem(uri=uri(path), language_id="swift", version=version, text=text)))

    def change(self, path, version, text=None, edits=()):
        """A full change (text) or incremental edits ((range, new_text), ...)."""
        changes = [lsp.TextDocumentContentChangeWholeDocument(text=text)] if text is not None else [
            lsp.TextDocumentContentChangePartial(range=r, text=t) for r, t in edits]
        self.client.text_document_did_change(lsp.DidChangeTextDocumentParams(
            text_document=lsp.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
            content_changes=changes))

    def close(self, path):
        self.client.text_document_did_close(lsp.DidCloseTextDocumentParams(
            text_document=lsp.TextDocumentIdentifier(uri=uri(path))))

    async def wait_for(self, predicate, timeout=10.0):
        """Waits until predicate() holds (checked after each publish)."""
        deadline = asyncio.get_running_loop().time() + timeout
        while not predicate():
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                raise AssertionError(f"timed out; last diagnostics: {self.summary()}")
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), remaining)
            except asyncio.TimeoutError:
                pass

    async def wait_version(self, path, version, timeout=10.0):
        await self.wait_for(lambda: self.versions.get(uri(path)) == version, timeout)
        return self.diagnostics[uri(path)]

    def codes(self, path):
        return sorted(d.code for d in self.diagnostics.get(uri(path), []))

    def summary(self):
        return {u: [(d.code, d.range.start.line, d.range.start.character) for d in ds] for u, ds in self.diagnostics.items()}

    async def stop(self):
        """shutdown, then exit; returns the server's exit code."""
        await self.client.shutdown_async(None)
        self.client.exit(None)
        process = self.client._server
        code = await asyncio.wait_for(process.wait(), 10)
        await self.client.stop()
        return code

    def write_raw(self, data: bytes):
        self.client._server.stdin.write(data)


def binary_path():
    repository = pathlib.Path(__file__).resolve().parents[2]
    return os.environ.get("TABLINT_BINARY", str(repository / ".build" / "debug" / "tablint"))
