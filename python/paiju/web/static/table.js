// The table page: setup from the server's game list, the game as the server describes it
// (hand, history, per-seat fields, status), card selection, the deal-over report and the
// replay viewer. Nothing here knows a game's rules: legality is the server's.
"use strict";
const $ = (id) => document.getElementById(id);
let socket = null;
let hello = null;
let current = null;          // the last "state" message
let selected = new Set();    // indices into the hand
let lastReport = null;       // the last "deal_over" message
let frame = null;            // the replay frame shown

function send(message) { socket.send(JSON.stringify(message)); }
function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}
function seatName(seat, state) {
  if (state && seat === state.seat) return `${t("seat")} ${seat} (${t("you")})`;
  const spec = state && state.bots[String(seat)];
  return `${t("seat")} ${seat}` + (spec ? ` (${spec})` : "");
}

// ------------------------------------------------------------------ setup
function gameInfo() { return hello.games.find((g) => g.name === $("game").value); }

function fillSetup() {
  $("game").innerHTML = "";
  for (const g of hello.games) $("game").appendChild(new Option(t("game_" + g.name), g.name));
  fillGame();
}

function fillGame() {
  const game = gameInfo();
  const keepSeat = $("seat").value || "0";
  $("preset").innerHTML = "";
  for (const p of game.presets) $("preset").appendChild(new Option(p, p));
  $("seat").innerHTML = "";
  for (let s = 0; s < game.players; s++) $("seat").appendChild(new Option(String(s), String(s)));
  $("seat").value = Number(keepSeat) < game.players ? keepSeat : "0";
  $("bot-specs").innerHTML = "";
  for (const spec of game.bots) $("bot-specs").appendChild(new Option(spec, spec));
  fillBots();
  const box = $("options");
  box.innerHTML = "";
  for (const row of game.options) {
    const label = el("label", "option");
    label.title = row.doc;
    label.append(el("span", "", row.name + " "));
    let input;
    if (row.type === "bool") {
      input = el("select");
      for (const v of ["true", "false"]) input.appendChild(new Option(v, v));
    } else if (row.choices && row.choices.length) {
      input = el("select");
      for (const c of row.choices) input.appendChild(new Option(String(c), String(c)));
    } else {
      input = el("input");
      input.type = row.type === "int" ? "number" : "text";
    }
    input.dataset.option = row.name;
    input.dataset.kind = row.type;
    label.appendChild(input);
    label.append(el("small", "", " " + row.allowed));
    box.appendChild(label);
  }
  fillOptionDefaults();
}

function fillOptionDefaults() {
  const game = gameInfo();
  const preset = $("preset").value;
  for (const input of $("options").querySelectorAll("[data-option]")) {
    const row = game.options.find((r) => r.name === input.dataset.option);
    input.value = String(row.presets[preset]).toLowerCase() === "true" ? "true"
      : String(row.presets[preset]).toLowerCase() === "false" && row.type === "bool" ? "false" : String(row.presets[preset]);
    input.dataset.preset = input.value;
  }
}

function fillBots() {
  const box = $("bots");
  const old = {};
  for (const input of box.querySelectorAll("input")) old[input.dataset.seat] = input.value;
  box.innerHTML = "";
  const mine = Number($("seat").value);
  for (let s = 0; s < gameInfo().players; s++) {
    if (s === mine) continue;
    const label = el("label");
    label.append(el("span", "", `${t("seat")} ${s} ${t("bot")} `));
    const input = el("input");
    input.setAttribute("list", "bot-specs");
    input.dataset.seat = String(s);
    input.id = `bot-${s}`;
    input.value = old[s] || "heuristic";
    label.appendChild(input);
    box.appendChild(label);
  }
}

function startGame() {
  const seat = Number($("seat").value);
  const bots = [];
  for (let s = 0; s < gameInfo().players; s++) bots.push(s === seat ? null : $(`bot-${s}`).value.trim());
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
  $("options-box").open = false;
  send(message);
}

// ------------------------------------------------------------------ the table
function lastActions(history, players) {
  // Each seat's latest action among the last `players` entries: the trick on the table.
  const last = {};
  for (const [seat, move] of history.slice(-players)) last[seat] = move;
  return last;
}

function renderState(state) {
  current = state;
  $("table").hidden = false;
  const view = state.view;
  const notation = state.notation;
  // status
  const status = $("status");
  status.innerHTML = "";
  const head = el("div", "status-head");
  head.append(el("strong", "", t("game_" + state.game) + " · " + state.preset));
  head.append(el("span", "", ` · ${t("deal")} ${state.deal_index + 1} · ${t("phase")}: ${t("phase_" + state.phase)}`));
  if (state.current_player !== null && !state.match_over)
    head.append(el("span", state.your_turn ? "turn mine" : "turn", ` · ${t("to_move")}: ${seatName(state.current_player, state)}`));
  status.appendChild(head);
  const dl = el("dl");
  for (const [name, value] of Object.entries(view.status)) {
    if (name === "deal_index") continue;
    dl.append(el("dt", "", t(name)));
    const dd = el("dd");
    dd.dataset.field = name;
    dd.appendChild(renderValue(value, notation, view.marks));
    dl.append(dd);
  }
  status.appendChild(dl);
  // seats, the person's at the bottom
  const seats = $("seats");
  seats.innerHTML = "";
  const last = lastActions(view.history, state.players);
  for (let k = 1; k <= state.players; k++) {
    const seat = (state.seat + k) % state.players;
    const box = el("div", "seat panel" + (seat === state.current_player ? " active" : "") + (seat === state.seat ? " me" : ""));
    box.dataset.seat = String(seat);
    // play runs counter-clockwise: the next seat sits on the right, the previous on the left
    box.style.gridColumn = seat === state.seat ? "1 / 4" : String(state.players - k);
    box.style.gridRow = seat === state.seat ? "2" : "1";
    box.append(el("h3", "", seatName(seat, state)));
    if (seat !== state.seat) box.appendChild(faceDown(view.counts[seat]));
    const action = el("div", "action");
    if (last[seat]) action.appendChild(renderValue(last[seat], notation, view.marks));
    box.appendChild(action);
    const facts = el("dl");
    for (const [name, values] of Object.entries(view.per_seat)) {
      const v = values[seat];
      const empty = (x) => x === null || x === false || (Array.isArray(x) && x.every(empty)) || (x && x.cards && !x.cards.length);
      if (empty(v)) continue;
      facts.append(el("dt", "", t(name)));
      const dd = el("dd");
      dd.appendChild(renderValue(v, notation, view.marks));
      facts.append(dd);
    }
    box.appendChild(facts);
    seats.appendChild(box);
  }
  // hand
  selected = new Set([...selected].filter((i) => i < view.hand.length));
  if (state.turn !== renderState.turn) selected.clear();
  renderState.turn = state.turn;
  const hand = $("hand");
  hand.innerHTML = "";
  view.hand.forEach((token, i) => {
    const card = renderToken(token, notation, view.marks, false);
    card.dataset.index = String(i);
    if (selected.has(i)) card.classList.add("selected");
    card.addEventListener("click", () => {
      if (selected.has(i)) selected.delete(i); else selected.add(i);
      card.classList.toggle("selected");
      $("refusal").textContent = "";
    });
    hand.appendChild(card);
  });
  $("play").disabled = !state.your_turn;
  $("hint").disabled = !state.your_turn;
  if (state.turn !== renderState.hintTurn) $("hint-text").innerHTML = "";
  $("turn-note").textContent = state.match_over ? t("match_over")
    : state.your_turn ? `${t("your_turn")} · ${state.moves.count} ${t("legal_moves")}`
    : state.awaiting_continue ? t("deal_over") : `${t("waiting")} ${seatName(state.current_player, state)}…`;
  $("candidates").innerHTML = "";
  const listed = $("listed");
  listed.innerHTML = "";
  if (state.your_turn && state.moves.listed.length) {
    listed.append(el("span", "", t("moves_list") + " "));
    for (const move of state.moves.listed) listed.appendChild(moveButton(move, "move-option"));
  }
  for (const note of state.notes) listed.append(el("p", "note", note));
  // log
  const log = $("log");
  log.innerHTML = "";
  for (const [seat, move] of view.history) {
    const li = el("li");
    li.append(el("span", "who", seatName(seat, state) + ": "));
    li.appendChild(renderValue(move, notation, view.marks));
    log.appendChild(li);
  }
  $("log-box").scrollTop = $("log-box").scrollHeight;
  document.body.dataset.turn = String(state.turn);
  document.body.dataset.yourTurn = String(state.your_turn);
  document.body.dataset.matchOver = String(state.match_over);
}

function moveButton(move, cls) {
  const b = el("button", cls);
  b.type = "button";
  b.dataset.move = move.move;
  b.appendChild(renderValue(move, current.notation, current.view.marks));
  b.addEventListener("click", () => send({ type: "move", move: move.move, turn: current.turn }));
  return b;
}

function playSelection() {
  if (!current || !current.your_turn) return;
  const cards = [...selected].sort((a, b) => a - b).map((i) => current.view.hand[i]);
  send({ type: "select", cards });
}

function showCandidates(message) {
  if (message.moves.length === 1) {
    send({ type: "move", move: message.moves[0].move, turn: message.turn });
    return;
  }
  const box = $("candidates");
  box.innerHTML = "";
  box.append(el("span", "", t("choose_reading") + " "));
  for (const move of message.moves) box.appendChild(moveButton(move, "candidate"));
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
  renderState(current);
  const box = $("hint-text");
  box.innerHTML = "";
  box.appendChild(renderValue(message.move, current.notation, current.view.marks));
}

function showRefusal(message) {
  const target = message.reason === "replay" ? $("replay-error") : $("refusal");
  target.textContent = `${t("refused")} — ${t(message.reason)}: ${message.detail}`;
}

// ------------------------------------------------------------------ after a deal
function showDealOver(report) {
  lastReport = report;
  $("deal-over").hidden = false;
  $("deal-over-title").textContent = report.match_over ? t("match_over") : `${t("deal_over")} (${t("deal")} ${report.deal_index + 1})`;
  const result = $("deal-result");
  result.innerHTML = "";
  if (report.returns) result.append(el("p", "", `${t("returns")}: ` + report.returns.map((r, s) => `${seatName(s, current)} ${r}`).join(" · ")));
  $("all-hands").hidden = true;
  $("next-deal").hidden = report.match_over;
  $("replay-match").hidden = !report.match_over;
  $("save-record").hidden = !report.match_over;
  $("deal-over").scrollIntoView({ block: "nearest" });
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
      row.appendChild(renderTokens(hand, current.notation, current.view.marks));
      part.appendChild(row);
    });
    box.appendChild(part);
  }
  box.hidden = false;
}

function saveRecord() {
  const blob = new Blob([JSON.stringify(lastReport.record)], { type: "application/json" });
  const a = el("a");
  a.href = URL.createObjectURL(blob);
  a.download = `paiju-${lastReport.record.game}-${lastReport.record.seed}.json`;
  a.click();
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
    lastBox.append(el("span", "who", seatName(f.last[0], null) + ": "));
    lastBox.appendChild(renderValue(f.last[1], f.notation, f.view.marks));
  }
  const status = $("replay-status");
  status.innerHTML = "";
  status.append(el("span", "", `${t("deal")} ${f.deal_index + 1} · ${t("phase")}: ${t("phase_" + f.phase)}` +
    (f.current_player !== null ? ` · ${t("to_move")}: ${t("seat")} ${f.current_player}` : "") +
    (f.returns ? ` · ${t("returns")}: ${f.returns.join(" / ")}` : "")));
  const dl = el("dl");
  for (const [name, value] of Object.entries(f.view.status)) {
    dl.append(el("dt", "", t(name)));
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
    row.append(el("strong", "", `${t("seat")} ${seat} (${f.view.counts[seat]}) `));
    row.appendChild(renderTokens(hand, f.notation, f.view.marks));
    hands.appendChild(row);
  });
}

function step(index) {
  if (!frame) return;
  const target = Math.max(0, Math.min(frame.count - 1, index));
  if (target !== frame.index) send({ type: "frame", index: target });
}

function loadRecordFile(file) {
  const reader = new FileReader();
  reader.onload = () => {
    let record;
    try { record = JSON.parse(reader.result); } catch (e) {
      $("replay-error").textContent = `${t("refused")}: ${e.message}`;
      return;
    }
    send({ type: "replay_load", record });
  };
  reader.readAsText(file);
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
    case "error":
      $("setup-error").textContent = message.message;
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

window.addEventListener("DOMContentLoaded", () => {
  applyLabels();
  $("lang").addEventListener("click", () => {
    LANG = LANG === "en" ? "zh" : "en";
    applyLabels();
    if (hello) { const g = $("game").value; fillSetup(); $("game").value = g; fillGame(); }
    if (current) renderState(current);
    if (frame) renderFrame(frame);
  });
  $("game").addEventListener("change", fillGame);
  $("preset").addEventListener("change", fillOptionDefaults);
  $("seat").addEventListener("change", fillBots);
  $("start").addEventListener("click", startGame);
  $("play").addEventListener("click", playSelection);
  $("hint").addEventListener("click", () => { renderState.hintTurn = current && current.turn; send({ type: "hint" }); });
  $("clear").addEventListener("click", () => { selected.clear(); if (current) renderState(current); });
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
  connect();
});
