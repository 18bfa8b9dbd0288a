// Moves as bytes, for compact records: a writer that appends to a byte string and a reader that
// walks one, refusing (InvalidRecordError) bytes that run out or hold an impossible value. Each
// game writes its Move with these (games/<game>/move_bytes.h: write_move, read_move); a card set
// is its size and then each card's kind, a kind held twice written twice.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "paiju/core/card_set.h"
#include "paiju/core/errors.h"

namespace paiju {

class ByteWriter {
 public:
  explicit ByteWriter(std::string& out) : out_(out) {}
  void byte(int value) { out_.push_back(static_cast<char>(static_cast<std::uint8_t>(value))); }
  // Unsigned LEB128: 7 bits a byte, low first.
  void varint(std::uint64_t value) {
    for (; value >= 0x80; value >>= 7) byte(static_cast<int>(value & 0x7F) | 0x80);
    byte(static_cast<int>(value));
  }
  void cards(const CardSet& cards) {
    byte(cards.size());
    cards.for_each_card([&](int kind) { byte(kind); });
  }

 private:
  std::string& out_;
};

class ByteReader {
 public:
  // `what` opens each error's text: what the bytes are.
  explicit ByteReader(std::string_view bytes, const char* what = "packed moves", std::size_t at = 0)
      : bytes_(bytes), what_(what), at_(at) {}
  bool done() const { return at_ == bytes_.size(); }
  std::size_t position() const { return at_; }

  int byte() {
    if (done()) fail("the bytes end inside a move");
    return static_cast<std::uint8_t>(bytes_[at_++]);
  }
  // A byte that must be below `limit` (an enum's size).
  int below(int limit, const char* what) {
    const int value = byte();
    if (value >= limit) fail(std::string(what) + " " + std::to_string(value) + " is out of range");
    return value;
  }
  std::uint64_t varint() {
    std::uint64_t value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      const int b = byte();
      if (shift == 63 && b > 1) break;
      value |= static_cast<std::uint64_t>(b & 0x7F) << shift;
      if (!(b & 0x80)) return value;
    }
    fail("a number runs past 64 bits");
  }
  // The next `size` bytes (a length read just before).
  std::string_view take(std::uint64_t size) {
    if (size > bytes_.size() - at_) fail("the bytes end early (" + std::to_string(size) + " more wanted)");
    const std::string_view out = bytes_.substr(at_, static_cast<std::size_t>(size));
    at_ += static_cast<std::size_t>(size);
    return out;
  }
  CardSet cards() {
    const int count = byte();
    CardSet out;
    for (int i = 0; i < count; ++i) {
      const int kind = below(kNumKinds, "card kind");
      if (out.count(kind) == 2) fail("a third copy of a card");
      out.add(kind);
    }
    return out;
  }
  [[noreturn]] void fail(const std::string& why) const {
    throw InvalidRecordError(std::string(what_) + ", byte " + std::to_string(at_) + ": " + why);
  }

 private:
  std::string_view bytes_;
  const char* what_;
  std::size_t at_ = 0;
};

// A move that is a kind (0 = pass, written alone), a key and cards, as the climbing games'.
template <class Kind>
void write_kind_key_cards(Kind kind, std::uint8_t key, const CardSet& cards, ByteWriter& out) {
  out.byte(static_cast<int>(kind));
  if (static_cast<int>(kind) == 0) return;
  out.byte(key);
  out.cards(cards);
}

// `keys(kind)` bounds the key of a kind: a key past its game's rank slots would name no rank.
template <class Kind, class KeyLimit>
void read_kind_key_cards(ByteReader& in, int kinds, KeyLimit keys, Kind& kind, std::uint8_t& key, CardSet& cards) {
  kind = static_cast<Kind>(in.below(kinds, "move kind"));
  key = 0;
  cards = CardSet{};
  if (static_cast<int>(kind) == 0) return;
  key = static_cast<std::uint8_t>(in.below(keys(kind), "move key"));
  cards = in.cards();
}

}  // namespace paiju
