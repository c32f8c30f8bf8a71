"""gui.reader.asks: which tiles a view asks for, in which order, and never twice."""

from __future__ import annotations

from papershelf.formats.pdf.geometry import PageFrame
from papershelf.formats.pdf.tiles import TileSpec
from papershelf.gui.reader.asks import TileAsks, Window, tile_key, tiles_between
from papershelf.gui.reader.layout import GAP, PageLayout

LETTER = PageFrame((0.0, 0.0, 612.0, 792.0))
SCALE = 2.5  # a page 1530 x 1980 pixels: 2 columns, 2 rows of tiles


def _window(layout: PageLayout, top: float, height: float = 1000) -> Window:
    """A 1,600-pixel-wide view from content height *top*."""
    return Window(0, top, 1600, top + height, SCALE, 1.0)


def test_a_page_turn_asks_for_the_new_page_not_a_hairline_of_the_one_above():
    layout = PageLayout.make([LETTER] * 3, SCALE)
    for lift in (0.0, 1.0, 2.0):  # the page above shows 0-2 pixels at the view's top
        seen = tiles_between(layout, _window(layout, layout.tops[1] - GAP - lift))
        assert {s.spec.page for s in seen} == {1}
    seen = tiles_between(layout, _window(layout, layout.tops[1] - GAP - 3))
    assert {s.spec.page for s in seen} == {0, 1}  # three pixels of it: a part worth drawing


def test_the_tiles_showing_most_are_drawn_first_and_the_near_ones_nearest_first():
    layout = PageLayout.make([LETTER] * 3, SCALE)
    top = layout.tops[1] - GAP
    shown = tiles_between(layout, _window(layout, top))
    near = tiles_between(layout, Window(0, top - 1000, 1600, top + 2000, SCALE, 1.0))
    around, on_screen = TileAsks.order(shown, near, top + 500)
    # The jobs take the newest ask first: the last of each list is drawn first.
    assert on_screen[-1] == TileSpec(1, 0, 0, 1530, 1980)  # 1024 x ~990 pixels of it show
    assert on_screen[0].column == 1  # the narrower column
    assert set(on_screen).isdisjoint(around)
    middles = {s.spec: s.middle for s in near}
    distances = [abs(middles[spec] - (top + 500)) for spec in around]
    assert distances == sorted(distances, reverse=True)  # the nearest asked last
    assert {(s.page, s.row) for s in around} == {(0, 0), (0, 1), (1, 1)}
    assert (around[0].page, around[0].row) == (0, 0)  # a screen above: the farthest


def test_a_tile_is_asked_for_once_until_it_comes_or_is_no_longer_wanted():
    asks = TileAsks()
    key = tile_key(TileSpec(4, 0, 1, 1530, 1980), SCALE)
    assert asks.ask(key) and not asks.ask(key)  # a paint before it came: not again
    asks.arrived(key)
    assert asks.ask(key)
    asks.wanted(set())  # scrolled away: the jobs dropped it undrawn
    assert asks.ask(key)
    asks.failed(4)  # the worker could not draw page 5: a later paint tries again
    assert asks.ask(key)
    assert asks.ask_text(4) and not asks.ask_text(4)
    asks.text_arrived(4)
    assert asks.ask_text(4)
