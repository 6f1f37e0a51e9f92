"""ORGANISM's mutation cards (ruling O8): their phase, complexity and friendliness, read from
``cards/organism/mutations.yaml``, and which of them the engine plays.

A mutation is a setup switch only once its rule is written and tested: :data:`IMPLEMENTED`
lists those (docs/organism.md says which are still to come). RAIN is the ``rain`` switch.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game.family.card_files import CardReader, card_entries, check_folder, display
from game.family.errors import CardError
from game.family.paths import CARDS_ROOT

FOLDER = CARDS_ROOT / "organism"
FILENAME = "mutations.yaml"
FIELDS = {"id", "name", "phase", "complexity", "friendliness", "field", "effect", "summary"}
COMPLEXITY = ("simple", "moderate", "complex")
FRIENDLINESS = ("blue", "green", "yellow", "red")  # seed: negligible, friendlier, interactive, hostile
COUNT = 26

# The mutations whose rules the engine plays, in the seed's order (RAIN is its own switch).
IMPLEMENTED: tuple[str, ...] = ("skip", "drink", "expand", "reclaim", "jump", "push", "avenge", "regenerate",
                                 "commune", "echo", "combust", "accelerate", "pulse", "contract", "transmute",
                                 "persist", "synchronize", "merge", "slide", "warp", "project", "pillar",
                                 "metamorphose", "immolate", "inherit")
# IMMOLATE and INHERIT only place fields of the other field mutations' kinds (seed: "Combine with
# another field mutation"), so each needs one of these switched on too.
FIELD_MUTATIONS = ("slide", "warp", "project", "pillar", "metamorphose")
# Every card the file must hold: the mutations the engine plays, and RAIN's card (its own switch).
# A card the rules look up by id must be there, or the title, New game and every setup would
# fail on it long after `cards validate` said ok (issue 38 item 2).
KNOWN: tuple[str, ...] = (*IMPLEMENTED, "rain")


@dataclass(frozen=True, slots=True)
class Mutation:
    id: str
    name: str
    phase: str
    complexity: str
    friendliness: str
    field: bool
    effect: str
    source: str = ""
    summary: str = ""  # New game's few words beside the name (the effect is its tool tip)


def load_mutations(folder: str | Path) -> tuple[Mutation, ...]:
    folder = Path(folder)
    check_folder(folder)
    errors: list[str] = []
    seen: dict[str, str] = {}
    out: list[Mutation] = []
    for item, shown in card_entries(folder, FILENAME, "mutations", errors):
        r = CardReader(item, shown, errors, FIELDS)
        if not r.start(seen):
            continue
        name = r.text("name", 20, True)
        phase = r.text("phase", 40, True)
        complexity = r.text("complexity", 10, True)
        if complexity and complexity not in COMPLEXITY:
            r.problem("complexity", f"must be one of {', '.join(COMPLEXITY)}, got {complexity!r}")
        friendly = r.text("friendliness", 10, True)
        if friendly and friendly not in FRIENDLINESS:
            r.problem("friendliness", f"must be one of {', '.join(FRIENDLINESS)}, got {friendly!r}")
        field = r.flag("field")
        effect = r.text("effect", 100, True)
        summary = r.text("summary", 32, False)
        out.append(Mutation(r.card_id, name, phase, complexity, friendly, field, effect, r.source, summary))
    _check_known(out, folder, errors)
    if not errors and len(out) != COUNT:
        errors.append(f"{folder / FILENAME}: the seed has {COUNT} mutations, the file {len(out)}")
    if errors:
        raise CardError(errors)
    return tuple(out)


def _check_known(out: list[Mutation], folder: Path, errors: list[str]) -> None:
    """The file names no mutation the rules do not know, and (its cards otherwise fine) lacks
    none they play: one line listing what is missing, rather than one a card."""
    ids = {m.id for m in out}
    missing = [mid for mid in KNOWN if mid not in ids]
    for m in out:
        if m.id not in KNOWN:
            # a renamed card: say which name the rules look for, not all 26
            hint = f"the file has none for {', '.join(missing)}" if missing else "see docs/organism.md"
            errors.append(f"{m.source}: card '{m.id}': field 'id': not a mutation the rules know ({hint})")
    if missing and not errors:
        errors.append(f"{display(folder / FILENAME)}: the rules play mutations the file has no card "
                      f"for: {', '.join(missing)}")


_DEFAULT: tuple[Mutation, ...] | None = None
_DEFAULT_ERROR: CardError | None = None


def default_mutations() -> tuple[Mutation, ...]:
    """The shipped cards, read once. A failure is kept too: the setup screen asks for the switches
    every frame, and the file does not change while the game runs."""
    global _DEFAULT, _DEFAULT_ERROR
    if _DEFAULT_ERROR is not None:
        raise _DEFAULT_ERROR
    if _DEFAULT is None:
        try:
            _DEFAULT = load_mutations(FOLDER)
        except CardError as exc:
            _DEFAULT_ERROR = exc
            raise
    return _DEFAULT
