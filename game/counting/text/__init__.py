"""Every word the counting game says: events, status answers, refusals (rule C-23).

One place for the wording (docs/announcements.md): "You"/"you" for the listener's own seat,
names for the others, cards in words, most important words first. Pure Python, no pygame.

Every function that names a seat takes the :class:`~game.engine.perspective.Perspective` first
(``me``): the listener's seat (``None`` for a spectator, who hears every seat by name) and the
seats' names (default: the computer players' names, :mod:`game.player_names`). Narration needs
only the events the listener's seat may know (:func:`game.counting.visibility.events_for`) and
that seat's view.

Every sentence goes through the catalogs (:mod:`game.i18n`, docs/translation.md): one message
per situation, with separate messages for "you" and a named player where the verb differs;
cards by :mod:`game.card_names` (accusative after a verb); seats' names by
:func:`player_name` (Russian "Анна", "Боб"). Constants in capitals are English message ids
(marked with ``N_``): say them with ``_()``.

The main entry point is :func:`narrate`, which turns one batch of events (as returned by
``CountingState.apply`` or ``start_events``) into messages ``(text, cue)`` for the announcer.

The wording lives in five modules by role: :mod:`.words` (names, cards, the message shape),
:mod:`.status` (answers to the status keys and the opening), :mod:`.refusals`, :mod:`.event_lines`
(one event's sentence) and :mod:`.narration` (a batch of events into messages); this package
re-exports their public names.
"""

from .words import (Message, capital, card_list, card_name, counts_text, direction_word, enter_plays_text,
                    name, name_mid, player_name, players_left_text, thresholds_words)
from .status import (TWO_PACKS, card_outcome_text, cards_text, choice_advised_text, choice_closed_text,
                    costly_card_template, costly_card_warning, focus_place_text, focus_text, hand_text, intro_text,
                    pile_text, put_out_text, resumed_online_text, round_head_text, round_text, start_text,
                    tokens_text, total_text, turn_text, value_choice_line, value_limit_text, value_option_head,
                    value_option_text, value_option_word, value_other_text, value_prompt, value_prompt_head,
                    value_status_text, value_word)
from .refusals import (ALREADY_DRAWN, AUTO_DRAW, CHOICE_CANCELLED, CHOOSING, DRAW_REMINDER, EMPTY_HAND_DRAW,
                       HAND_EMPTY, NOTHING_TO_DRAW, NO_CHOICE, OUT_OF_GAME, PLAYED_OUT, ROUND_PAUSE,
                       ROUND_PAUSE_WATCHING, ROUND_PAUSE_WATCHING_ONLINE, ROUND_PAUSE_WATCHING_ONLINE_BY,
                       SHOW_RESULTS, WATCHING_ONLINE, WATCHING_STATUS, WATCHING_STATUS_ONLINE,
                       draw_warning_cover_text, draw_warning_text, game_over_results_text, game_over_text,
                       held_text, held_turn_text, no_such_slot, not_your_turn, out_while_away_text,
                       slots_label, too_late_text, waiting_text, watching_text)
from .event_lines import (NEXT_ROUND, NEXT_ROUND_SOON, card_played_text, eliminated_text, empty_hand_text,
                          game_ended_text, just_played_text, next_round_by_text, out_text, passed_text,
                          reached_text, round_begun_text, round_ended_text, round_over_gist,
                          round_start_wait_text, round_started_text, too_late_line, your_turn_text)
from .narration import cause_before_end, finishing_order, narrate, ordinal, own_result_line, results_lines

__all__ = ["Message", "capital", "card_list", "card_name", "counts_text", "direction_word", "enter_plays_text", "name",
           "name_mid", "player_name", "players_left_text", "thresholds_words", "TWO_PACKS", "card_outcome_text",
           "cards_text", "choice_advised_text", "choice_closed_text", "costly_card_template", "costly_card_warning",
           "focus_place_text", "focus_text", "hand_text", "intro_text", "pile_text", "put_out_text",
           "resumed_online_text", "round_head_text", "round_text", "start_text", "tokens_text", "total_text",
           "turn_text", "value_choice_line", "value_limit_text", "value_option_head", "value_option_text",
           "value_option_word", "value_other_text", "value_prompt", "value_prompt_head", "value_status_text",
           "value_word", "ALREADY_DRAWN", "AUTO_DRAW", "CHOICE_CANCELLED", "CHOOSING", "DRAW_REMINDER",
           "EMPTY_HAND_DRAW", "HAND_EMPTY", "NOTHING_TO_DRAW", "NO_CHOICE", "OUT_OF_GAME", "PLAYED_OUT", "ROUND_PAUSE",
           "ROUND_PAUSE_WATCHING", "ROUND_PAUSE_WATCHING_ONLINE", "ROUND_PAUSE_WATCHING_ONLINE_BY", "SHOW_RESULTS",
           "WATCHING_ONLINE", "WATCHING_STATUS", "WATCHING_STATUS_ONLINE", "draw_warning_cover_text",
           "draw_warning_text", "game_over_results_text", "game_over_text", "held_text", "held_turn_text",
           "no_such_slot", "not_your_turn", "out_while_away_text", "slots_label", "too_late_text", "waiting_text",
           "watching_text", "NEXT_ROUND", "NEXT_ROUND_SOON", "card_played_text", "eliminated_text", "empty_hand_text",
           "game_ended_text", "just_played_text", "next_round_by_text", "out_text", "passed_text", "reached_text",
           "round_begun_text", "round_ended_text", "round_over_gist", "round_start_wait_text", "round_started_text",
           "too_late_line", "your_turn_text", "cause_before_end", "finishing_order", "narrate", "ordinal",
           "own_result_line", "results_lines"]
