// The setup form: a game, its rules and options, the person's seat and a bot for every other
// seat, from the server's game list; and the tables saved on the server.
"use strict";

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
