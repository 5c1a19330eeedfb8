"""Answer text to safe HTML: Markdown rendered with raw HTML disabled, then cleaned by nh3.

Model output and course text are untrusted: nothing they contain reaches the page unescaped."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

import nh3
from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from markdown_it.token import Token

# TeX kept verbatim (delimiters included) so Markdown can't eat `\(`, `*` or `_`; KaTeX in the page
# typesets it, and a formula that fails to parse stays visible as source.
_MATH_DELIMITERS = (("$$", "$$"), ("\\[", "\\]"), ("\\(", "\\)"), ("$", "$"))
_CITE_RE = re.compile(r"\[(\d{1,2})\]")


def _math_rule(state, silent: bool) -> bool:
    src, pos = state.src, state.pos
    for left, right in _MATH_DELIMITERS:
        if not src.startswith(left, pos):
            continue
        end = src.find(right, pos + len(left))
        body = src[pos + len(left):end]
        if end == -1 or not body.strip() or (left == "$" and (body[0].isspace() or body[-1].isspace())):
            continue  # "$5 and $6" is money, not maths
        if not silent:
            state.push("math_src", "", 0).content = src[pos:end + len(right)]
        state.pos = end + len(right)
        return True
    return False


def _cite_rule(state) -> None:
    cited, anchor = state.env.get("cited") or set(), state.env.get("anchor", "")
    if not cited:
        return
    for block in state.tokens:
        if block.type != "inline" or not block.children:
            continue
        children: list[Token] = []
        for tok in block.children:
            if tok.type != "text" or not _CITE_RE.search(tok.content):
                children.append(tok)
                continue
            last = 0
            for m in _CITE_RE.finditer(tok.content):
                if int(m.group(1)) not in cited:
                    continue
                text = Token("text", "", 0)
                text.content = tok.content[last:m.start()]
                cite = Token("cite", "", 0)
                cite.meta = {"n": int(m.group(1)), "anchor": anchor}
                children += [text, cite]
                last = m.end()
            tail = Token("text", "", 0)
            tail.content = tok.content[last:]
            children.append(tail)
        block.children = children


def _render_cite(self, tokens, idx, options, env) -> str:
    n, anchor = tokens[idx].meta["n"], tokens[idx].meta["anchor"]
    return f'<a class="cite" href="#{escapeHtml(anchor)}-source-{n}">[{n}]</a>'


@functools.cache
def _md() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False}).enable("table")
    md.inline.ruler.before("escape", "math_src", _math_rule)
    md.core.ruler.push("cite", _cite_rule)
    md.add_render_rule("math_src", lambda self, tokens, idx, options, env: escapeHtml(tokens[idx].content))
    md.add_render_rule("cite", _render_cite)
    return md


def render_answer(text: str, *, cited: Iterable[int] = (), anchor: str = "") -> str:
    """Sanitised HTML for an assistant answer (links get rel="noopener noreferrer nofollow").

    With ``cited`` (citation numbers) and ``anchor`` (the message's DOM id), each ``[n]`` marker in
    the text becomes a badge linking to ``#<anchor>-source-<n>`` (property 16)."""
    html = _md().render(text or "", {"cited": set(cited), "anchor": anchor})
    return nh3.clean(html, link_rel="noopener noreferrer nofollow", allowed_classes={"a": {"cite"}})
