// The replay viewer: a finished deal or a loaded record, step by step with every hand.
"use strict";

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
