// Drawing cards and tiles from their notation only: cards "SA" "HT" "SB" (small joker) "HR"
// (big joker); tiles "5m" "3s" "9p", winds E S W N, flowers by name. Which cards are level,
// wild, trump or called comes from the server ("marks").
"use strict";
const SUITS = { S: ["♠", "spade"], H: ["♥", "heart"], C: ["♣", "club"], D: ["♦", "diamond"] };
const CARD_RE = /^([SHCD])([2-9TJQKA])$/;
const TILE_RE = /^([1-9])([msp])$/;
const TILE_SUITS = { m: ["万", "wan"], s: ["条", "tiao"], p: ["饼", "bing"] };
const NUMERALS = "一二三四五六七八九";
const HONOURS = { E: "东", S: "南", W: "西", N: "北", spring: "春", summer: "夏", autumn: "秋",
  winter: "冬", plum: "梅", orchid: "兰", bamboo: "竹", chrysanthemum: "菊" };

function isToken(value, notation) {
  if (typeof value !== "string") return false;
  if (notation === "tiles") return TILE_RE.test(value) || value in HONOURS;
  return CARD_RE.test(value) || value === "SB" || value === "HR";
}

function renderToken(token, notation, marks, small) {
  const el = document.createElement("span");
  el.dataset.token = token;
  el.className = (notation === "tiles" ? "tile" : "card") + (small ? " small" : "");
  if (notation === "tiles") {
    const m = TILE_RE.exec(token);
    if (m) {
      el.classList.add(TILE_SUITS[m[2]][1]);
      el.innerHTML = `<b>${NUMERALS[Number(m[1]) - 1]}</b><i>${TILE_SUITS[m[2]][0]}</i>`;
    } else {
      el.classList.add(token.length === 1 ? "wind" : "flower");
      el.innerHTML = `<b>${HONOURS[token] || token}</b>`;
    }
    el.title = token;
    return el;
  }
  const m = CARD_RE.exec(token);
  if (m) {
    const [symbol, name] = SUITS[m[1]];
    el.classList.add(name);
    el.innerHTML = `<b>${m[2] === "T" ? "10" : m[2]}</b><i>${symbol}</i>`;
  } else {
    el.classList.add("joker", token === "HR" ? "big" : "little");
    el.innerHTML = `<b>${token === "HR" ? "大" : "小"}</b><i>王</i>`;
  }
  el.title = token;
  const tokenMarks = (marks && marks[token]) || [];
  if (tokenMarks.length) {
    const badge = document.createElement("u");
    badge.textContent = tokenMarks.map((mark) => t("short_" + mark)).join("·");
    for (const mark of tokenMarks) {
      el.classList.add("mark-" + mark);
      el.title += " · " + t("mark_" + mark);
    }
    el.appendChild(badge);
  }
  return el;
}

function renderTokens(tokens, notation, marks, small) {
  const box = document.createElement("span");
  box.className = "tokens";
  for (const token of tokens) box.appendChild(renderToken(token, notation, marks, small !== false));
  return box;
}

function faceDown(count) {
  const box = document.createElement("span");
  box.className = "backs";
  for (let i = 0; i < Math.min(count, 30); i++) {
    const back = document.createElement("span");
    back.className = "back";
    box.appendChild(back);
  }
  const n = document.createElement("em");
  n.textContent = `× ${count}`;
  box.appendChild(n);
  return box;
}

// Any observation value: cards {cards: [...]}, a move {move, cards}, lists, text.
function renderValue(value, notation, marks) {
  const box = document.createElement("span");
  if (value === null || value === undefined) { box.textContent = "—"; return box; }
  if (typeof value === "boolean") { box.textContent = value ? t("yes") : t("no"); return box; }
  if (typeof value === "number") { box.textContent = String(value); return box; }
  if (typeof value === "string") {
    if (isToken(value, notation)) return renderToken(value, notation, marks, true);
    if (notation === "cards" && value in SUITS) {
      box.textContent = SUITS[value][0];
      box.className = "suit " + SUITS[value][1];
      return box;
    }
    box.textContent = t(value);
    return box;
  }
  if (Array.isArray(value)) {
    if (value.length && value.every((v) => isToken(v, notation))) return renderTokens(value, notation, marks);
    value.forEach((v, i) => {
      if (i) box.append(" ");
      box.appendChild(renderValue(v, notation, marks));
    });
    return box;
  }
  if ("move" in value) {
    box.className = "move";
    const text = document.createElement("code");
    text.textContent = value.move;
    box.appendChild(text);
    if (value.cards.length) box.appendChild(renderTokens(value.cards, notation, marks));
    return box;
  }
  if ("cards" in value) return value.cards.length ? renderTokens(value.cards, notation, marks) : renderValue(null);
  box.textContent = JSON.stringify(value);
  return box;
}
