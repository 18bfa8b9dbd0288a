// The person's hand: cards sorted by rank, by suit or with the trumps apart, clicked to select.
"use strict";

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
