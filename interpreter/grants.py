"""Abilities that change other abilities: "instead" replacements (checked before an event
happens) and abilities granted to a card for a turn (a bonus the table gives it, say); mixed into
:class:`~interpreter.engine.Game`."""

from __future__ import annotations


class GrantsMixin:
    # ------------------------------------------------------------------ replacements, grants
    def replaced(self, kind: str, ev) -> bool:
        """If an ability says something happens *instead of* this event, do that now and
        return True (the caller then does not do the event)."""
        listeners = self.listeners.get("would:" + kind)
        if not listeners:
            return False
        for card, trig in list(listeners):
            if trig.match(self, ev, card):
                ctx = self.context(card, self.acting_for(card, ev), ev)
                if trig.condition is not None and not trig.condition(ctx):
                    continue
                if self.log is not None:
                    self.log.add("instead", card=card, ability=trig.label,
                                 say=f"instead: {self.describe(card)}: {trig.label}")
                self.run_ability(trig.run, ctx)
                return True
        return False

    def grant(self, card: int, text, zone: str) -> None:
        """Give ``card`` the triggered and static abilities of a compiled text until the end
        of the turn (a bonus that applies while it is in play)."""
        for trig in text.triggers.get(zone, ()):
            self.listeners.setdefault(trig.event, []).append((card, trig))
            self.granted.append((trig.event, (card, trig)))
        from .ops import TempEffect
        for m in text.statics.get(zone, ()):
            self.add_effect(TempEffect(m.kind, m.name, m.op, m.value, m.applies, card, None,
                                       None, self.state.turn, self.state.turn, True))

    def revoke_grants(self) -> None:
        for event, entry in self.granted:
            lst = self.listeners.get(event)
            if lst and entry in lst:
                lst.remove(entry)
                if not lst:
                    del self.listeners[event]
        self.granted = []
