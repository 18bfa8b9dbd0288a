// Guandan's parts of paiju-cli, as data (tools/game_parts.h): the members of tools::Parts<Game>
// that signature.cpp, bench.cpp and soak.cpp define, made into the tools by tools::tools_of.
#include "paiju/games/guandan/game.h"
#include "paiju/tools/game_parts.h"

const paiju::tools::GameTools<paiju::guandan::Game>& paiju::guandan::Game::tools() { return tools::tools_of<Game>(); }
