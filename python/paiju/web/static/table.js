// The table page: setup from the server's game list, the game as the server describes it
// (hand, history, per-seat fields, status) drawn around a card table, card selection, the
// result of each deal and the match, and the replay viewer. Nothing here knows a game's rules:
// legality and results are the server's.
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

// ------------------------------------------------------------------ setup
function gameInfo() { return hello.games.find((g) => g.name === $("game").value); }

function fillSetup() {
  const keep = $("game").value;
  $("game").innerHTML = "";
  for (const g of hello.games) $("game").appendChild(new Option(t("game_" + g.name), g.name));
  if (keep) $("game").value = keep;
  fillGame();
}

function fillGame() {
  const game = gameInfo();
  const keepSeat = $("seat").value || "0";
  const keepPreset = $("preset").value;
  $("preset").innerHTML = "";
  for (const p of game.presets) $("preset").appendChild(new Option(label("preset_" + p), p));
  if (game.presets.includes(keepPreset)) $("preset").value = keepPreset;
  $("seat").innerHTML = "";
  for (let s = 0; s < game.players; s++) $("seat").appendChild(new Option(`${t("seat")} ${s + 1}`, String(s)));
  $("seat").value = Number(keepSeat) < game.players ? keepSeat : "0";
  fillBots();
  fillOptions(game);
}

function fillOptions(game) {
  const box = $("options");
  const old = {};
  for (const input of box.querySelectorAll("[data-option]")) old[input.dataset.option] = input.value;
  box.innerHTML = "";
  for (const row of game.options) {
    const item = el("label", "option");
    item.title = row.doc;
    item.append(el("span", "", label("opt_" + row.name)));
    let input;
    if (row.type === "bool") {
      input = el("select");
      for (const v of ["true", "false"]) input.appendChild(new Option(t(v === "true" ? "yes" : "no"), v));
    } else if (row.choices && row.choices.length) {
      input = el("select");
      for (const c of row.choices) input.appendChild(new Option(label("choice_" + c), String(c)));
    } else {
      input = el("input");
      input.type = row.type === "int" ? "number" : "text";
    }
    input.dataset.option = row.name;
    input.dataset.kind = row.type;
    item.appendChild(input);
    if (LANG === "en") item.append(el("small", "", row.doc));  // the rules' wording is English: a tooltip in 中文
    box.appendChild(item);
  }
  fillOptionDefaults();
  for (const input of box.querySelectorAll("[data-option]"))
    if (old[input.dataset.option] !== undefined && game.name === fillOptions.game) input.value = old[input.dataset.option];
  fillOptions.game = game.name;
}

function fillOptionDefaults() {
  const game = gameInfo();
  const preset = $("preset").value;
  for (const input of $("options").querySelectorAll("[data-option]")) {
    const row = game.options.find((r) => r.name === input.dataset.option);
    const value = String(row.presets[preset]);
    input.value = row.type === "bool" ? value.toLowerCase() : value;
    input.dataset.preset = input.value;
  }
}

function fillBots() {
  const box = $("bots");
  const old = {};
  for (const input of box.querySelectorAll("select")) old[input.dataset.seat] = input.value;
  box.innerHTML = "";
  const game = gameInfo();
  const mine = Number($("seat").value);
  for (let s = 0; s < game.players; s++) {
    if (s === mine) continue;
    const item = el("label");
    item.append(el("span", "", `${t("seat")} ${s + 1}`));
    const input = el("select");
    for (const spec of game.bots) input.appendChild(new Option(botName(spec), spec));
    input.dataset.seat = String(s);
    input.id = `bot-${s}`;
    input.value = game.bots.includes(old[s]) ? old[s] : game.bots[0];
    item.appendChild(input);
    box.appendChild(item);
  }
}

function startGame() {
  const seat = Number($("seat").value);
  const bots = [];
  for (let s = 0; s < gameInfo().players; s++) bots.push(s === seat ? null : $(`bot-${s}`).value);
  const options = {};
  for (const input of $("options").querySelectorAll("[data-option]")) {
    if (input.value === input.dataset.preset || input.value === "") continue;
    const kind = input.dataset.kind;
    options[input.dataset.option] = kind === "bool" ? input.value === "true" : kind === "int" ? Number(input.value) : input.value;
  }
  const message = { type: "new", game: $("game").value, preset: $("preset").value, options, seat, bots,
    pace_ms: Math.max(0, Math.min(5000, Number($("pace").value) || 0)) };
  if ($("seed").value !== "") message.seed = Number($("seed").value);
  $("setup-error").textContent = "";
  $("deal-over").hidden = true;
  current = null;
  selected.clear();
  send(message);
}

function showSetup(open) {
  $("setup").hidden = !open;
  $("table").hidden = open || !current;
  $("setup-close").hidden = !current;
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
  renderChoices(state);
  renderLog(state);
  const banner = $("turn-banner");
  banner.className = state.your_turn ? "mine" : "";
  banner.textContent = state.match_over ? t("match_over")
    : state.awaiting_continue ? t("deal_over")
    : state.your_turn ? `${t("your_turn")} · ${t("phase_" + state.phase)}` +
      (state.moves.count > state.moves.listed.length ? ` · ${t("select_then_play")}` : "")
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

// ------------------------------------------------------------------ the hand
const RANKS = "23456789TJQKA";
function sortKey(token, mode, marks) {
  const m = /^([SHCD])([2-9TJQKA])$/.exec(token);
  const rank = m ? RANKS.indexOf(m[2]) : token === "SB" ? 13 : 14;
  const suit = m ? "SHCD".indexOf(m[1]) : 4;
  const mk = (marks && marks[token]) || [];
  if (mode === "suit") return [suit, rank];
  if (mode === "trump") {
    const group = !m ? 7 : mk.includes("level") || mk.includes("wild") ? 6 : mk.includes("trump") ? 5 : suit;
    return [group, rank, suit];
  }
  return [m ? (mk.includes("level") ? 13 : rank) : rank + 1, suit];
}

function handOrder(state) {
  const hand = state.view.hand;
  const indices = hand.map((_, i) => i);
  const mode = $("sort").value;
  if (state.notation !== "cards" || mode === "dealt") return { order: indices, groups: indices.map(() => 0) };
  const keys = hand.map((tok) => sortKey(tok, mode, state.view.marks));
  indices.sort((a, b) => {
    for (let k = 0; k < keys[a].length; k++) if (keys[a][k] !== keys[b][k]) return keys[a][k] - keys[b][k];
    return a - b;
  });
  return { order: indices, groups: indices.map((i) => (mode === "rank" ? 0 : keys[i][0])) };
}

function renderHand(state) {
  const view = state.view;
  selected = new Set([...selected].filter((i) => i < view.hand.length));
  const hand = $("hand");
  hand.innerHTML = "";
  const { order, groups } = handOrder(state);
  order.forEach((i, k) => {
    if (k && groups[k] !== groups[k - 1]) hand.appendChild(el("span", "gap"));
    const card = renderToken(view.hand[i], state.notation, view.marks, false);
    card.dataset.index = String(i);
    if (selected.has(i)) card.classList.add("selected");
    card.addEventListener("click", () => {
      if (selected.has(i)) selected.delete(i); else selected.add(i);
      card.classList.toggle("selected");
      $("refusal").textContent = "";
    });
    hand.appendChild(card);
  });
}

function fillSortModes() {
  const keep = $("sort").value || "rank";
  $("sort").innerHTML = "";
  for (const mode of ["rank", "suit", "trump"]) $("sort").appendChild(new Option(t("sort_" + mode), mode));
  $("sort").value = keep;
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

function renderChoices(state) {
  const listed = $("listed");
  listed.innerHTML = "";
  if (!state.your_turn) return;
  const combo = combinations(state.moves.listed);
  if (combo) {
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
    const confirm = el("button", "primary confirm", t("confirm_" + combo.word) === "confirm_" + combo.word ? t("confirm") : t("confirm_" + combo.word));
    confirm.type = "button";
    confirm.addEventListener("click", () => {
      const chosen = [...box.querySelectorAll("input:checked")].map((c) => c.dataset.part).sort().join("+");
      const move = combo.byKey.get(chosen);
      if (move) send({ type: "move", move: move.move, turn: current.turn });
    });
    box.appendChild(confirm);
    listed.appendChild(box);
  } else {
    // moves played from the hand are chosen by selecting their cards; the others are buttons
    const inHand = (cards) => { const left = [...state.view.hand]; return cards.every((c) => { const k = left.indexOf(c); if (k < 0) return false; left.splice(k, 1); return true; }); };
    const few = state.moves.listed.length <= FEW_MOVES;
    for (const move of state.moves.listed)
      if (few || !move.cards.length || !inHand(move.cards)) listed.appendChild(moveButton(move, "move-option", false, !inHand(move.cards)));
  }
  for (const note of state.notes) listed.append(el("span", "note", note));
}

// A move as a button: its cards, with its words when it takes no cards from the hand (a pass, a
// call of a card), is a sequence, or when ``words``; ``full`` shows the whole reading.
function moveButton(move, cls, full, words) {
  const b = el("button", cls);
  b.type = "button";
  b.dataset.move = move.move;
  if (full) b.append(el("code", "", move.move.split(" ").filter((w) => !isToken(w, current.notation)).join(" ") + " "));
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

// ------------------------------------------------------------------ after a deal
function resultValue(name, value, notation, marks) {
  if (SEAT_FACTS.has(name) && typeof value === "number") return el("span", "", seatName(value, current));
  if (name === "team" && typeof value === "number") return el("span", "", `${t("team")} ${"AB"[value] || value}`);
  return renderValue(value, notation, marks);
}

function renderResult(report) {
  const box = $("deal-result");
  box.innerHTML = "";
  const result = report.result;
  const marks = report.marks;
  if (!result) return;
  const table = el("table");
  const head = el("tr");
  head.append(el("th", "", t("seat")));
  for (const column of result.columns) head.append(el("th", "", label(column)));
  table.appendChild(head);
  result.rows.forEach((row, seat) => {
    const tr = el("tr", seat === current.seat ? "me" : "");
    tr.dataset.seat = String(seat);
    tr.append(el("td", "", seatName(seat, current)));
    row.forEach((value, k) => {
      const td = el("td");
      const name = result.columns[k];
      if (typeof value === "number" && ["payment", "levels_gained"].includes(name) && value) td.className = value > 0 ? "good" : "bad";
      td.appendChild(value === null ? el("span", "", "—") : resultValue(name, value, current.notation, marks));
      tr.appendChild(td);
    });
    table.appendChild(tr);
  });
  box.appendChild(table);
  const dl = el("dl", "facts");
  for (const [name, value] of result.facts) {
    if (value === null || (Array.isArray(value) && !value.length)) continue;
    dl.append(el("dt", "", label(name)));
    const dd = el("dd");
    dd.dataset.field = name;
    dd.appendChild(resultValue(name, value, current.notation, marks));
    dl.append(dd);
  }
  box.appendChild(dl);
}

function renderMatchSummary(report) {
  const box = $("match-summary");
  box.innerHTML = "";
  if (!report.match_over) return;
  box.append(el("h3", "", t("match_summary")));
  const table = el("table");
  const head = el("tr");
  head.append(el("th", "", t("deal")));
  for (let s = 0; s < current.players; s++) head.append(el("th", "", seatName(s, current)));
  table.appendChild(head);
  (report.deal_scores || []).forEach((scores, k) => {
    if (!scores) return;
    const tr = el("tr");
    tr.append(el("td", "", String(k + 1)));
    for (const v of scores) tr.append(el("td", v > 0 ? "good" : v < 0 ? "bad" : "", String(v)));
    table.appendChild(tr);
  });
  const total = el("tr", "total");
  total.append(el("th", "", t("returns")));
  for (const v of report.returns) total.append(el("th", v > 0 ? "good" : v < 0 ? "bad" : "", String(v)));
  table.appendChild(total);
  box.appendChild(table);
  const best = Math.max(...report.returns);
  const mine = report.returns[current.seat];
  box.append(el("p", mine === best ? "good" : "bad", mine === best ? t("you_won") : t("you_lost")));
}

function showDealOver(report) {
  lastReport = report;
  $("deal-over").hidden = false;
  $("deal-over-title").textContent = report.match_over ? t("match_over") : `${t("deal_over")} · ${t("deal")} ${report.deal_index + 1}`;
  renderResult(report);
  renderMatchSummary(report);
  $("all-hands").hidden = true;
  $("next-deal").hidden = report.match_over;
  $("replay-match").hidden = !report.match_over;
  $("save-record").hidden = !report.match_over;
  $("play-again").hidden = !report.match_over;
}

function showAllHands() {
  const box = $("all-hands");
  box.innerHTML = "";
  for (const [title, hands, cls] of [["hands_at_start", lastReport.hands, "start"], ["hands_at_end", lastReport.final_hands, "end"]]) {
    if (hands.every((hand) => !hand.length)) continue;
    const part = el("div", "hands-" + cls);
    part.append(el("h3", "", t(title)));
    hands.forEach((hand, seat) => {
      const row = el("div", "hand-row");
      row.dataset.seat = String(seat);
      row.append(el("strong", "", seatName(seat, current) + " "));
      row.appendChild(renderTokens(hand, current.notation, lastReport.marks));
      part.appendChild(row);
    });
    box.appendChild(part);
  }
  box.hidden = false;
}

function download(data, name) {
  const blob = new Blob([JSON.stringify(data)], { type: "application/json" });
  const a = el("a");
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
}
function saveRecord() { download(lastReport.record, `paiju-${lastReport.record.game}-${lastReport.record.seed}.json`); }
// Saved tables stay on the server; the page remembers their ids (this browser's list).
const SAVED_KEY = "paiju.saved";
function savedTables() {
  try { return JSON.parse(localStorage.getItem(SAVED_KEY)) || []; } catch (e) { return []; }
}
function rememberSaved(message) {
  const list = savedTables().filter((s) => s.id !== message.id);
  list.unshift({ id: message.id, game: message.game, deal: message.deal, moves: message.moves, at: Date.now() });
  localStorage.setItem(SAVED_KEY, JSON.stringify(list.slice(0, 10)));
  $("notice").textContent = `${t("saved")} (${t("game_" + message.game)} · ${t("deal")} ${message.deal})`;
  fillSavedTables();
}
function fillSavedTables() {
  const box = $("saved-tables");
  box.innerHTML = "";
  for (const saved of savedTables()) {
    const b = el("button", "resume", `${t("resume")}: ${t("game_" + saved.game)} · ${t("deal")} ${saved.deal} · ${t("step")} ${saved.moves} · ${new Date(saved.at).toLocaleString(LANG === "zh" ? "zh-CN" : "en-GB")}`);
    b.type = "button";
    b.dataset.id = saved.id;
    b.addEventListener("click", () => {
      current = null;
      $("deal-over").hidden = true;
      send({ type: "resume", id: saved.id, pace_ms: Math.max(0, Math.min(5000, Number($("pace").value) || 0)) });
    });
    box.appendChild(b);
  }
}

// ------------------------------------------------------------------ replay viewer
function renderFrame(f) {
  frame = f;
  $("replay").hidden = false;
  $("replay-error").textContent = "";
  $("replay-title").textContent = `— ${t("game_" + f.game)} ${f.title}`;
  $("replay-slider").max = String(f.count - 1);
  $("replay-slider").value = String(f.index);
  $("replay-position").textContent = `${t("step")} ${f.index} / ${f.count - 1}`;
  const lastBox = $("replay-last-move");
  lastBox.innerHTML = "";
  if (f.last) {
    lastBox.append(el("span", "who", `${t("seat")} ${f.last[0] + 1}: `));
    lastBox.appendChild(renderValue(f.last[1], f.notation, f.view.marks));
  }
  const status = $("replay-status");
  status.innerHTML = "";
  status.append(el("span", "", `${t("deal")} ${f.deal_index + 1} · ${t("phase")}: ${t("phase_" + f.phase)}` +
    (f.current_player !== null ? ` · ${t("to_move")}: ${t("seat")} ${f.current_player + 1}` : "") +
    (f.returns ? ` · ${t("returns")}: ${f.returns.join(" / ")}` : "")));
  const dl = el("dl");
  for (const [name, value] of Object.entries(f.view.status)) {
    dl.append(el("dt", "", label(name)));
    const dd = el("dd");
    dd.appendChild(renderValue(value, f.notation, f.view.marks));
    dl.append(dd);
  }
  status.appendChild(dl);
  const hands = $("replay-hands");
  hands.innerHTML = "";
  f.hands.forEach((hand, seat) => {
    const row = el("div", "hand-row" + (seat === f.current_player ? " active" : ""));
    row.dataset.seat = String(seat);
    row.append(el("strong", "", `${t("seat")} ${seat + 1} (${f.view.counts[seat]}) `));
    row.appendChild(renderTokens(hand, f.notation, f.view.marks));
    hands.appendChild(row);
  });
}

function step(index) {
  if (!frame) return;
  const target = Math.max(0, Math.min(frame.count - 1, index));
  if (target !== frame.index) send({ type: "frame", index: target });
}

function readJson(file, errorBox, then) {
  const reader = new FileReader();
  reader.onload = () => {
    let data;
    try { data = JSON.parse(reader.result); } catch (e) {
      errorBox.textContent = `${t("refused")}: ${e.message}`;
      return;
    }
    then(data);
  };
  reader.readAsText(file);
}
function loadRecordFile(file) { readJson(file, $("replay-error"), (record) => send({ type: "replay_load", record })); }

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
