"""The learning environments (paiju.env) for every registered game and preset."""
