// Labels in English and Chinese. Keys are UI words and the observation field names the server
// sends; a field without a label is shown by its name.
"use strict";
const LABELS = {
  en: {
    connecting: "connecting…", connected: "connected", disconnected: "disconnected — reload the page",
    new_game: "New game", game: "Game", preset: "Preset", your_seat: "Your seat", seed: "Seed",
    pace: "Bot delay (ms)", rule_options: "Rule options", start: "Start", replay_viewer: "Replay viewer",
    play: "Play selection", clear: "Clear", hint: "Hint", log: "Log of the deal", show_hands: "Show all hands",
    replay_deal: "Replay this deal", replay_match: "Replay the match", save_record: "Save record",
    next_deal: "Next deal", replay: "Replay", load_record: "Load a record (JSON)", close: "Close",
    seat: "Seat", you: "you", bot: "bot", cards: "cards", your_turn: "Your turn", waiting: "Waiting for",
    choose_reading: "Several readings — choose one:", moves_list: "Moves:", legal_moves: "legal moves",
    deal_over: "Deal over", match_over: "Match over", returns: "Result", deal: "Deal", phase: "Phase",
    to_move: "To move", step: "Step", hands_at_start: "Hands at the start of the deal", hands_at_end: "Hands before the last move",
    refused: "Refused", not_your_turn: "Not your turn", not_in_hand: "Not in your hand",
    incomplete: "Not a whole move", illegal: "Illegal",
    game_guandan: "Guandan 掼蛋", game_liangfutou: "Liangfutou 两副头", game_shengji: "Shengji 升级",
    game_mahjong: "Suqian mahjong 宿迁麻将", last_action: "Last action",
    // observation fields
    cards_left: "cards left", played_by: "played", plays: "plays", top: "to beat", top_seat: "by seat",
    levels: "levels (team 0, team 1)", deal_level: "level", deal_index: "deal", finish_order: "finished",
    tribute: "tribute", shown_big_jokers: "big jokers shown", gave: "you gave", received: "you received",
    caller: "caller", called: "called card", solo: "solo", partner: "partner", scores: "score",
    level: "level", trump: "trump", declaration: "declared", dealer: "dealer", team_levels: "team levels",
    attackers_points: "attackers' points", shown: "shown", voids: "void in", no_pairs: "no pairs in",
    leader: "leader", trick: "trick", attempted_throw: "failed throw", kitty: "kitty", picked_up: "picked up",
    wait: "waiting on", drawn: "drawn", round: "round", prevailing_wind: "prevailing wind",
    wall_count: "wall", tiles_held: "tiles", melds: "melds", flowers: "flowers", discards: "discards",
    claimed: "claimed", from_drawn: "from the draw", bets: "bets", ready: "ready", ready_on_drawn: "ready on drawn",
    claim_tile: "claim tile", claim_from: "from seat", robbing: "robbing a kong",
    // phases
    phase_play: "play", phase_tribute: "tribute", phase_return: "return", phase_call: "call",
    phase_solo: "solo?", phase_declare: "declare", phase_bury: "bury", phase_bet: "bets",
    phase_turn: "turn", phase_claim: "claim", phase_match_over: "match over", phase_deal_over: "deal over",
    mark_level: "level card", mark_wild: "wild", mark_trump: "trump", mark_called: "called card",
    short_level: "level", short_wild: "wild", short_trump: "trump", short_called: "called",
    none: "none", yes: "yes", no: "no",
  },
  zh: {
    connecting: "连接中…", connected: "已连接", disconnected: "连接已断开——请刷新页面",
    new_game: "新牌局", game: "游戏", preset: "规则", your_seat: "你的座位", seed: "种子",
    pace: "电脑出牌间隔（毫秒）", rule_options: "规则选项", start: "开始", replay_viewer: "回放",
    play: "出牌", clear: "清除", hint: "提示", log: "本局记录", show_hands: "亮出所有手牌",
    replay_deal: "回放本局", replay_match: "回放整场", save_record: "保存记录",
    next_deal: "下一局", replay: "回放", load_record: "载入记录（JSON）", close: "关闭",
    seat: "座位", you: "你", bot: "电脑", cards: "张", your_turn: "轮到你", waiting: "等待",
    choose_reading: "有几种理解，请选择：", moves_list: "可选：", legal_moves: "种合法出法",
    deal_over: "本局结束", match_over: "整场结束", returns: "结果", deal: "第几局", phase: "阶段",
    to_move: "该谁", step: "步", hands_at_start: "开局手牌", hands_at_end: "最后一手之前的手牌",
    refused: "不行", not_your_turn: "还没轮到你", not_in_hand: "手里没有",
    incomplete: "不是完整的出法", illegal: "不合规则",
    game_guandan: "掼蛋 Guandan", game_liangfutou: "两副头 Liangfutou", game_shengji: "升级 Shengji",
    game_mahjong: "宿迁麻将 Suqian mahjong", last_action: "上一手",
    cards_left: "剩牌", played_by: "已出", plays: "出牌", top: "要打的牌", top_seat: "出牌座位",
    levels: "级数（甲队，乙队）", deal_level: "打几", deal_index: "局", finish_order: "出完顺序",
    tribute: "进贡", shown_big_jokers: "亮大王", gave: "你给出", received: "你收到",
    caller: "叫牌者", called: "叫的牌", solo: "单打", partner: "同伙", scores: "得分",
    level: "级牌", trump: "主牌花色", declaration: "亮主", dealer: "庄家", team_levels: "两队级数",
    attackers_points: "闲家得分", shown: "亮出", voids: "缺门", no_pairs: "无对子",
    leader: "首家", trick: "这一轮", attempted_throw: "甩牌失败", kitty: "底牌", picked_up: "拿到底牌",
    wait: "听牌", drawn: "摸到", round: "圈", prevailing_wind: "圈风",
    wall_count: "牌墙", tiles_held: "张数", melds: "副露", flowers: "花牌", discards: "弃牌",
    claimed: "被吃碰", from_drawn: "摸切", bets: "嘴子", ready: "报听", ready_on_drawn: "摸牌报听",
    claim_tile: "可抢的牌", claim_from: "出自座位", robbing: "抢杠",
    phase_play: "出牌", phase_tribute: "进贡", phase_return: "还贡", phase_call: "叫牌",
    phase_solo: "是否单打", phase_declare: "亮主", phase_bury: "扣底", phase_bet: "下嘴子",
    phase_turn: "行牌", phase_claim: "抢牌", phase_match_over: "整场结束", phase_deal_over: "本局结束",
    mark_level: "级牌", mark_wild: "配子（百搭）", mark_trump: "主牌", mark_called: "叫的牌",
    short_level: "级", short_wild: "配", short_trump: "主", short_called: "叫",
    none: "无", yes: "是", no: "否",
  },
};
let LANG = "en";
function t(key) { return (LABELS[LANG] && LABELS[LANG][key]) || LABELS.en[key] || key; }
function applyLabels() {
  document.documentElement.lang = LANG === "zh" ? "zh-CN" : "en";
  for (const el of document.querySelectorAll("[data-i18n]")) el.textContent = t(el.dataset.i18n);
  document.getElementById("lang").textContent = LANG === "zh" ? "English" : "中文";
}
