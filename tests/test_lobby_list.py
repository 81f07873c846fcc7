"""The lobby list a client keeps: the whole list in pages, then only what changed (docs/online.md)."""

from __future__ import annotations

from game.net.lobby_list import PAGE, LobbyList, change_frames, lobby_frames


def summary(table_id: int, free: list[int] | None = None) -> dict:
    return {"id": table_id, "game": "counting", "free": [1, 2] if free is None else free, "started": False}


def test_a_long_list_comes_in_pages_and_is_complete_with_the_last():
    frames = lobby_frames([summary(number) for number in range(1, 251)], online=7)
    assert PAGE == 100
    assert [frame["type"] for frame in frames] == ["lobby", "lobby_changes", "lobby_changes"]
    assert [len(frame["tables"]) for frame in frames] == [100, 100, 50]
    assert [frame["more"] for frame in frames] == [True, True, False]
    listed = LobbyList()
    assert [listed.apply(frame) for frame in frames] == [False, False, True]
    assert [table["id"] for table in listed.tables] == list(range(1, 251))
    assert (listed.online, listed.complete) == (7, True)


def test_an_empty_lobby_is_one_frame():
    assert lobby_frames([], online=1) == [{"type": "lobby", "tables": [], "online": 1, "more": False}]


def test_changes_replace_add_and_remove_tables_in_id_order():
    listed = LobbyList()
    listed.apply(lobby_frames([summary(2), summary(5)], online=3)[0])
    (change,) = change_frames([summary(5, free=[2]), summary(3)], gone=[2], online=4)
    assert change == {"type": "lobby_changes", "tables": [summary(5, free=[2]), summary(3)], "gone": [2],
                      "online": 4, "more": False}
    assert listed.apply(change) is True
    assert [(table["id"], table["free"]) for table in listed.tables] == [(3, [1, 2]), (5, [2])]
    assert listed.online == 4
    listed.apply({"type": "lobby", "tables": [summary(9)], "online": 1})  # the whole list again replaces it
    assert [table["id"] for table in listed.tables] == [9]


def test_many_changes_at_once_are_pages_that_each_stand_alone():
    frames = change_frames([summary(number) for number in range(1, 206)], gone=[300, 301], online=2)
    assert [len(frame["tables"]) for frame in frames] == [100, 100, 5]
    assert [frame["gone"] for frame in frames] == [[300, 301], [], []]
    assert {frame["more"] for frame in frames} == {False}


def test_other_frames_and_odd_entries_change_nothing():
    listed = LobbyList()
    listed.apply({"type": "lobby", "tables": [summary(1)], "online": 2})
    assert listed.apply({"type": "table", "table": summary(4)}) is False
    listed.apply({"type": "lobby_changes", "tables": ["junk", summary(2)], "gone": [], "online": "many"})
    assert [table["id"] for table in listed.tables] == [1, 2]
    assert listed.online == 2
