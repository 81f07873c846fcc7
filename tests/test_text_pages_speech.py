"""Text pages by ear (F1 keys pages, Ctrl+F1 rules, any TextViewScene), on the fake engine of
timed_speech: a key pressed before the focused line was heard never skips it. Up or Down while
the page's title is still being said reads line 1 (it was waiting behind the title); once a line
was heard, Down goes on to the next one."""

import pygame

from game.scenes.text_view import TextViewScene

from timed_speech import app_timed_speech

TITLE = "Keys for Test. 3 lines. Up and Down read them, Escape closes."
LINES = ["1 to 5: play the card in that place of your hand.", "Left: previous card in your hand.",
         "Right: next card in your hand."]


def page(client):
    client.start()
    speech = app_timed_speech(client)
    client.push(TextViewScene(client.app, "Keys for Test", LINES))
    return speech


def test_down_during_the_title_reads_line_1_then_goes_on(client):
    speech = page(client)
    client.wait(30)  # half a second: the title (3 s) is still being said, line 1 waits
    assert speech.texts[-1] == TITLE
    client.press(pygame.K_DOWN)
    assert speech.texts[-2:] == [TITLE, LINES[0]]  # the Down's answer is line 1, not line 2
    assert client.app.top.index == 0
    client.wait(10)  # line 1 has begun: it was heard
    client.press(pygame.K_DOWN)
    assert speech.texts[-2:] == [LINES[0], LINES[1]]
    assert client.app.top.index == 1
    assert client.app.announcer.history.last(3) == [TITLE, LINES[0], LINES[1]]  # the log: line 1 once


def test_up_during_the_title_reads_line_1_and_the_next_up_says_the_top(client):
    speech = page(client)
    client.wait(30)
    client.press(pygame.K_UP)
    assert speech.texts[-1] == LINES[0]
    client.wait(10)
    client.press(pygame.K_UP)
    assert speech.texts[-1] == "Top. " + LINES[0]


def test_a_line_already_said_is_not_said_again_on_down(client):
    """Once line 1 was heard (the title and line 1 said to their end), Down reads line 2."""
    speech = page(client)
    client.wait(60 * 10)
    assert speech.whole[-2:] == [TITLE, LINES[0]]
    client.press(pygame.K_DOWN)
    assert speech.texts[-1] == LINES[1]


def test_end_during_the_title_jumps_to_the_last_line(client):
    """Home and End jump as asked: the player named the line."""
    speech = page(client)
    client.wait(30)
    client.press(pygame.K_END)
    assert speech.texts[-1] == LINES[2]


def test_held_down_during_the_title_reads_line_1_then_moves(client):
    """A held Down: its first press reads line 1, the auto-repeats move on line by line."""
    speech = page(client)
    client.wait(30)
    client.hold(pygame.K_DOWN, 3)
    assert speech.texts[-4:] == [LINES[0], LINES[1], LINES[2], "Bottom. " + LINES[2]]


def test_f1_keys_page_down_during_its_title_reads_its_first_line(client):
    """F1 over the main menu: Down pressed while "Keys for Main menu. ..." is being said
    answers with the page's first line."""
    client.start()
    speech = app_timed_speech(client)
    client.wait(60 * 5)
    client.press(pygame.K_F1)
    help_page = client.app.top
    assert speech.texts[-1] == help_page.intro()
    client.wait(20)
    client.press(pygame.K_DOWN)
    assert speech.texts[-1] == help_page.lines[0] == "Up: previous item."
    assert help_page.index == 0


def test_rules_page_down_during_its_title_reads_its_first_line(client):
    """Ctrl+F1's rules page (here opened for the counting game) behaves the same."""
    client.start()
    speech = app_timed_speech(client)
    client.wait(60 * 5)
    client.app.show_rules("counting")
    client.wait(1)
    rules = client.app.top
    assert isinstance(rules, TextViewScene) and speech.texts[-1] == rules.intro()
    client.wait(20)
    client.press(pygame.K_DOWN)
    assert speech.texts[-1] == rules.lines[0]
    client.wait(60)
    client.press(pygame.K_DOWN)
    assert speech.texts[-1] == rules.lines[1]


def test_deal_summary_down_before_its_first_line_was_heard_reads_it(client):
    """T-28: the trick game's deal summary is a text page too: Down pressed while its title is
    being said answers with its first line, which is then said (and logged) once, and the title
    is not said again; the next Down goes on."""
    from game.tricks.scenes.summary import DealSummary
    client.start()
    speech = app_timed_speech(client)
    client.wait(60 * 5)
    summary = DealSummary(client.app, 1, ["You bid 4 and made it.", "Anna took 3 of 5.", "Bob took 2 of 3."])
    client.push(summary)
    assert speech.texts[-1] == "Deal 1 summary. 3 lines. Up and Down read them, Enter goes to the next deal."
    client.wait(66)  # past its first second, when keys get the refused cue only
    client.press(pygame.K_DOWN)
    assert speech.texts[-1] == "You bid 4 and made it." and summary.index == 0
    client.wait(30)
    client.press(pygame.K_DOWN)
    assert speech.texts[-1] == "Anna took 3 of 5." and summary.index == 1
    client.wait(60 * 5)  # the first line is said once, and the title Down cut is not said again
    assert speech.texts.count("You bid 4 and made it.") == 1
    assert speech.texts.count("Deal 1 summary. 3 lines. Up and Down read them, Enter goes to the next deal.") == 1
    assert client.app.announcer.history.items().count("You bid 4 and made it.") == 1


RESUMED = "Trick game resumed. Deal 1 is over. Scores: you 3, Anna 62, Bob 94."
SUMMARY_TITLE = "Deal 1 summary. 3 lines. Up and Down read them, Enter goes to the next deal."
SUMMARY_LINES = ["Deal 1: 1 of 3 made their bid.", "You revealed 1 and took 3: missed, 3 points.",
                 "Scores: you 3, Anna 62, Bob 94."]


def test_deal_summary_down_while_the_table_still_speaks_reads_nothing_and_cuts_nothing(client):
    """T-28, T-29, found by ear (seed 5, Continue into a finished deal: Down read line 1 and the
    title came after it; 3 players, seed 12: Down read line 1 before the last trick's winner,
    which each key after it cut): the summary's title and its line 1 wait behind the table's
    words ("Trick game resumed. Deal 1 is over. ..."); Down pressed while those are said reads
    nothing and cuts nothing (the refused cue: the summary was not heard); the title, then line
    1, follow them, and the next Down reads line 2."""
    from game.tricks.scenes.summary import DealSummary
    client.start()
    speech = app_timed_speech(client)
    client.wait(60 * 5)
    client.app.announcer.say(RESUMED)  # the table's words, an event (3.5 s here)
    summary = DealSummary(client.app, 1, SUMMARY_LINES)
    client.push(summary)
    client.wait(60 * 3)
    assert speech.texts[-1] == RESUMED
    client.app.sound.played.clear()
    client.press(pygame.K_DOWN)
    assert client.app.sound.played == ["refused"] and summary.index == 0
    client.wait(60 * 12)
    assert speech.texts[-3:] == [RESUMED, SUMMARY_TITLE, SUMMARY_LINES[0]]
    assert speech.log[-3].cut_at is None
    client.press(pygame.K_DOWN)
    client.wait(60 * 5)
    assert speech.texts[-1] == SUMMARY_LINES[1] and summary.index == 1
    assert client.app.announcer.history.last(4) == [RESUMED, SUMMARY_TITLE, SUMMARY_LINES[0], SUMMARY_LINES[1]]


FOUR_TITLE = "Deal 1 summary. 3 lines. Up and Down read them, Enter goes to the next deal."
FOUR_LINES = ["Deal 1: 1 of 4 made their bid.", "You bid 3 and took 2: missed, 2 points. Total 2.",
              "Anna bid 4 and took 4: made, 14 points. Total 14."]


def test_deal_summary_down_early_in_line_1_never_says_line_1_again(client):
    """T-28, docs/announcements.md (nothing outdated is ever said), found by ear (4 players,
    classic, seed 5): the summary's title and line 1 are said as events (they wait behind the
    table's last words); Down 0.6 s into line 1, before most of it was said, reads line 2, and
    line 1, which the reader moved past, is not put back and said again after it (that sounded
    like the cursor going back to line 1); the next Down reads line 3."""
    from game.tricks.scenes.summary import DealSummary
    client.start()
    speech = app_timed_speech(client)
    client.wait(60 * 5)
    summary = DealSummary(client.app, 1, FOUR_LINES)
    client.push(summary)
    for _ in range(60 * 10):
        if speech.texts[-1:] == [FOUR_LINES[0]]:
            break
        client.frames(1)
    assert speech.texts[-2:] == [FOUR_TITLE, FOUR_LINES[0]] and speech.log[-2].cut_at is None
    client.wait(36)  # 0.6 s into line 1 (1.6 s long): not heard enough to follow
    client.press(pygame.K_DOWN)
    assert speech.texts[-1] == FOUR_LINES[1] and summary.index == 1
    client.wait(60 * 5)  # line 2 said to its end; nothing after it
    assert speech.texts[-3:] == [FOUR_TITLE, FOUR_LINES[0], FOUR_LINES[1]]
    assert speech.texts.count(FOUR_LINES[0]) == 1
    client.press(pygame.K_DOWN)
    client.wait(60 * 5)
    assert speech.texts[-3:] == [FOUR_LINES[0], FOUR_LINES[1], FOUR_LINES[2]] and summary.index == 2
    assert client.app.announcer.history.last(4) == [FOUR_TITLE] + FOUR_LINES


def test_deal_summary_status_key_early_in_line_1_has_it_said_again(client):
    """T-28: a status key only asks, it moves the reader nowhere: its answer cutting line 1
    early has line 1 said again after it, whole (the cursor is still there)."""
    from game.tricks.scenes.summary import DealSummary

    class Table:
        def summary_answer(self, name):
            return "Scores: you 2, Anna 14."

        def answer_status(self, answer, name):
            raise AssertionError("the summary is drawn: its own answer")

    client.start()
    speech = app_timed_speech(client)
    client.wait(60 * 5)
    summary = DealSummary(client.app, 1, FOUR_LINES, table=Table())
    client.push(summary)
    for _ in range(60 * 10):
        if speech.texts[-1:] == [FOUR_LINES[0]]:
            break
        client.frames(1)
    summary._read = True  # (drawn: the status answer is the summary's own)
    client.wait(36)
    client.press(pygame.K_s)
    client.wait(60 * 5)
    assert speech.texts[-3:] == [FOUR_LINES[0], "Scores: you 2, Anna 14.", FOUR_LINES[0]]
    assert speech.log[-1].cut_at is None and summary.index == 0
