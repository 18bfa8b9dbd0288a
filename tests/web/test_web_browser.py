"""The web table in a real browser: headless Chromium (Debian's ``chromium`` package) driven by
Playwright. A whole Guandan deal and a whole Liangfutou deal are played by clicking cards; every
WebSocket frame the page receives is checked for hidden cards; the replay viewer steps through
the finished deal and loads the saved record; the page is photographed.

Skipped when Playwright or the chromium binary is missing (browsers cannot be downloaded here:
install Debian's package, ``apt-get install chromium``)."""

from __future__ import annotations

import json
import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette")
uvicorn = pytest.importorskip("uvicorn")
sync_api = pytest.importorskip("playwright.sync_api")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
if CHROMIUM is None:
    pytest.skip("no chromium binary (apt-get install chromium)", allow_module_level=True)

from paiju.web import create_app  # noqa: E402

from tests.web import assert_only_the_observation  # noqa: E402

#: Where the screenshot goes (docs/web-table.png is made with PAIJU_SCREENSHOT=docs/web-table.png).
SCREENSHOT_ENV = "PAIJU_SCREENSHOT"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="module")
def server_url() -> Iterator[str]:
    port = _free_port()
    config = uvicorn.Config(create_app(cap_seconds=5.0), host="127.0.0.1", port=port, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            pytest.fail("the web table did not start")
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/"
    server.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        yield launched
        launched.close()


class Table:
    """The page, as a person uses it, plus every WebSocket frame it received."""

    def __init__(self, browser: Any, url: str) -> None:
        self.page = browser.new_page(viewport={"width": 1360, "height": 1000}, accept_downloads=True)
        self.frames: list[dict[str, Any]] = []
        self.errors: list[str] = []
        self.page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.goto(url)
        self.page.wait_for_selector("#connection[data-state=open]")
        self.page.wait_for_selector("#game option", state="attached")

    def _frame(self, payload: Any) -> None:
        self.frames.append(json.loads(payload if isinstance(payload, str) else payload.decode()))

    def start(self, game: str, seat: int, seed: int) -> None:
        page = self.page
        page.select_option("#game", game)
        page.select_option("#seat", str(seat))
        page.fill("#seed", str(seed))
        page.fill("#pace", "0")
        page.click("#options-box summary")
        page.fill("[data-option=max_deals]", "1")
        page.click("#start")

    def play_deal(self, screenshot_at: int | None = None, screenshot: Path | None = None) -> int:
        """Plays the person's turns by clicking until the deal is over: Hint selects cards in
        the hand, Play sends them, and a choice of readings (or a plain move) is clicked."""
        page = self.page
        turns = 0
        photographed = False
        while True:
            page.wait_for_selector("body[data-your-turn=true], #deal-over:not([hidden])")
            if page.is_visible("#deal-over"):
                return turns
            turn = page.get_attribute("body", "data-turn")
            page.click("#hint")
            page.wait_for_selector("#hint-text code")
            hinted = page.inner_text("#hint-text code")
            selected = page.locator("#hand .selected").count()
            if screenshot is not None and selected and turns >= (screenshot_at or 0) and not photographed:
                page.screenshot(path=str(screenshot), full_page=True)
                photographed = True
            if selected:
                page.click("#play")
                page.wait_for_function(
                    "([turn]) => document.body.dataset.turn !== turn || document.querySelector('#candidates .candidate')"
                    " || document.querySelector('#deal-over:not([hidden])')",
                    arg=[turn],
                )
                if page.locator("#candidates .candidate").count():
                    page.locator("#candidates .candidate", has_text=hinted).first.click()
            else:
                page.locator(f'#listed .move-option[data-move="{hinted}"]').click()
            page.wait_for_function(
                "([turn]) => document.body.dataset.turn !== turn || document.querySelector('#deal-over:not([hidden])')",
                arg=[turn],
            )
            turns += 1

    def report(self) -> dict[str, Any]:
        return next(f for f in reversed(self.frames) if f["type"] == "deal_over")


def test_a_whole_guandan_deal_by_clicking(browser: Any, server_url: str, tmp_path: Path) -> None:
    table = Table(browser, server_url)
    shot = Path(os.environ.get(SCREENSHOT_ENV) or tmp_path / "guandan.png")
    # seed 2: seat 2 leads holding S2 H2 C2 H3 D3, two readings at level 2 (H2 is wild)
    table.start("guandan", seat=2, seed=2)
    page = table.page
    page.wait_for_selector("body[data-your-turn=true]")
    for token in ["S2", "H2", "C2", "H3"]:
        page.locator(f"#hand [data-token={token}]:not(.selected)").first.click()
    page.click("#play")
    page.wait_for_selector("#refusal:has-text('Not a whole move')")
    page.locator("#hand [data-token=D3]:not(.selected)").first.click()
    page.click("#play")
    page.wait_for_selector("#candidates .candidate")
    readings = page.locator("#candidates .candidate")
    assert sorted(readings.nth(i).get_attribute("data-move") for i in range(readings.count())) == [
        "ThreeWithTwo 2 S2 H2 C2 H3 D3", "ThreeWithTwo 3 S2 H2 C2 H3 D3"]
    page.click('#candidates .candidate[data-move="ThreeWithTwo 3 S2 H2 C2 H3 D3"]')
    page.wait_for_selector("#log li:has-text('ThreeWithTwo 3 S2 H2 C2 H3 D3')")
    turns = table.play_deal(screenshot_at=2, screenshot=shot)
    assert turns >= 5
    report = table.report()
    assert report["match_over"]
    # the page never received a card it should not know
    assert_only_the_observation(table.frames, report["record"], seat=2)
    assert shot.stat().st_size > 10_000 and shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    # after the deal: all hands, then the replay of the deal
    table.page.click("#show-hands")
    rows = table.page.locator("#all-hands .hands-start .hand-row")
    assert rows.count() == 4
    assert [rows.nth(s).locator(".card").count() for s in range(4)] == [27, 27, 27, 27]
    table.page.click("#replay-deal")
    table.page.wait_for_selector("#replay:not([hidden]) #replay-hands .hand-row")
    assert table.page.locator("#replay-hands .hand-row").nth(0).locator(".card").count() == 27
    table.page.click("#replay-next")
    table.page.wait_for_function("document.querySelector('#replay-slider').value === '1'")
    assert table.page.inner_text("#replay-last-move")
    # Chinese labels
    table.page.click("#lang")
    assert table.page.inner_text("#play") == "出牌"
    assert not table.errors


def test_a_whole_liangfutou_deal_then_its_saved_record_in_the_viewer(browser: Any, server_url: str, tmp_path: Path) -> None:
    table = Table(browser, server_url)
    table.start("liangfutou", seat=2, seed=4)
    assert table.play_deal() >= 3
    report = table.report()
    assert report["match_over"] and len(report["returns"]) == 4
    assert_only_the_observation(table.frames, report["record"], seat=2)
    assert "called" in json.dumps([f["view"]["status"] for f in table.frames if f["type"] == "state"])
    # save the record, then load the file in the replay viewer and step to its end
    with table.page.expect_download() as download:
        table.page.click("#save-record")
    saved = tmp_path / "record.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text())["seed"] == 4
    table.page.click("#open-viewer")
    table.page.set_input_files("#replay-file", str(saved))
    table.page.wait_for_selector("#replay-hands .hand-row")
    count = len(report["record"]["moves"])
    assert table.page.inner_text("#replay-position").endswith(f"/ {count}")
    table.page.click("#replay-last")
    table.page.wait_for_function(f"document.querySelector('#replay-slider').value === '{count}'")
    assert "Result" in table.page.inner_text("#replay-status")
    assert not table.errors
