"""MkDocs hook: the docstrings name objects with Sphinx roles (:class:`Cards`, :func:`deal`), which
mkdocstrings renders as the role's text followed by the name as code. This drops the role's text
from the rendered pages, leaving the name as code."""

from __future__ import annotations

import re

ROLE = re.compile(r":(?:class|func|meth|attr|mod|data|exc|obj):(?=<code>)")


def on_page_content(html: str, page, **_) -> str:
    return ROLE.sub("", html)
