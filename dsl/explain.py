"""Showing an AST to a person: an indented tree, one node per line.

CardText
  Threshold n=2
    Becomes noun='Ally'
    Triggered
      trigger: AtTurn edge='start'
        player: Player who='you'
      effects:
        Hit
          source: This noun='Ally'
          amount: Num value=2
"""

from __future__ import annotations

from dataclasses import fields

from ..constructs.kit import Node


def _is_leaf(v) -> bool:
    if isinstance(v, tuple):
        return all(not isinstance(x, (Node, tuple)) for x in v)
    return not isinstance(v, Node)


def tree_lines(node, indent: int = 0, label: str | None = None) -> list[str]:
    pad = "  " * indent
    head = f"{label}: " if label else ""
    if isinstance(node, tuple):
        lines = [f"{pad}{head}".rstrip()] if label else []
        for item in node:
            lines += tree_lines(item, indent + (1 if label else 0))
        return lines
    if not isinstance(node, Node):
        return [f"{pad}{head}{node!r}"]
    scalars, children = [], []
    for f in fields(node):
        if f.name == "span":
            continue
        v = getattr(node, f.name)
        if v is None or v == () or v is False:
            continue
        if _is_leaf(v):
            scalars.append(f"{f.name}={v!r}")
        else:
            children.append((f.name, v))
    lines = [f"{pad}{head}{type(node).__name__}" + (" " + " ".join(scalars) if scalars else "")]
    single = len(children) == 1 and children[0][0] in ("abilities", "effects")
    for name, v in children:
        if single:
            lines += tree_lines(v, indent + 1)
        else:
            lines += tree_lines(v, indent + 1, name)
    return lines


def tree(node) -> str:
    return "\n".join(tree_lines(node))


def tree_json(node):
    """The AST as JSON values: a node is ``{"node": its type, field: value, ...}`` (the fields
    ``tree`` shows: not empty, not the source span), a tuple a list."""
    if isinstance(node, (tuple, list)):
        return [tree_json(x) for x in node]
    if isinstance(node, Node):
        out: dict = {"node": type(node).__name__}
        for f in fields(node):
            v = getattr(node, f.name)
            if f.name == "span" or v is None or v == () or v is False:
                continue
            out[f.name] = tree_json(v)
        return out
    if isinstance(node, dict):
        return {str(k): tree_json(v) for k, v in node.items()}
    if isinstance(node, (frozenset, set)):
        return sorted(tree_json(x) for x in node)
    if node is None or isinstance(node, (bool, int, float, str)):
        return node
    return str(node)
