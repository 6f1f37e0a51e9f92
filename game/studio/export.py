"""`meaning-made cards export`: 300 DPI PNGs, a print-and-play PDF, or Tabletop Simulator sheets.

Works for every game with cards: what a game prints, in what order, and how its faces and backs
look come from its provider (:mod:`game.family.card_faces`). Every card is drawn by the game's
renderer, in two worker processes where the platform can fork, since drawing and encoding ~110
print-size pictures is most of the time. The layout arithmetic (sheet slots, mirrored backs, crop
marks, TTS grids) is plain functions below, tested without drawing anything. docs/studio.md
describes the output.
"""

from __future__ import annotations

import argparse
import io
import json
import math
import multiprocessing
import os
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.family.card_faces import CardFaces, Item, faces_for
from game.family.errors import CardError
from game.family.files import write_atomic
from game.family.paths import CARDS_ROOT

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

PROG = "meaning-made cards export"

# -- paper and the print-and-play sheet ------------------------------------------------------------
MM = 72 / 25.4  # PDF points per millimetre
CARD_MM = (63.0, 88.0)
PAPERS = {"a4": (595.2756, 841.8898), "letter": (612.0, 792.0)}  # points, portrait
GRID = 3  # cards per row and per column on a sheet
PER_SHEET = GRID * GRID
MARK_GAP_MM = 1.5  # from the card grid to the start of a crop mark
MARK_LEN_MM = 5.0

# -- Tabletop Simulator ---------------------------------------------------------------------------
TTS_MAX_COLS, TTS_MAX_ROWS, TTS_MAX_PX = 10, 7, 4096
TTS_CARD = (409, 571)  # 10 × 409 = 4090 and 7 × 571 = 3997 px; 63:88 to within half a pixel
TTS_PER_SHEET = TTS_MAX_COLS * TTS_MAX_ROWS - 1  # the last slot is the hidden-card face
TTS_EMPTY = (40, 44, 56)


def game_of(cards: Any, game: str | None = None) -> str:
    """The game a card set belongs to: ``game`` if given, else a Meaning Made set's edition."""
    if game is not None:
        return game
    edition = getattr(cards, "edition", None)
    if edition is None:
        raise ValueError("say which game these cards are for (game=...)")
    return str(edition)


def cards_in_order(cards: Any, game: str | None = None) -> list[Item]:
    """Every card face in the game's print order (Meaning Made: Patterns, then Initiatives — the
    deck, then the End Initiative — then Events, in file order; Pentagram 2: file order)."""
    return faces_for(game_of(cards, game)).print_items(cards)


def backs_for(faces: CardFaces, items: list[Item]) -> list[Item]:
    """One back per print kind that ``items`` hold, in the game's kind order."""
    return [Item(k) for k in faces.print_kinds if any(i.kind == k for i in items)]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def sheet_slots(paper: str) -> list[tuple[float, float]]:
    """Lower-left corners (points) of the 9 card slots of a page, row by row from the top left.

    The grid is centred on the page, so a slot and its mirror image across the page's vertical
    centre line are both slots: that is what lets a duplex back page line up.
    """
    pw, ph = PAPERS[paper]
    cw, ch = CARD_MM[0] * MM, CARD_MM[1] * MM
    x0 = (pw - GRID * cw) / 2
    top = (ph + GRID * ch) / 2
    return [(x0 + col * cw, top - (row + 1) * ch) for row in range(GRID) for col in range(GRID)]


def back_slot(slot: int) -> int:
    """Where the back of the card in ``slot`` goes on the back page, for a long-edge flip.

    Turning a portrait page over its long (vertical) edge swaps left and right and keeps rows:
    column c comes back as column 2 - c.
    """
    row, col = divmod(slot, GRID)
    return row * GRID + (GRID - 1 - col)


def crop_marks(paper: str) -> list[tuple[float, float, float, float]]:
    """Crop-mark lines (x1, y1, x2, y2 in points): outside the card grid, one short line in line
    with every cut, at both ends of the cut."""
    pw, ph = PAPERS[paper]
    cw, ch = CARD_MM[0] * MM, CARD_MM[1] * MM
    left, right = (pw - GRID * cw) / 2, (pw + GRID * cw) / 2
    bottom, top = (ph - GRID * ch) / 2, (ph + GRID * ch) / 2
    gap = MARK_GAP_MM * MM
    length = min(MARK_LEN_MM * MM, bottom - gap, left - gap)
    lines = []
    for k in range(GRID + 1):
        x = left + k * cw
        lines.append((x, top + gap, x, top + gap + length))
        lines.append((x, bottom - gap, x, bottom - gap - length))
        y = bottom + k * ch
        lines.append((left - gap, y, left - gap - length, y))
        lines.append((right + gap, y, right + gap + length, y))
    return lines


def tts_grid(count: int) -> tuple[int, int]:
    """(columns, rows) of a TTS sheet holding ``count`` cards plus the hidden-card face in the
    last slot: at most 10 × 7."""
    if not 1 <= count <= TTS_PER_SHEET:
        raise ValueError(f"a TTS sheet holds 1 to {TTS_PER_SHEET} cards, not {count}")
    cols = min(TTS_MAX_COLS, count + 1)
    return cols, math.ceil((count + 1) / cols)


def chunks(items: list[Item], size: int) -> list[list[Item]]:
    return [items[i : i + size] for i in range(0, len(items), size)]


# -- drawing, in this process or in a worker --------------------------------------------------------
_WORKER: dict[str, Any] = {}


def _worker_start(game: str) -> None:
    from game.studio import print_faces

    _WORKER["faces"] = faces_for(game)
    _WORKER["started"] = print_faces.start_display()


def _worker_stop() -> None:
    from game.studio import print_faces

    if "started" in _WORKER:
        print_faces.stop_display(_WORKER.pop("started"))


def _draw(task: tuple[str, Item, str]) -> Any:
    """One picture, delivered the way the format needs it (runs in a worker)."""
    from game.studio import print_faces as pf

    fmt, item, target = task
    faces: CardFaces = _WORKER["faces"]
    picture = faces.print_back(item.kind) if item.is_back else faces.print_face(item)
    if fmt == "png":
        pf.save_png(picture, target)
        return target
    if fmt == "pdf":  # the trimmed card as a JPEG file, which reportlab embeds as it is
        pf.save_jpeg(pf.trim(picture), target)
        return target
    if fmt == "tts":
        size = TTS_CARD if target == "card" else pf.TRIM_SIZE
        return size, pf.rgb_bytes(pf.scaled(pf.trim(picture), size))
    raise ValueError(fmt)


def _pool_workers(requested: int, tasks: int) -> int:
    # Workers are forked (a spawned worker would re-run `python -m game`), and only from a process
    # that has not opened pygame's display itself. Elsewhere everything is drawn in this process.
    if requested <= 1 or tasks < 8 or sys.platform != "linux":
        return 1
    import pygame

    return 1 if pygame.display.get_init() else requested


def draw_all(tasks: list[tuple[str, Item, str]], game: str, workers: int,
             progress: Callable[[int], None]) -> list[Any]:
    """Run :func:`_draw` over ``tasks``, results in task order; ``progress(1)`` after each."""
    results: list[Any] = [None] * len(tasks)
    done = 0
    if _pool_workers(workers, len(tasks)) > 1:
        # An executor, not a multiprocessing.Pool: a worker that dies raises BrokenProcessPool
        # here instead of hanging, and shutting down lets workers finish rather than signalling them.
        try:
            with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("fork"),
                                     initializer=_worker_start, initargs=(game,)) as pool:
                for result in pool.map(_draw, tasks, chunksize=2):
                    results[done] = result
                    done += 1
                    progress(1)
            return results
        except BrokenProcessPool:
            print(f"{PROG}: a worker process stopped; drawing the rest in this process", file=sys.stderr)
    _worker_start(game)
    try:
        for i in range(done, len(tasks)):
            results[i] = _draw(tasks[i])
            progress(1)
    finally:
        _worker_stop()
    return results


# -- the three formats ---------------------------------------------------------------------------
@dataclass
class Report:
    files: list[Path]
    summary: str


def export_png(items: list[Item], out: Path, faces: CardFaces, workers: int,
               progress: Callable[[int], None]) -> Report:
    backs = backs_for(faces, items)
    tasks = [("png", item, str(out / f"{item.stem}.png")) for item in items + backs]
    files = [Path(p) for p in draw_all(tasks, faces.game, workers, progress)]
    return Report(files, f"{_plural(len(items), 'card')} and {_plural(len(backs), 'back')} "
                         "as 815×1110 px PNG files")


@dataclass(frozen=True)
class Page:
    """One PDF page: ``placements`` are (slot, picture) pairs; on a back page the picture is the
    back of the card type (``Item(kind)``) of the front card it backs."""

    side: str  # "front" or "back"
    sheet: int  # 1-based
    placements: tuple[tuple[int, Item], ...]


def page_plan(items: list[Item]) -> list[Page]:
    """Fronts and backs in printing order: sheet 1 fronts, sheet 1 backs, sheet 2 fronts, …

    Cards fill the slots in order, nine to a sheet; the back of the card in slot s is placed in
    ``back_slot(s)``, so after a long-edge duplex flip each back lands behind its own front.
    """
    pages = []
    for n, sheet in enumerate(chunks(items, PER_SHEET), 1):
        pages.append(Page("front", n, tuple(enumerate(sheet))))
        pages.append(Page("back", n, tuple((back_slot(s), Item(i.kind)) for s, i in enumerate(sheet))))
    return pages


def export_pdf(items: list[Item], out: Path, faces: CardFaces, paper: str, workers: int,
               progress: Callable[[int], None]) -> Report:
    from reportlab import rl_config
    from reportlab.pdfgen import canvas

    backs = backs_for(faces, items)
    path = out / f"{faces.file_stem}_{paper}.pdf"
    pages = page_plan(items)
    sheets = len(pages) // 2
    with tempfile.TemporaryDirectory(prefix="meaning-made-pdf-") as tmp:
        tasks = [("pdf", item, os.path.join(tmp, f"{item.stem}.jpg")) for item in items + backs]
        files = dict(zip((t[1] for t in tasks), draw_all(tasks, faces.game, workers, progress), strict=True))
        slots = sheet_slots(paper)
        marks = crop_marks(paper)
        cw, ch = CARD_MM[0] * MM, CARD_MM[1] * MM
        old_a85 = rl_config.useA85
        rl_config.useA85 = 0  # embed the JPEGs as binary, not as ASCII85 text (25% bigger)
        try:
            buffer = io.BytesIO()  # written atomically once whole: a full disk leaves no half PDF
            pdf = canvas.Canvas(buffer, pagesize=PAPERS[paper], pageCompression=1)
            pdf.setTitle(f"{faces.deck_title} · print and play ({paper.upper()})")
            pdf.setCreator("meaning-made cards export")
            for page in pages:
                for slot, picture in page.placements:
                    x, y = slots[slot]
                    pdf.drawImage(files[picture], x, y, cw, ch)
                what = "fronts" if page.side == "front" else "backs (print duplex, flip on long edge)"
                _page_furniture(pdf, paper, marks, f"{faces.title} · sheet {page.sheet} of {sheets} · {what}")
                pdf.showPage()
            pdf.save()
            write_atomic(path, buffer.getvalue())
        finally:
            rl_config.useA85 = old_a85
    return Report([path], f"{len(items)} cards on {len(pages)} {paper.upper()} pages "
                          f"({sheets} fronts, each followed by its mirrored backs)")


def _page_furniture(pdf: Any, paper: str, marks: list[tuple[float, float, float, float]], label: str) -> None:
    pdf.setLineWidth(0.5)
    pdf.setStrokeColorRGB(0, 0, 0)
    for x1, y1, x2, y2 in marks:
        pdf.line(x1, y1, x2, y2)
    pw, ph = PAPERS[paper]
    bottom = (ph - GRID * CARD_MM[1] * MM) / 2
    pdf.setFont("Helvetica", 6.5)
    pdf.setFillColorRGB(0.45, 0.45, 0.45)
    pdf.drawCentredString(pw / 2, max(6.0, bottom / 2 - 2), label)


def export_tts(items: list[Item], out: Path, faces: CardFaces, workers: int,
               progress: Callable[[int], None]) -> Report:
    import pygame

    from game.studio.print_faces import save_png

    backs = backs_for(faces, items)
    kinds = [b.kind for b in backs]
    tasks = [("tts", item, "card") for item in items] + [("tts", b, "back") for b in backs]
    pictures = draw_all(tasks, faces.game, workers, progress)

    def surface(result: Any) -> pygame.Surface:
        size, data = result
        return pygame.image.frombytes(data, size, "RGB")

    pictures_by_item = {id(item): surface(p) for item, p in zip(items, pictures[: len(items)], strict=True)}
    back_pics = {b.kind: surface(p) for b, p in zip(backs, pictures[len(items) :], strict=True)}
    files: list[Path] = []
    sheets = 0
    for kind in kinds:
        back_path = out / f"tts_back_{kind}.png"
        save_png(back_pics[kind], str(back_path))
        files.append(back_path)
        hidden = pygame.transform.smoothscale(back_pics[kind], TTS_CARD)
        parts = chunks([i for i in items if i.kind == kind], TTS_PER_SHEET)
        for n, part in enumerate(parts, 1):
            cols, rows = tts_grid(len(part))
            w, h = TTS_CARD
            sheet = pygame.Surface((cols * w, rows * h))
            sheet.fill(TTS_EMPTY)
            for slot, item in enumerate(part):
                sheet.blit(pictures_by_item[id(item)], ((slot % cols) * w, (slot // cols) * h))
            last = cols * rows - 1
            sheet.blit(hidden, ((last % cols) * w, (last // cols) * h))
            stem = f"tts_{kind}_{n}"
            sheet_path = out / f"{stem}.png"
            save_png(sheet, str(sheet_path))
            title = f"{faces.title} · {faces.kind_plurals[kind]}"
            if len(parts) > 1:
                title += f" ({n} of {len(parts)})"
            snippet = tts_snippet(title, sheet_path, back_path, cols, rows, part)
            json_path = out / f"{stem}.json"
            write_atomic(json_path, json.dumps(snippet, indent=1, ensure_ascii=False) + "\n")
            files += [sheet_path, json_path]
            sheets += 1
    return Report(files, f"{_plural(len(items), 'card')} on {_plural(sheets, 'Tabletop Simulator sheet')} "
                         f"(+{_plural(len(kinds), 'back')}, {_plural(sheets, 'JSON snippet')})")


def tts_snippet(title: str, sheet: Path, back: Path, cols: int, rows: int,
                part: list[Item]) -> dict[str, Any]:
    """What TTS's Custom Deck needs, and the same deck as a TTS saved object (``ObjectStates``)."""
    face_url, back_url = sheet.resolve().as_uri(), back.resolve().as_uri()
    deck = {"FaceURL": face_url, "BackURL": back_url, "NumWidth": cols, "NumHeight": rows,
            "BackIsHidden": True, "UniqueBack": False, "Type": 0}
    transform = {"posX": 0.0, "posY": 1.0, "posZ": 0.0, "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0,
                 "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0}
    card_ids = [100 + slot for slot in range(len(part))]
    return {
        "name": title,
        "face_file": sheet.name,
        "back_file": back.name,
        "FaceURL": face_url,
        "BackURL": back_url,
        "NumWidth": cols,
        "NumHeight": rows,
        "count": len(part),
        "hidden_slot": cols * rows - 1,
        "card_px": list(TTS_CARD),
        "cards": [{"slot": slot, "CardID": cid, "id": item.card.id, "name": item.card.name}
                  for slot, (cid, item) in enumerate(zip(card_ids, part, strict=True))],
        "ObjectStates": [{
            "Name": "DeckCustom",
            "Nickname": title,
            "Transform": transform,
            "DeckIDs": card_ids,
            "CustomDeck": {"1": deck},
            "ContainedObjects": [
                {"Name": "Card", "Nickname": item.card.name, "Description": item.card.id, "CardID": cid,
                 "Transform": transform, "CustomDeck": {"1": deck}}
                for cid, item in zip(card_ids, part, strict=True)
            ],
        }],
    }


# -- the command ---------------------------------------------------------------------------------
def export(cards: Any, fmt: str, out: Path, paper: str = "a4", workers: int = 2,
           progress: Callable[[int], None] | None = None, items: list[Item] | None = None,
           game: str | None = None) -> Report:
    """Write ``fmt`` output for ``cards`` (or just ``items``) of ``game`` into ``out``, which must
    exist. ``game`` may be left out for a Meaning Made card set (it knows its edition)."""
    faces = faces_for(game_of(cards, game))
    items = faces.print_items(cards) if items is None else items
    tick = progress or (lambda n: None)
    if fmt == "png":
        return export_png(items, out, faces, workers, tick)
    if fmt == "pdf":
        return export_pdf(items, out, faces, paper, workers, tick)
    if fmt == "tts":
        return export_tts(items, out, faces, workers, tick)
    raise ValueError(f"unknown format {fmt!r}")


def picture_count(cards: Any, game: str | None = None) -> int:
    """Pictures drawn for an export of ``cards``: every card and one back per print kind."""
    items = cards_in_order(cards, game)
    return len(items) + len({i.kind for i in items})


class LazyBar:
    """A tqdm bar on stderr that starts at the first tick, so its monitor thread is born after
    the worker processes are forked, not before."""

    def __init__(self, total: int, desc: str) -> None:
        self.total, self.desc = total, desc
        self.bar: Any = None

    def update(self, n: int) -> None:
        if self.bar is None:
            from tqdm import tqdm

            self.bar = tqdm(total=self.total, desc=self.desc, unit="card", file=sys.stderr, leave=False)
        self.bar.update(n)

    def close(self) -> None:
        if self.bar is not None:
            self.bar.close()


def _out_dir(text: str) -> Path:
    from game.usage import UsageError

    out = Path(text)
    if out.exists() and not out.is_dir():
        raise UsageError(f"{PROG}: --out {text}: exists and is not a folder")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UsageError(f"{PROG}: --out {text}: cannot create the folder: {exc.strerror}") from None
    if not os.access(out, os.W_OK):
        raise UsageError(f"{PROG}: --out {text}: the folder is not writable")
    return out


def _remove_new_files(out: Path, before: set[Path]) -> int:
    """Take back what a failed export wrote, so no half set of cards is mistaken for a whole."""
    removed = 0
    for path in set(out.iterdir()) - before:
        try:
            path.unlink()
            removed += 1
        except OSError:
            continue
    return removed


def run(args: argparse.Namespace) -> int:
    import pygame

    folder = Path(args.cards) if args.cards else CARDS_ROOT / args.game
    faces = faces_for(args.game)
    try:
        cards = faces.load(folder)
    except CardError as exc:
        for line in exc.errors:
            print(line, file=sys.stderr)
        return 2
    out = _out_dir(args.out)
    started = time.perf_counter()
    bar = LazyBar(picture_count(cards, args.game), f"export {args.format}")
    before = set(out.iterdir())
    try:
        report = export(cards, args.format, out, args.paper, workers=min(2, os.cpu_count() or 1),
                        progress=bar.update, game=args.game)
    except ModuleNotFoundError as exc:
        if exc.name not in ("reportlab", "PIL"):
            raise
        bar.close()
        print(f"{PROG}: --format {args.format} needs reportlab (pip install reportlab)", file=sys.stderr)
        return 2
    except pygame.error as exc:  # no display driver, a broken font or art file
        bar.close()
        print(f"{PROG}: cannot draw the cards: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        bar.close()
        removed = _remove_new_files(out, before)
        taken_back = f"; the {removed} file(s) it had written were removed" if removed else ""
        print(f"{PROG}: cannot write {exc.filename or args.out}: {exc.strerror or exc}: the export "
              f"stopped{taken_back}", file=sys.stderr)
        return 2
    bar.close()
    seconds = time.perf_counter() - started
    where = report.files[0] if len(report.files) == 1 else f"{out}{os.sep}"
    print(f"wrote {report.summary} to {where} in {seconds:.1f} s")
    return 0
