// Liangfutou's parts of paiju-cli, as data (tools/game_parts.h): the members of tools::Parts<Game>
// that signature.cpp, bench.cpp and soak.cpp define, made into the tools by tools::tools_of.
#include "paiju/games/liangfutou/game.h"
#include "paiju/tools/game_parts.h"

const paiju::tools::GameTools<paiju::liangfutou::Game>& paiju::liangfutou::Game::tools() { return tools::tools_of<Game>(); }
