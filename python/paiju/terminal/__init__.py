"""The terminal table: play any registered game against the bots in a terminal (``paiju play``).

``matching`` turns typed input into legal moves, ``view`` draws the table (rich) from one
seat's observation, ``session`` runs the match and the commands, ``command`` is the CLI
subcommand. Needs the ``play`` extra (``rich``).
"""
