"""The web table in a real browser: headless Chromium (Debian's ``chromium`` package) driven by
Playwright. For every registered game a person plays a whole deal by clicks, from the start
page to the deal's result panel and on into the next deal; every WebSocket frame the page
receives is checked for hidden cards; the page fits a laptop and a phone without scrolling;
no console error is logged; the table is photographed in play and at the deal's end.

The photographs go to ``$PAIJU_SCREENSHOTS`` (docs/screenshots is made that way) or to the
test's tmp directory. Skipped when Playwright or the chromium binary is missing (browsers
cannot be downloaded here: install Debian's package, ``apt-get install chromium``)."""

from __future__ import annotations

import json
import os
import re
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

import paiju  # noqa: E402
from paiju.web import create_app  # noqa: E402

from tests.web import assert_only_the_observation  # noqa: E402

SCREENSHOTS_ENV = "PAIJU_SCREENSHOTS"
LAPTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
#: The deal played in each game (seat 0, bots "heuristic", two-deal matches); in Shengji's
#: seed 1 the person becomes the dealer and buries the kitty, mahjong's seed 2 is won by a
#: self-draw (seed 7's first deal is drawn).
SEEDS = {"shengji": 1, "mahjong": 2}
SEED = 7


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


@pytest.fixture
def shots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get(SCREENSHOTS_ENV) or tmp_path)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class Table:
    """The page, as a person uses it, plus every WebSocket frame it received and every console
    error it logged."""

    def __init__(self, browser: Any, url: str) -> None:
        self.page = browser.new_page(viewport=LAPTOP, accept_downloads=True)
        self.frames: list[dict[str, Any]] = []
        self.errors: list[str] = []
        self.page.on("websocket", lambda ws: ws.on("framereceived", self._frame))
        self.page.on("pageerror", lambda error: self.errors.append(str(error)))
        self.page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))
        self.page.goto(url)
        self.page.wait_for_selector("#connection[data-state=open]", state="attached")
        self.page.wait_for_selector("#game option", state="attached")

    def _frame(self, payload: Any) -> None:
        self.frames.append(json.loads(payload if isinstance(payload, str) else payload.decode()))

    def start(self, game: str, seat: int, seed: int, deals: int) -> None:
        page = self.page
        assert page.is_visible("#setup") and not page.is_visible("#table")  # no empty table before a game
        page.select_option("#game", game)
        page.select_option("#seat", str(seat))
        page.click("#options-box summary")
        page.fill("#seed", str(seed))
        page.fill("#pace", "0")
        page.fill("[data-option=max_deals]", str(deals))
        page.click("#start")
        page.wait_for_selector("#table:not([hidden])")
        assert not page.is_visible("#setup")

    def fits(self) -> None:
        """The page does not scroll, and the hand and the play button are in view."""
        page = self.page
        height, width = page.evaluate("[document.scrollingElement.scrollHeight, document.scrollingElement.scrollWidth]")
        viewport = page.viewport_size
        assert height <= viewport["height"] and width <= viewport["width"], (height, width, viewport)
        for selector in ("#play", "#hand"):
            box = page.locator(selector).bounding_box()
            assert box is not None and box["y"] + box["height"] <= viewport["height"], selector

    def wait_turn_or_end(self) -> bool:
        """Waits for the person's turn (True) or the deal's result (False)."""
        self.page.wait_for_selector("body[data-your-turn=true], #deal-over:not([hidden])")
        return not self.page.is_visible("#deal-over")

    def play_turn(self) -> None:
        """One decision by clicks: Hint selects the hinted cards, Play sends them (a reading is
        chosen when there are several); a move without cards is its button; bets are confirmed."""
        page = self.page
        turn = page.get_attribute("body", "data-turn")
        page.click("#hint")
        page.wait_for_selector("#candidates .hinted")
        hinted = page.get_attribute("#candidates .hinted", "data-move")
        if page.locator("#hand .selected").count():
            page.click("#play")
            page.wait_for_function(
                "([turn]) => document.body.dataset.turn !== turn || document.querySelector('#candidates .candidate')",
                arg=[turn])
            if page.locator("#candidates .candidate").count():
                page.locator(f'#candidates .candidate[data-move="{hinted}"]').click()
        elif page.locator("#listed .confirm").count():
            page.click("#listed .confirm")
        else:
            page.locator(f'#listed .move-option[data-move="{hinted}"]').click()
        page.wait_for_function("([turn]) => document.body.dataset.turn !== turn", arg=[turn])

    def bury_at_once(self, cards: int) -> None:
        """Selects the first ``cards`` cards of the hand and buries them with one click."""
        page = self.page
        turn = int(page.get_attribute("body", "data-turn"))
        for k in range(cards):
            page.locator("#hand [data-index]").nth(k).click(position={"x": 6, "y": 20})
        page.click("#play")
        page.wait_for_function(f"Number(document.body.dataset.turn) >= {turn + cards}")

    def last_trick(self) -> None:
        """The last trick on demand: one row per seat that played in it, then closed."""
        page = self.page
        if page.is_disabled("#show-last-trick"):
            return
        page.click("#show-last-trick")
        rows = page.locator("#last-trick-plays .hand-row")
        assert 1 <= rows.count() <= 4
        assert page.locator("#last-trick-plays .hand-row:has-text('★')").count() <= 1
        page.click("#last-trick-close")
        assert not page.is_visible("#last-trick")

    def all_chinese(self, selector: str, screenshot: Path | None = None) -> None:
        """In 中文 mode the parts ``selector`` names show no English word (three Latin letters
        or more: card ranks and seat numbers are shorter), then back to English."""
        self.page.click("#lang")
        text = " ".join(self.page.locator(selector).all_inner_texts())
        assert not re.findall(r"[A-Za-z_]{3,}", text), text
        if screenshot is not None:
            self.page.screenshot(path=str(screenshot))
        self.page.click("#lang")

    def report(self) -> dict[str, Any]:
        return next(f for f in reversed(self.frames) if f["type"] == "deal_over")


def _record_of_deal(game: str, seed: int, deals: int, report: dict[str, Any]) -> dict[str, Any]:
    """The match record up to the end of the reported deal, replayed from its moves."""
    module = paiju.game_module(game)
    state = paiju.load_game(game, max_deals=deals).new_match(seed=seed)
    for _seat, move in report["history"]:
        state.apply(module.Move.parse(move["move"]))
    return dict(state.to_record())


@pytest.mark.parametrize("game", paiju.games())
def test_a_whole_deal_by_clicks_then_its_result_and_the_next_deal(
    game: str, browser: Any, server_url: str, shots: Path
) -> None:
    table = Table(browser, server_url)
    page = table.page
    seed = SEEDS.get(game, SEED)
    table.start(game, seat=0, seed=seed, deals=2)
    turns = buried = 0
    while table.wait_turn_or_end():
        if page.get_attribute("body", "data-phase") == "bury":
            table.bury_at_once(8)  # Shengji's kitty: 8 cards (docs/rules/shengji.md)
            buried += 1
            continue
        if turns == 4:
            table.fits()
            page.screenshot(path=str(shots / f"{game}-play.png"))
            page.set_viewport_size(PHONE)
            table.fits()
            page.screenshot(path=str(shots / f"{game}-phone.png"))
            page.set_viewport_size(LAPTOP)
            table.all_chinese("#felt, #mine")
            table.last_trick()
        table.play_turn()
        turns += 1
    assert turns >= 5
    # the result panel waits for "next deal", over the table
    report = table.report()
    assert not report["match_over"] and report["result"] is not None
    rows = page.locator("#deal-result tr[data-seat]")
    assert rows.count() == 4 and "You" in rows.nth(0).inner_text()
    assert len(report["result"]["score"]) == 4
    page.screenshot(path=str(shots / f"{game}-result.png"))
    table.all_chinese("#deal-over", shots / f"{game}-result-zh.png")
    assert page.get_attribute("body", "data-your-turn") == "false"
    # the page never received a card it should not know, in any WebSocket message
    record = _record_of_deal(game, seed, 2, report)
    dealt = [f for f in table.frames if f.get("turn", 0) <= len(record["moves"])]
    assert_only_the_observation(dealt, record, seat=0)
    page.click("#next-deal")
    page.wait_for_selector("#deal-over", state="hidden")
    page.wait_for_function("document.querySelector('#headline').textContent.endsWith(' 2')")
    assert buried == (1 if game == "shengji" else 0)
    if buried:  # eight bury decisions sent in one message, all by the person
        buries = [move["move"] for seat, move in report["history"] if move["move"].startswith("bury")]
        assert len(buries) == 8 and all(seat == 0 for seat, move in report["history"] if move["move"].startswith("bury"))
    assert not table.errors
    page.close()


def test_guandan_readings_refusals_and_chinese(browser: Any, server_url: str) -> None:
    table = Table(browser, server_url)
    page = table.page
    table.page.click("#lang")
    assert page.inner_text("#start") == "开始"
    assert "max_deals" not in page.inner_text("#setup")  # options by their Chinese names
    # seed 2: seat 2 leads holding S2 H2 C2 H3 D3, two readings at level 2 (H2 is wild)
    table.start("guandan", seat=2, seed=2, deals=1)
    page.wait_for_selector("body[data-your-turn=true]")
    assert page.inner_text("#play") == "出牌"
    for token in ["S2", "H2", "C2", "H3"]:
        page.locator(f"#hand [data-token={token}]:not(.selected)").first.click()
    page.click("#play")
    page.wait_for_selector("#refusal:has-text('不是完整的出法')")
    page.locator("#hand [data-token=D3]:not(.selected)").first.click()
    page.click("#play")
    page.wait_for_selector("#candidates .candidate")
    readings = page.locator("#candidates .candidate")
    assert sorted(readings.nth(i).get_attribute("data-move") for i in range(readings.count())) == [
        "ThreeWithTwo 2 S2 H2 C2 H3 D3", "ThreeWithTwo 3 S2 H2 C2 H3 D3"]
    page.click('#candidates .candidate[data-move="ThreeWithTwo 3 S2 H2 C2 H3 D3"]')
    page.wait_for_function("document.body.dataset.turn !== '0'")
    # the refusal is gone once the table moves on
    assert not page.inner_text("#refusal")
    assert page.locator("#trick .play[data-seat='2'] .card").count() == 5
    assert not table.errors
    page.close()


def test_undo_then_save_and_resume_the_table_after_a_reload(browser: Any, server_url: str) -> None:
    table = Table(browser, server_url)
    page = table.page
    table.start("guandan", seat=2, seed=2, deals=1)
    page.wait_for_selector("body[data-your-turn=true]")
    assert page.is_disabled("#undo")
    hand = page.locator("#hand [data-token]").evaluate_all("cards => cards.map((c) => c.dataset.token).sort()")
    table.play_turn()
    assert table.wait_turn_or_end()
    page.click("#undo")  # back to the first decision, the bots' moves since taken back too
    page.wait_for_selector("body[data-turn='0'][data-your-turn=true]")
    assert page.locator("#hand [data-token]").evaluate_all("cards => cards.map((c) => c.dataset.token).sort()") == hand
    table.play_turn()
    assert table.wait_turn_or_end()
    turn = page.get_attribute("body", "data-turn")
    mine = page.locator("#hand [data-token]").evaluate_all("cards => cards.map((c) => c.dataset.token).sort()")
    page.click("#save-table")
    page.wait_for_selector("#notice:not(:empty)")
    saved = next(f for f in table.frames if f["type"] == "saved")
    assert set(saved) == {"type", "id", "game", "deal", "moves"}  # the record stays on the server
    assert saved["moves"] == int(turn)
    page.reload()  # the page forgets the table; the server keeps it, the browser its id
    page.click(f"#saved-tables button[data-id='{saved['id']}']")
    page.wait_for_selector(f"body[data-turn='{turn}'][data-your-turn=true]")
    assert page.locator("#hand [data-token]").evaluate_all("cards => cards.map((c) => c.dataset.token).sort()") == mine
    assert not page.is_visible("#setup")
    assert not table.errors
    page.close()


def test_a_one_deal_match_its_summary_and_its_saved_record_in_the_viewer(
    browser: Any, server_url: str, tmp_path: Path, shots: Path
) -> None:
    table = Table(browser, server_url)
    page = table.page
    table.start("liangfutou", seat=2, seed=4, deals=1)
    while table.wait_turn_or_end():
        table.play_turn()
    report = table.report()
    assert report["match_over"] and len(report["returns"]) == 4
    assert_only_the_observation(table.frames, report["record"], seat=2)
    assert page.is_visible("#match-summary table") and not page.is_visible("#next-deal")
    page.screenshot(path=str(shots / "liangfutou-match-over.png"))
    # save the record, then load the file in the replay viewer and step to its end
    with page.expect_download() as download:
        page.click("#save-record")
    saved = tmp_path / "record.json"
    download.value.save_as(saved)
    assert json.loads(saved.read_text())["seed"] == 4
    page.click("#open-viewer")
    page.set_input_files("#replay-file", str(saved))
    page.wait_for_selector("#replay-hands .hand-row")
    count = len(report["record"]["moves"])
    assert page.inner_text("#replay-position").endswith(f"/ {count}")
    page.click("#replay-last")
    page.wait_for_function(f"document.querySelector('#replay-slider').value === '{count}'")
    assert "Result" in page.inner_text("#replay-status")
    assert not table.errors
    page.close()
