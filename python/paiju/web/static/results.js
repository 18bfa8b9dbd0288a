// After a deal: its result (columns and facts from the game's deal_result), the match summary,
// every hand, and the saved record.
"use strict";

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
