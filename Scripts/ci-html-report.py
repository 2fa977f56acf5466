#!/usr/bin/env python3
"""Checks `tablint --reporter html` in a real headless Chromium (CI, .ci/run).

    Scripts/ci-html-report.py TABLINT FOLDER [--screenshot PNG]

Lints FOLDER twice, as JSON and as HTML, opens the page in Chromium over the DevTools protocol
(`--remote-debugging-pipe`: no port, no extra package) and fails unless
  - the page loads with no exception, no console error and no request beyond the file itself;
  - every number it shows (the summary, the bars per severity and per rule, the rows) equals the
    JSON report's;
  - choosing a rule, then a severity, in the filters hides the other rows.
With --screenshot it also saves a PNG of the page (docs/html-report.png).
"""
import base64
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time


def fail(message):
    print(f"ci-html-report: {message}", file=sys.stderr)
    sys.exit(1)


def lint(tablint, folder, reporter, output):
    run = subprocess.run([tablint, "--reporter", reporter, "--output", output], cwd=folder,
                         capture_output=True, text=True)
    if run.returncode not in (0, 1):
        fail(f"tablint --reporter {reporter} exited {run.returncode}: {run.stderr}")


def find_chromium():
    for name in [os.environ.get("CHROMIUM", ""), "chromium", "chromium-browser", "google-chrome"]:
        if name and shutil.which(name):
            return shutil.which(name)
    fail("no Chromium found (apt-get install chromium, or set CHROMIUM)")


class Browser:
    """Chromium with the DevTools protocol on fds 3 (commands in) and 4 (replies out)."""

    def __init__(self, binary, profile):
        to_chrome_read, self.to_chrome = os.pipe()
        self.from_chrome, from_chrome_write = os.pipe()

        def wire_pipes():
            # Chromium reads fd 3 and writes fd 4; the other ends stay with this process.
            os.dup2(to_chrome_read, 3)
            os.dup2(from_chrome_write, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             "--remote-debugging-pipe", f"--user-data-dir={profile}", "about:blank"],
            # close_fds would close 3 and 4 after wire_pipes made them.
            close_fds=False, preexec_fn=wire_pipes,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_read)
        os.close(from_chrome_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.session = None

    def _read_message(self, deadline):
        while b"\0" not in self.buffer:
            if time.time() > deadline:
                fail("Chromium did not answer in time")
            chunk = os.read(self.from_chrome, 65536)
            if not chunk:
                fail("Chromium closed the DevTools pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def send(self, method, params=None, session=True, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_chrome, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            reply = self._read_message(deadline)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    fail(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method, timeout=30):
        deadline = time.time() + timeout
        while True:
            for event in self.events:
                if event.get("method") == method:
                    return event
            self.events.append(self._read_message(deadline))

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            fail(f"evaluating {expression!r}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def close(self):
        try:
            self.send("Browser.close", session=False, timeout=5)
        except (SystemExit, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def expected_numbers(report):
    summary = report["summary"]
    rules, severities = {}, {"error": 0, "warning": 0}
    for violation in report["violations"]:
        rules[violation["ruleId"]] = rules.get(violation["ruleId"], 0) + 1
        severities[violation["severity"]] += 1
    counts = {key: summary[key] for key in ["violations", "errors", "warnings", "files", "suppressed", "baselined", "unreadable"]}
    return counts, rules, severities


PAGE_NUMBERS = """(() => {
  const read = (selector, key) => Object.fromEntries(Array.from(document.querySelectorAll(selector))
    .map(node => [node.getAttribute(key), Number(node.textContent)]));
  return { counts: read("[data-count]", "data-count"), rules: read("[data-rule-count]", "data-rule-count"),
           severities: read("[data-severity-count]", "data-severity-count"),
           rows: document.querySelectorAll(".violation").length };
})()"""

VISIBLE = """(() => ({ visible: Array.from(document.querySelectorAll(".violation:not([hidden])"))
  .map(row => [row.dataset.rule, row.dataset.severity, row.offsetParent !== null]),
  shown: Number(document.getElementById("shown-count").textContent) }))()"""


def choose(browser, select, value):
    browser.evaluate(f"""(() => {{ const select = document.getElementById({json.dumps(select)});
      select.value = {json.dumps(value)}; select.dispatchEvent(new Event("change")); }})()""")
    return browser.evaluate(VISIBLE)


def check_filters(browser, report):
    violations = report["violations"]
    if not violations:
        return
    rules = sorted({v["ruleId"] for v in violations}, key=lambda rule: sum(v["ruleId"] == rule for v in violations))
    rule = rules[0]
    state = choose(browser, "filter-rule", rule)
    expected = sum(v["ruleId"] == rule for v in violations)
    if len(state["visible"]) != expected or state["shown"] != expected:
        fail(f"filtering by {rule}: {len(state['visible'])} rows visible, {state['shown']} shown; expected {expected}")
    if any(row[0] != rule or not row[2] for row in state["visible"]):
        fail(f"filtering by {rule} left other rows visible: {state['visible']}")
    if len(rules) > 1 and expected == len(violations):
        fail("the rule filter hid nothing")
    choose(browser, "filter-rule", "")
    for severity in ["error", "warning"]:
        state = choose(browser, "filter-severity", severity)
        expected = sum(v["severity"] == severity for v in violations)
        if len(state["visible"]) != expected or any(row[1] != severity for row in state["visible"]):
            fail(f"filtering by {severity}: {state['visible']}; expected {expected} rows")
    state = choose(browser, "filter-severity", "")
    if len(state["visible"]) != len(violations):
        fail("clearing the filters did not show every row again")


def main():
    arguments = sys.argv[1:]
    screenshot = None
    if "--screenshot" in arguments:
        position = arguments.index("--screenshot")
        screenshot = os.path.abspath(arguments[position + 1])
        del arguments[position:position + 2]
    if len(arguments) != 2:
        fail("usage: ci-html-report.py TABLINT FOLDER [--screenshot PNG]")
    tablint, folder = os.path.abspath(arguments[0]), arguments[1]
    scratch = tempfile.mkdtemp(prefix="tablint-html-")
    try:
        json_path, html_path = os.path.join(scratch, "report.json"), os.path.join(scratch, "report.html")
        lint(tablint, folder, "json", json_path)
        lint(tablint, folder, "html", html_path)
        with open(json_path, encoding="utf-8") as handle:
            report = json.load(handle)
        browser = Browser(find_chromium(), os.path.join(scratch, "profile"))
        try:
            target = browser.send("Target.createTarget", {"url": "about:blank"}, session=False)
            attached = browser.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True}, session=False)
            browser.session = attached["sessionId"]
            for domain in ["Page", "Runtime", "Log", "Network"]:
                browser.send(f"{domain}.enable")
            browser.send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
            browser.send("Page.navigate", {"url": "file://" + html_path})
            browser.wait_for("Page.loadEventFired")
            browser.evaluate("new Promise(resolve => requestAnimationFrame(() => resolve(true)))")
            problems = []
            for event in browser.events:
                method, params = event.get("method"), event.get("params", {})
                if method == "Runtime.exceptionThrown":
                    problems.append(f"exception: {params['exceptionDetails']}")
                elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert", "warning"):
                    problems.append(f"console.{params['type']}: {params.get('args')}")
                elif method == "Log.entryAdded" and params["entry"]["level"] in ("error", "warning"):
                    problems.append(f"log: {params['entry'].get('text')}")
                elif method == "Network.requestWillBeSent" and params["request"]["url"] != "file://" + html_path:
                    problems.append(f"request: {params['request']['url']}")
            if problems:
                fail("the page was not clean:\n  " + "\n  ".join(problems))
            numbers = browser.evaluate(PAGE_NUMBERS)
            counts, rules, severities = expected_numbers(report)
            if numbers["counts"] != counts:
                fail(f"summary: page {numbers['counts']}, JSON {counts}")
            if numbers["rules"] != rules or numbers["severities"] != severities:
                fail(f"bars: page {numbers['rules']} {numbers['severities']}, JSON {rules} {severities}")
            if numbers["rows"] != len(report["violations"]):
                fail(f"{numbers['rows']} rows for {len(report['violations'])} violations")
            check_filters(browser, report)
            if screenshot:
                height = browser.evaluate("document.documentElement.scrollHeight")
                shot = browser.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True,
                                                               "clip": {"x": 0, "y": 0, "width": 1280, "height": min(height, 2200), "scale": 1}})
                with open(screenshot, "wb") as handle:
                    handle.write(base64.b64decode(shot["data"]))
        finally:
            browser.close()
        print(f"ci-html-report: {folder}: {len(report['violations'])} violations, numbers and filters match the JSON report")
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
