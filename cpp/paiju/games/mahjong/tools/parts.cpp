// Suqian mahjong's parts of paiju-cli, as data (tools/game_parts.h): the members of tools::Parts<Game>
// that signature.cpp, bench.cpp and soak.cpp define, made into the tools by tools::tools_of.
#include "paiju/games/mahjong/game.h"
#include "paiju/tools/game_parts.h"

const paiju::tools::GameTools<paiju::mahjong::Game>& paiju::mahjong::Game::tools() { return tools::tools_of<Game>(); }
