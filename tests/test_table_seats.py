"""Seat names at a table with people (game.table.seats): a computer never sounds like a person."""

from game.table.seats import COMPUTER, PERSON, YOU, SeatInfo, perspective_of, sounds_alike


def test_names_that_sound_alike():
    assert sounds_alike("Ana", "Anna") and sounds_alike("anna ", "Anna") and sounds_alike("Bob", "Rob")
    assert not sounds_alike("Ana", "Bob") and not sounds_alike("Max", "Maxim") and not sounds_alike("Al", "Ali")


def test_a_computer_beside_a_person_called_ana_is_not_called_anna():
    """Ana (seat 0, you) and Ben (seat 2) with a computer in seat 1: "Anna" would sound like Ana,
    so the computer takes the first default name like nobody's there: "Bob" (seat 2's default, but
    seat 2 is Ben). With a person called Rob too, "Bob" sounds like Rob: "Carl"."""
    seats = (SeatInfo(0, YOU, "Ana"), SeatInfo(1, COMPUTER), SeatInfo(2, PERSON, "Ben"))
    assert perspective_of(seats).names == ("Ana", "Bob", "Ben")
    seats = (SeatInfo(0, YOU, "Ana"), SeatInfo(1, COMPUTER), SeatInfo(2, PERSON, "Rob"))
    assert perspective_of(seats).names == ("Ana", "Carl", "Rob")


def test_nothing_changes_when_no_name_clashes():
    seats = (SeatInfo(0, YOU, "Lena"), SeatInfo(1, COMPUTER), SeatInfo(2, PERSON, "Ben"))
    assert perspective_of(seats).names == ("Lena", None, "Ben")
    assert perspective_of((SeatInfo(0, YOU), SeatInfo(1, COMPUTER))).names == ()


def test_a_person_leaving_mid_game_renames_no_computer():
    """Ana, a computer said as "Bob" (its "Anna" sounds like Ana), and Ben, who leaves: the
    computer taking Ben's seat gets a name of its own and "Bob" stays Bob."""
    from game.table.seats import perspective_keeping_names
    before = (SeatInfo(0, YOU, "Ana"), SeatInfo(1, COMPUTER), SeatInfo(2, PERSON, "Ben"))
    said = perspective_of(before)
    assert said.names == ("Ana", "Bob", "Ben")
    after = (SeatInfo(0, YOU, "Ana"), SeatInfo(1, COMPUTER), SeatInfo(2, COMPUTER))
    assert perspective_of(after).names == ("Ana", "Carl", None)  # worked out afresh: seat 1 renamed
    kept = perspective_keeping_names(said, before, after)
    assert kept.names == ("Ana", "Bob", "Carl")
    assert kept.seat == 0
    # nothing changes: the same names
    assert perspective_keeping_names(kept, after, after).names == ("Ana", "Bob", "Carl")
    # a seat a computer took with a name nobody says keeps its own default name (None: "Bob")
    plain_before = (SeatInfo(0, YOU, "Lena"), SeatInfo(1, COMPUTER), SeatInfo(2, PERSON, "Ben"))
    plain_after = (SeatInfo(0, YOU, "Lena"), SeatInfo(1, COMPUTER), SeatInfo(2, COMPUTER))
    assert perspective_keeping_names(perspective_of(plain_before), plain_before, plain_after).names == \
        ("Lena", "Anna", None)
