// The table page: the game as the server describes it (hand, history, per-seat fields, status)
// drawn around a card table, the trick in the middle, the choices and the log, and the page's
// wiring (setup.js, hand.js, results.js and replay.js draw the rest). Nothing here knows a
// game's rules: legality and results are the server's.
"use strict";
const $ = (id) => document.getElementById(id);
let socket = null;
let hello = null;
let current = null;          // the last "state" message
let selected = new Set();    // indices into the hand
let lastReport = null;       // the last "deal_over" message
let frame = null;            // the replay frame shown
let shownTurn = null;        // the turn the page last drew (a new turn clears the choices)

// Observation fields drawn elsewhere than in the status line or the seat boxes.
const STATUS_SKIP = new Set(["deal_index", "trick", "top", "top_seat", "leader"]);
const SEAT_SKIP = new Set(["cards_left", "tiles_held", "played_by", "finish_order"]);
// Up to this many legal moves are all offered as buttons too (a claim, a short follow).
const FEW_MOVES = 6;
// Numbers counted from 0 by the engine, shown from 1.
const COUNTED_FROM_ZERO = new Set(["round", "deal_index"]);
// Result facts whose value is a seat.
const SEAT_FACTS = new Set(["dealer", "winner", "discarder", "caller", "solo", "partner", "leader", "top_seat", "claim_from"]);

function send(message) { socket.send(JSON.stringify(message)); }
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
function seatName(seat, state) {
  if (state && seat === state.seat) return t("you");
  return `${t("seat")} ${seat + 1}`;
}
function botName(spec) { return t("bot_" + spec) === "bot_" + spec ? spec : t("bot_" + spec); }
function label(key) { return t(key) === key && key.includes("_") ? key.replace(/_/g, " ") : t(key); }

// Where each seat sits, seen from the person's seat at the bottom: play runs counter-clockwise,
// so the next seat sits on the right and the partner (two on) across.
const POSITIONS = { 2: ["south", "north"], 3: ["south", "east", "west"], 4: ["south", "east", "north", "west"] };
function position(seat, state) {
  const places = POSITIONS[state.players] || POSITIONS[4];
  return places[(seat - state.seat + state.players) % state.players];
}
// ------------------------------------------------------------------ the trick on the table
function latestBySeat(entries) {
  const last = new Map();
  for (const [seat, move] of entries) last.set(seat, move);
  return last;
}

// The plays in the middle of the table and the trick before them, from the history: the game
// says how many of the last entries are its trick; otherwise each seat's latest move is shown.
// In a game of tricks the last trick's winner leads the next: the first of the current trick,
// or the seat to move when no card of it is down yet.
function tricks(state) {
  const history = state.view.history;
  const players = state.players;
  const n = state.view.trick_length;
  if (n === null || n === undefined) {
    return { current: latestBySeat(history.slice(-players)), last: latestBySeat(history.slice(-2 * players, -players)), done: false, winner: null };
  }
  if (n > 0) {
    return { current: latestBySeat(history.slice(-n)), last: latestBySeat(history.slice(-n - players, -n)), done: false, winner: history[history.length - n][0] };
  }
  const last = latestBySeat(history.slice(-players));
  return { current: last, last, done: true, winner: state.current_player };
}

function playBox(seat, move, state, notation, marks) {
  const box = el("div", "play");
  box.dataset.pos = position(seat, state);
  box.dataset.seat = String(seat);
  box.appendChild(move.cards.length ? renderTokens(move.cards, notation, marks) : el("span", "pass", moveWords(move.move)));
  box.append(el("span", "who", seatName(seat, state)));
  return box;
}

function renderTrick(state) {
  const view = state.view;
  const box = $("trick");
  box.innerHTML = "";
  const { current: plays, done, winner, last } = tricks(state);
  box.classList.toggle("done", done);
  // the latest move that put cards down: the one to beat in a climbing game
  const latest = [...view.history].reverse().find(([, move]) => move.cards.length);
  for (const [seat, move] of plays) {
    const play = playBox(seat, move, state, state.notation, view.marks);
    if (done && seat === winner) play.classList.add("winner");
    if (!done && latest && latest[1] === move) play.classList.add("latest");
    box.appendChild(play);
  }
  if (done && plays.size) box.appendChild(el("span", "trick-label", t("last_trick")));
  $("show-last-trick").disabled = last.size === 0;
}

function showLastTrick() {
  if (!current) return;
  const box = $("last-trick-plays");
  box.innerHTML = "";
  const { last, winner } = tricks(current);
  for (const [seat, move] of last) {
    const row = el("div", "hand-row");
    row.dataset.seat = String(seat);
    row.append(el("strong", "", seatName(seat, current) + (seat === winner ? ` ★ ${t("won_trick")}` : "") + " "));
    row.appendChild(move.cards.length ? renderTokens(move.cards, current.notation, current.view.marks) : el("span", "", moveWords(move.move)));
    box.appendChild(row);
  }
  $("last-trick").hidden = false;
}

// A move's words without its cards, translated word by word ("PASS" -> "Pass" / "不要").
function moveWords(text) {
  const word = (part) => (known("move_" + part) ? t("move_" + part) : known(part) ? t(part) : part);
  return text.split(" ").filter((w) => !isToken(w, current ? current.notation : "cards"))
    .map((w) => w.split("+").map(word).join(" + ")).join(" ");
}

// ------------------------------------------------------------------ the table
function renderState(state) {
  const previous = current;
  current = state;
  showSetup(false);
  $("new-game").hidden = false;
  const view = state.view;
  const newTurn = state.turn !== shownTurn;
  if (!previous || previous.game !== state.game) {
    // a game with trumps starts with the trumps apart
    $("sort").value = Object.values(view.marks).some((m) => m.includes("trump")) ? "trump" : "rank";
  }
  $("sort").parentElement.hidden = state.notation !== "cards";
  if (newTurn) {
    selected.clear();
    $("refusal").textContent = "";
    $("notice").textContent = "";
    $("candidates").innerHTML = "";
  }
  shownTurn = state.turn;
  $("headline").textContent = `${t("game_" + state.game)} · ${label("preset_" + state.preset)} · ${t("deal")} ${state.deal_index + 1}`;
  renderStatus(state);
  renderSeats(state);
  renderTrick(state);
  renderHand(state);
  const buttons = renderChoices(state);
  renderLog(state);
  const banner = $("turn-banner");
  banner.className = state.your_turn ? "mine" : "";
  banner.textContent = state.match_over ? t("match_over")
    : state.awaiting_continue ? t("deal_over")
    : state.your_turn ? `${t("your_turn")} · ${t("phase_" + state.phase)}` +
      (buttons < state.moves.count ? ` · ${t("select_then_play")}` : "")
    : `${seatName(state.current_player, state)} · ${t("thinking")}…`;
  $("play").disabled = !state.your_turn;
  $("hint").disabled = !state.your_turn;
  $("undo").disabled = !state.can_undo;
  $("save-table").disabled = state.match_over;
  document.body.dataset.turn = String(state.turn);
  document.body.dataset.yourTurn = String(state.your_turn);
  document.body.dataset.matchOver = String(state.match_over);
  document.body.dataset.game = state.game;
  document.body.dataset.phase = state.phase;
}

function renderStatus(state) {
  const view = state.view;
  const status = $("status");
  status.innerHTML = "";
  const dl = el("dl");
  dl.append(el("dt", "", t("phase")), el("dd", "", t("phase_" + state.phase)));
  for (const [name, value] of Object.entries(view.status)) {
    if (STATUS_SKIP.has(name) || emptyValue(value) || (Array.isArray(value) && !value.length)) continue;
    dl.append(el("dt", "", label(name)));
    const dd = el("dd");
    dd.dataset.field = name;
    // a seat and its cards (a declaration) reads "Seat 2: cards"
    const seatAndCards = Array.isArray(value) && value.length === 2 && typeof value[0] === "number" && value[1] && value[1].cards;
    if (seatAndCards) dd.append(el("span", "", seatName(value[0], state) + " "));
    dd.appendChild(seatAndCards ? renderValue(value[1], state.notation, view.marks)
      : SEAT_FACTS.has(name) && typeof value === "number" ? el("span", "", seatName(value, state))
      : COUNTED_FROM_ZERO.has(name) && typeof value === "number" ? el("span", "", String(value + 1))
      : renderValue(value, state.notation, view.marks));
    dl.append(dd);
  }
  status.appendChild(dl);
}

function emptyValue(x) {
  return x === null || x === false || (Array.isArray(x) && x.every(emptyValue)) || (x && x.cards && !x.cards.length);
}

function renderSeats(state) {
  const view = state.view;
  for (const old of $("felt").querySelectorAll(".seat")) old.remove();
  for (let seat = 0; seat < state.players; seat++) {
    const box = el("div", "seat" + (seat === state.current_player && !state.awaiting_continue ? " active" : "") + (seat === state.seat ? " me" : ""));
    box.dataset.seat = String(seat);
    box.dataset.pos = position(seat, state);
    const head = el("h3", "", seatName(seat, state));
    const spec = state.bots[String(seat)];
    if (spec) head.append(el("small", "", botName(spec)));
    box.appendChild(head);
    if (seat !== state.seat) box.appendChild(faceDown(view.counts[seat]));
    const facts = el("dl");
    for (const [name, values] of Object.entries(view.per_seat)) {
      const v = values[seat];
      // lists of flags describe another field's entries (which discards were claimed ...)
      if (SEAT_SKIP.has(name) || emptyValue(v) || v === 0 || (Array.isArray(v) && v.every((x) => typeof x === "boolean"))) continue;
      facts.append(el("dt", "", label(name)));
      const dd = el("dd");
      dd.appendChild(renderValue(v, state.notation, view.marks));
      facts.append(dd);
    }
    if (facts.childElementCount) box.appendChild(facts);
    $("felt").appendChild(box);
  }
}

// ------------------------------------------------------------------ choices
// Moves offered as a list. A list whose moves are one word and every combination of named
// parts ("bet none", "bet a", "bet a+b", ...) is drawn as toggles with one confirm button.
function combinations(moves) {
  const words = moves.map((m) => m.move.split(" "));
  if (moves.length < 4 || words.some((w) => w.length !== 2 || w[0] !== words[0][0])) return null;
  const sets = words.map((w) => (w[1] === "none" ? [] : w[1].split("+")));
  const names = [...new Set(sets.flat())];
  // a choice of one thing each ("discard 1m", "discard 3m" ...) is not a combination
  if (!names.length || sets.every((set) => set.length === 1) || names.some((n) => isToken(n, current.notation))) return null;
  return { word: words[0][0], names, byKey: new Map(sets.map((s, k) => [s.slice().sort().join("+"), moves[k]])) };
}

// Draws the choices offered as buttons; how many legal moves they cover.
function renderChoices(state) {
  const listed = $("listed");
  listed.innerHTML = "";
  if (!state.your_turn) return 0;
  const combo = combinations(state.moves.listed);
  if (combo) {
    listed.appendChild(combinationToggles(combo));
    return state.moves.listed.length;
  }
  // moves played from the hand are chosen by selecting their cards; the others are buttons
  const inHand = (cards) => {
    const left = [...state.view.hand];
    return cards.every((c) => { const k = left.indexOf(c); if (k < 0) return false; left.splice(k, 1); return true; });
  };
  const few = state.moves.listed.length <= FEW_MOVES;
  for (const move of state.moves.listed)
    if (few || !move.cards.length || !inHand(move.cards)) listed.appendChild(moveButton(move, "move-option", false, !inHand(move.cards)));
  for (const note of state.notes) listed.append(el("span", "note", note));
  return listed.querySelectorAll(".move-option").length;
}

// One toggle per part ("bet none", "bet a", "bet a+b" ...: the parts every move holds are set
// and fixed) and a button that sends the move of the parts chosen.
function combinationToggles(combo) {
  const box = el("span", "bet-box");
  const required = combo.names.filter((n) => [...combo.byKey.keys()].every((k) => k.split("+").includes(n)));
  for (const name of combo.names) {
    const item = el("label");
    item.title = t(`${combo.word}_${name}_doc`);
    const check = el("input");
    check.type = "checkbox";
    check.dataset.part = name;
    check.checked = required.includes(name);
    check.disabled = required.includes(name);
    item.append(check, el("span", "", label(`${combo.word}_${name}`)));
    box.appendChild(item);
  }
  const confirm = el("button", "primary confirm", known("confirm_" + combo.word) ? t("confirm_" + combo.word) : t("confirm"));
  confirm.type = "button";
  confirm.addEventListener("click", () => {
    const chosen = [...box.querySelectorAll("input:checked")].map((c) => c.dataset.part).sort().join("+");
    const move = combo.byKey.get(chosen);
    if (move) send({ type: "move", move: move.move, turn: current.turn });
  });
  box.appendChild(confirm);
  return box;
}

// A move as a button: its cards, with its words when it takes no cards from the hand (a pass, a
// call of a card), is a sequence, or when ``words``; ``full`` shows the whole reading.
function moveButton(move, cls, full, words) {
  const b = el("button", cls);
  b.type = "button";
  b.dataset.move = move.move;
  if (full) b.append(el("code", "", moveWords(move.move) + " "));
  else if (words || !move.cards.length || move.sequence) b.append(el("span", "", moveWords(move.sequence ? move.sequence[0] : move.move) + " "));
  if (move.cards.length) b.appendChild(renderTokens(move.cards, current.notation, current.view.marks));
  b.addEventListener("click", () => {
    if (move.sequence) send({ type: "moves", moves: move.sequence, turn: current.turn });
    else send({ type: "move", move: move.move, turn: current.turn });
  });
  return b;
}

function playSelection() {
  if (!current || !current.your_turn) return;
  const cards = [...selected].sort((a, b) => a - b).map((i) => current.view.hand[i]);
  if (!cards.length) return;
  send({ type: "select", cards });
}

function showCandidates(message) {
  if (message.moves.length === 1) {
    const move = message.moves[0];
    if (move.sequence) send({ type: "moves", moves: move.sequence, turn: message.turn });
    else send({ type: "move", move: move.move, turn: message.turn });
    return;
  }
  const box = $("candidates");
  box.innerHTML = "";
  box.append(el("span", "", t("choose_reading") + " "));
  for (const move of message.moves) box.appendChild(moveButton(move, "candidate", true));
}

function showHint(message) {
  // Select the hinted cards in the hand (the person still presses "Play").
  if (!current || message.turn !== current.turn) return;
  selected.clear();
  const used = new Set();
  for (const token of message.move.cards) {
    const i = current.view.hand.findIndex((h, k) => h === token && !used.has(k));
    if (i >= 0) { used.add(i); selected.add(i); }
  }
  renderHand(current);
  // a hinted combination (bets) is shown on its toggles
  const parts = message.move.move.split(" ")[1];
  for (const check of $("listed").querySelectorAll("input[data-part]"))
    if (!check.disabled && parts !== undefined) check.checked = parts.split("+").includes(check.dataset.part);
  document.body.dataset.hint = message.move.move;
  const box = $("candidates");
  box.innerHTML = "";
  box.append(el("span", "hint-label", t("hint") + ": "));
  const hinted = el("span", "hinted");
  hinted.dataset.move = message.move.move;
  hinted.appendChild(message.move.cards.length ? renderTokens(message.move.cards, current.notation, current.view.marks) : el("span", "", moveWords(message.move.move)));
  box.appendChild(hinted);
}

function showRefusal(message) {
  const target = message.reason === "replay" ? $("replay-error") : $("refusal");
  // the server explains in English; other languages get the reason alone
  target.textContent = LANG === "en" ? `${t(message.reason)}: ${message.detail}` : t(message.reason);
}

// ------------------------------------------------------------------ the log
function renderLog(state) {
  const log = $("log");
  log.innerHTML = "";
  for (const [seat, move] of state.view.history) {
    const li = el("li");
    li.append(el("span", "who", seatName(seat, state) + ": "));
    li.appendChild(move.cards.length ? renderTokens(move.cards, state.notation, state.view.marks) : el("span", "", moveWords(move.move)));
    log.appendChild(li);
  }
  $("log-box").scrollTop = $("log-box").scrollHeight;
}

// ------------------------------------------------------------------ wiring
function onMessage(event) {
  const message = JSON.parse(event.data);
  switch (message.type) {
    case "hello": hello = message; fillSetup(); break;
    case "state": renderState(message); break;
    case "candidates": showCandidates(message); break;
    case "hint": showHint(message); break;
    case "refused": showRefusal(message); break;
    case "deal_over": showDealOver(message); break;
    case "frame": renderFrame(message); break;
    case "saved": rememberSaved(message); break;
    case "error":
      $("setup-error").textContent = message.message;
      if (!current) showSetup(true);
      break;
  }
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  socket = new WebSocket(`${scheme}://${location.host}/ws`);
  const status = (key, state) => {
    $("connection").dataset.i18n = key;
    $("connection").textContent = t(key);
    $("connection").dataset.state = state;
  };
  socket.onopen = () => status("connected", "open");
  socket.onclose = () => status("disconnected", "closed");
  socket.onmessage = onMessage;
}

function relabel() {
  applyLabels();
  fillSavedTables();
  fillSortModes();
  if (hello) fillSetup();
  if (current) renderState(current);
  if (lastReport && !$("deal-over").hidden) showDealOver(lastReport);
  if (frame && !$("replay").hidden) renderFrame(frame);
}

window.addEventListener("DOMContentLoaded", () => {
  applyLabels();
  fillSavedTables();
  fillSortModes();
  $("lang").addEventListener("click", () => { LANG = LANG === "en" ? "zh" : "en"; relabel(); });
  $("game").addEventListener("change", fillGame);
  $("preset").addEventListener("change", fillOptionDefaults);
  $("seat").addEventListener("change", fillBots);
  $("start").addEventListener("click", startGame);
  $("new-game").addEventListener("click", () => showSetup(true));
  $("setup-close").addEventListener("click", () => showSetup(false));
  $("play-again").addEventListener("click", () => { $("deal-over").hidden = true; showSetup(true); });
  $("play").addEventListener("click", playSelection);
  $("hint").addEventListener("click", () => send({ type: "hint" }));
  $("clear").addEventListener("click", () => { selected.clear(); if (current) renderHand(current); });
  $("sort").addEventListener("change", () => { if (current) renderHand(current); });
  $("show-last-trick").addEventListener("click", showLastTrick);
  $("last-trick-close").addEventListener("click", () => { $("last-trick").hidden = true; });
  $("show-log").addEventListener("click", () => { $("log-box").hidden = !$("log-box").hidden; });
  $("log-close").addEventListener("click", () => { $("log-box").hidden = true; });
  $("show-hands").addEventListener("click", showAllHands);
  $("replay-deal").addEventListener("click", () => send({ type: "replay", source: "deal", index: lastReport.replay }));
  $("replay-match").addEventListener("click", () => send({ type: "replay", source: "match" }));
  $("save-record").addEventListener("click", saveRecord);
  $("next-deal").addEventListener("click", () => { $("deal-over").hidden = true; send({ type: "continue" }); });
  $("open-viewer").addEventListener("click", () => { $("replay").hidden = false; });
  $("replay-close").addEventListener("click", () => { $("replay").hidden = true; });
  $("replay-first").addEventListener("click", () => step(0));
  $("replay-prev").addEventListener("click", () => step(frame ? frame.index - 1 : 0));
  $("replay-next").addEventListener("click", () => step(frame ? frame.index + 1 : 0));
  $("replay-last").addEventListener("click", () => step(frame ? frame.count - 1 : 0));
  $("replay-slider").addEventListener("change", (e) => step(Number(e.target.value)));
  $("replay-file").addEventListener("change", (e) => { if (e.target.files[0]) loadRecordFile(e.target.files[0]); });
  $("undo").addEventListener("click", () => send({ type: "undo" }));
  $("save-table").addEventListener("click", () => send({ type: "save" }));
  connect();
});
