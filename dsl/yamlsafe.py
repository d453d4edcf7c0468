"""Safe YAML: ``yaml.safe_load`` semantics, plus duplicate-key rejection, size caps and
positions.

The document is composed into YAML's node graph (aliases stay references there, so composing an
alias bomb is cheap) and then converted to plain Python values while counting nodes, so a
billion-laughs document stops at the cap with a clear error instead of eating the machine.
Every value's position is recorded by its path (``(3, "team")``) for diagnostics.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import yaml
from yaml.constructor import SafeConstructor
from yaml.nodes import MappingNode, ScalarNode, SequenceNode

from .diagnostics import ERROR, CardsmithError, at

# libyaml's C loader when PyYAML has it (same safe semantics, ten times faster)
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_NODES = 200_000
MAX_DEPTH = 64

_SAFE_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
    "tag:yaml.org,2002:seq",
    "tag:yaml.org,2002:map",
}


@dataclass(frozen=True)
class Pos:
    line: int  # 1-based
    col: int  # 1-based
    end_line: int
    end_col: int
    style: str | None = None  # scalar style: None (plain), "'", '"', "|", ">"


@dataclass
class Document:
    path: str
    source: str
    data: object
    positions: dict[tuple, Pos] = field(default_factory=dict)
    key_positions: dict[tuple, Pos] = field(default_factory=dict)
    # problems that do not stop the file being read (a repeated key: its first value is kept);
    # whoever reads the file reports them with its own
    problems: list = field(default_factory=list)

    def pos(self, path: tuple, key: bool = False) -> Pos:
        """The position of the value at ``path`` (or of its key), or the nearest parent's."""
        table = self.key_positions if key else self.positions
        p = tuple(path)
        while p:
            if p in table:
                return table[p]
            if p in self.positions:
                return self.positions[p]
            p = p[:-1]
        return self.positions.get((), Pos(1, 1, 1, 2))

    def error(
        self,
        path: tuple,
        code: str,
        message: str,
        help: str | None = None,
        severity: str = ERROR,
        key: bool = False,
    ):
        p = self.pos(path, key=key)
        return at(
            self.path,
            self.source,
            p.line,
            p.col,
            p.end_line,
            p.end_col,
            severity,
            code,
            message,
            help,
        )


def _pos(node) -> Pos:
    s, e = node.start_mark, node.end_mark
    style = getattr(node, "style", None) if isinstance(node, ScalarNode) else None
    return Pos(s.line + 1, s.column + 1, e.line + 1, e.column + 1, style)


class _Converter:
    def __init__(self, doc: Document):
        self.doc = doc
        self.count = 0
        self.scalars = SafeConstructor()

    def fail(self, node, code, message, help=None):
        p = _pos(node)
        raise CardsmithError(
            at(
                self.doc.path,
                self.doc.source,
                p.line,
                p.col,
                p.end_line,
                p.end_col,
                ERROR,
                code,
                message,
                help,
            )
        )

    def convert(self, node, path: tuple, depth: int):
        self.count += 1
        if self.count > MAX_NODES:
            self.fail(
                node,
                "E-YAML-TOO-LARGE",
                f"the document expands to more than {MAX_NODES:,} values",
                "is an alias ('*name') repeated many times? write the values out",
            )
        if depth > MAX_DEPTH:
            self.fail(node, "E-YAML-TOO-DEEP", f"the document nests deeper than {MAX_DEPTH} levels")
        if node.tag not in _SAFE_TAGS:
            self.fail(
                node,
                "E-YAML-TAG",
                f"the tag '{node.tag}' is not allowed",
                "card files hold only plain values, lists and mappings",
            )
        if path not in self.doc.positions:
            self.doc.positions[path] = _pos(node)
        if isinstance(node, ScalarNode):
            try:
                return self.scalars.construct_object(node, deep=True)
            except yaml.YAMLError as exc:  # e.g. an int too odd to read
                self.fail(node, "E-YAML-SYNTAX", str(exc).splitlines()[0])
            except (ValueError, KeyError, TypeError, OverflowError):  # "0x_", "!!int abc"
                kind = node.tag.rsplit(":", 1)[-1]
                self.fail(
                    node,
                    "E-YAML-SYNTAX",
                    f"'{node.value}' is not a valid {kind}",
                    "quote it to make it text, or write the value out",
                )
        if isinstance(node, SequenceNode):
            return [self.convert(item, path + (i,), depth + 1) for i, item in enumerate(node.value)]
        if isinstance(node, MappingNode):
            out: dict = {}
            for knode, vnode in node.value:
                if knode.tag == "tag:yaml.org,2002:merge":
                    self.fail(
                        knode,
                        "E-YAML-TAG",
                        "merge keys ('<<') are not allowed",
                        "write the fields out in each card",
                    )
                key = self.convert(knode, path + ("<key>",), depth + 1)
                if isinstance(key, (list, dict)):
                    self.fail(knode, "E-YAML-SHAPE", "a mapping key must be a plain value")
                if key in out:  # (reported; the first value is kept and the file read on)
                    first = self.doc.key_positions.get(path + (key,))
                    where = f" (first at line {first.line})" if first else ""
                    p = _pos(knode)
                    self.doc.problems.append(
                        at(
                            self.doc.path,
                            self.doc.source,
                            p.line,
                            p.col,
                            p.end_line,
                            p.end_col,
                            ERROR,
                            "E-YAML-DUPLICATE-KEY",
                            f"duplicate key '{key}'{where}; the first value is used",
                            "each key may appear once in a mapping; remove or rename one",
                        )
                    )
                    continue
                self.doc.key_positions[path + (key,)] = _pos(knode)
                out[key] = self.convert(vnode, path + (key,), depth + 1)
            return out
        self.fail(node, "E-YAML-SHAPE", "unexpected YAML node")  # pragma: no cover


def load_text(source: str, path: str) -> Document:
    """Parse YAML text into a :class:`Document`, or raise :class:`CardsmithError`."""
    doc = Document(path=path, source=source, data=None)
    if len(source.encode("utf-8", "surrogatepass")) > MAX_FILE_BYTES:
        raise CardsmithError(
            at(
                path,
                None,
                1,
                1,
                1,
                1,
                ERROR,
                "E-YAML-TOO-LARGE",
                f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MiB",
            )
        )
    try:
        _check_depth(source, path)
        loader = _Loader(source)
        try:
            root = loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        line, col, msg, help = syntax_problem(exc, source)
        raise CardsmithError(
            at(path, source, line, col, line, col + 1, ERROR, "E-YAML-SYNTAX", msg, help)
        ) from None
    except yaml.YAMLError as exc:
        raise CardsmithError(
            at(path, source, 1, 1, 1, 2, ERROR, "E-YAML-SYNTAX", str(exc).splitlines()[0])
        ) from None
    except RecursionError:
        raise CardsmithError(
            at(
                path,
                source,
                1,
                1,
                1,
                2,
                ERROR,
                "E-YAML-TOO-DEEP",
                "the document nests too deeply to read",
            )
        ) from None
    if root is None:
        doc.data = None
        return doc
    doc.data = _Converter(doc).convert(root, (), 0)
    return doc


_TABS = "YAML indents with spaces, never tabs: replace the tabs at the start of this line"
_INDENT = (
    "check this line's indentation: each card starts with '- ', and its fields line up under "
    "the first one (spaces only)"
)
_COLON = (
    "quote a value that holds ': ' (text: \"Draw: a card\"); else this line is indented more "
    "than the fields beside it"
)
_KEY = (
    "a field needs ':' after its name (colour: red); a text over several lines must be quoted "
    "or written as a block (text: >)"
)
_INLINE = (
    "a value starting with '[' or '{' is a list or mapping written inline: close it, or quote "
    "the value"
)
_ESCAPE = "inside double quotes a backslash starts an escape: write '\\\\', or use single quotes"
# libyaml's problem -> (its help, whether the mark of what was being read when it happened
# says better where the mistake is: the key without ':', the quote never closed)
_SYNTAX_HELP = {
    "tab": (_TABS, False),
    "mapping values are not allowed": (_COLON, False),
    "expected '-' indicator": (_INDENT, False),
    "did not find expected key": (_INDENT, False),
    "expected <block end>": (_INDENT, False),
    "could not find expected ':'": (_KEY, True),
    "end of stream": ("a quoted value is never closed: end it with the quote it starts with", True),
    "undefined alias": ("'*' starts an alias: quote a value that starts with '*'", False),
    "expected ',' or": (_INLINE, True),
    "unknown escape character": (_ESCAPE, False),
    "cannot start any token": ("quote a value that starts with this character", False),
}


def syntax_problem(exc, source: str) -> tuple[int, int, str, str]:
    """(line, column, message, help) of a YAML syntax error: libyaml's words, with a help for
    the usual mistakes (tabs, indentation, an unquoted ': ', an unclosed quote)."""
    msg = (exc.problem or "invalid YAML").strip()
    if exc.context:
        msg = f"{msg} ({exc.context.strip()})"
    mark = exc.problem_mark or exc.context_mark
    help = (
        "check the indentation (spaces only) and quote values that hold ': ' or ' #' or start "
        "with a special character"
    )
    for words, (text, at_context) in _SYNTAX_HELP.items():
        if words in msg:
            help = text
            if at_context and exc.context_mark is not None:
                mark = exc.context_mark
            break
    line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
    lines = source.splitlines()
    text = lines[line - 1] if 1 <= line <= len(lines) else ""
    if "\t" in text[: len(text) - len(text.lstrip())]:
        help = _TABS
    return line, col, msg, help


_OPEN = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_CLOSE = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def _check_depth(source: str, path: str) -> None:
    """Refuse a document nested deeper than MAX_DEPTH before composing it: libyaml composes
    recursively in C, and a few thousand levels overflow the C stack (a crash, not an
    exception).  Its event parser is iterative, so walking the events is safe (and cheap)."""
    depth, start = 0, None
    events = yaml.parse(source, Loader=_Loader)
    while True:
        try:
            ev = next(events, None)
        except yaml.MarkedYAMLError as exc:
            # newer libyaml refuses deep nesting itself, before our bound can close its span
            if start is None and "nesting depth" not in str(exc.problem):
                raise
            mark = start or exc.problem_mark
            line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
            raise CardsmithError(
                at(
                    path,
                    source,
                    line,
                    col,
                    line,
                    col + 1,
                    ERROR,
                    "E-YAML-TOO-DEEP",
                    f"the document nests deeper than {MAX_DEPTH} levels",
                )
            ) from None
        if ev is None:
            return
        if isinstance(ev, _OPEN):
            depth += 1
            if depth == MAX_DEPTH + 2 and start is None:  # (the root is level 0)
                start = ev.start_mark
        elif isinstance(ev, _CLOSE):
            depth -= 1
            if start is not None and depth == MAX_DEPTH + 1:
                end = ev.end_mark or start
                raise CardsmithError(
                    at(
                        path,
                        source,
                        start.line + 1,
                        start.column + 1,
                        end.line + 1,
                        end.column + 1,
                        ERROR,
                        "E-YAML-TOO-DEEP",
                        f"the document nests deeper than {MAX_DEPTH} levels",
                    )
                )


def load_file(path, folder=None) -> Document:
    """Read and parse a YAML file (with ``folder``: only a regular file inside it, see
    :func:`~dsl.files.read_bytes`); unreadable files are an ``E-FILE`` diagnostic."""
    from .files import read_text

    return load_text(read_text(path, folder, MAX_FILE_BYTES, "E-YAML-TOO-LARGE"), str(path))
