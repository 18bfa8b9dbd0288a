// What a game is called and where its rules and notation live: one Identity per game, written as
// data in its game.h, and the traits members that read it (Named<identity>, a base of the game's
// traits beside StateMembers). So a game's traits declare only what is its own.
#pragma once

#include <cstdint>
#include <string_view>

#include "paiju/game/options.h"

namespace paiju::game {

template <class R, class M>
struct Identity {
  using Rules = R;
  using Move = M;
  const char* name;          // the registry name: paiju._core.<name>, paiju.<name>, paiju-cli's GAME
  const char* title;         // the display name
  const char* title_zh;      // the display name in Chinese (the tables' 中文 mode)
  const char* notation;      // a move in text, in a line (the game's format_move and parse_move)
  std::uint64_t deal_salt;   // seed salts of batch simulation's deal and bot streams
  std::uint64_t bot_salt;
  const OptionTable<Rules>& (*option_table)();  // every option and preset, once
  Move (*parse_move)(std::string_view text);
};

// The traits members of game/concept.h that an Identity gives: kName, kTitle, kTitleZh,
// kNotation, kDealSalt, kBotSalt, option_table() and parse_move(text).
template <const auto& kIdentity>
struct Named {
  static constexpr const char* kName = kIdentity.name;
  static constexpr const char* kTitle = kIdentity.title;
  static constexpr const char* kTitleZh = kIdentity.title_zh;
  static constexpr const char* kNotation = kIdentity.notation;
  static constexpr std::uint64_t kDealSalt = kIdentity.deal_salt;
  static constexpr std::uint64_t kBotSalt = kIdentity.bot_salt;
  static const auto& option_table() { return kIdentity.option_table(); }
  static auto parse_move(std::string_view text) { return kIdentity.parse_move(text); }
};

}  // namespace paiju::game
