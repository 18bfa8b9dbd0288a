"""The web table: play any registered game against the engine's bots in a browser.

``paiju serve`` (or :func:`serve`) starts it on http://127.0.0.1:8000; :func:`create_app` is the
ASGI app. Needs the ``web`` extra (``pip install "paiju[web]"``: starlette, uvicorn, websockets).
The page gets only the person's observation until a deal is over (``paiju.web.views``).
"""

from __future__ import annotations

__all__ = ["create_app", "serve"]


def create_app(  # type: ignore[no-untyped-def]
    cap_seconds: float = 10.0, max_tables: int = 32, bot_threads: int = 2, save_dir: str | None = None
):
    """The ASGI app (see :func:`paiju.web.app.create_app`)."""
    from paiju.web.app import create_app as _create_app

    return _create_app(cap_seconds=cap_seconds, max_tables=max_tables, bot_threads=bot_threads, save_dir=save_dir)


def serve(
    host: str = "127.0.0.1", port: int = 8000, cap_seconds: float = 10.0, max_tables: int = 32,
    save_dir: str | None = None,
) -> None:
    """Serves the table until interrupted (uvicorn); saved tables also go to ``save_dir`` when
    given, so that they outlive the server."""
    import uvicorn

    from paiju.web.protocol import MAX_RECORD_BYTES

    app = create_app(cap_seconds=cap_seconds, max_tables=max_tables, save_dir=save_dir)
    uvicorn.run(app, host=host, port=port, ws_max_size=MAX_RECORD_BYTES + 1024, log_level="warning")
