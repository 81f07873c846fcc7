"""Every word the trick game says: events, status answers, prompts and refusals (rules T-28, T-29).

One place for the wording (docs/announcements.md): "You" for the listener's own seat, names for
the others (by default the computer players' names, Anna, Bob, Carl), "the dummy" for seat 2 in
the two-player game, cards in words, most important words first. Pure Python, no pygame.

Every function that names a seat takes the :class:`~game.engine.perspective.Perspective` first
(``me``): the listener's seat (``None`` for a spectator, who hears every seat by name) and the
seats' names (:mod:`game.player_names`). Narration needs only the events the listener's seat may
know (:func:`game.tricks.visibility.events_for`) and that seat's view.

The main entry point is :func:`narrate`: one batch of events (as returned by
``TricksState.apply`` or ``start_events``) to a list of :class:`Message` for the announcer.

The wording lives in modules by role: :mod:`.words` (names, cards, the message shape),
:mod:`.bidding` (the deal's start and the bids), :mod:`.play` (card play and the turn line),
:mod:`.deal_end` (a deal's scores and summary), :mod:`.results` (a game's and a match's end),
:mod:`.status` (the status keys' answers) and :mod:`.narration` (a batch of events into
messages); this package re-exports their public names.
"""

from .words import (BID_PROMPT, Message, PREMIUM_HELP, PREMIUM_LABELS, bid_of, bid_suit_words, capital,
                    card_list, card_words, cards_count, counts_text, hand_by_suit, hand_order, name,
                    name_mid, player_name, premium_help, premium_label, premium_verb, rank_in_hand,
                    seat_order, suit_after_no, the_card, trick_cards_text)
from .bidding import (advice_marked_text, bid_confirmed_text, bid_laid_aside_text, bid_prompt_text, deal_started_text,
                      dealer_text, first_leader_text, joker_counts_text, joker_holder_text, mark_text, marked_text,
                      marked_word, premium_item_text, premium_prompt, rank_group, stock_text, trumps_text, trumps_words)
from .play import (card_played_text, dummy_card_text, focus_enter_text, focus_sentence_text, focus_text,
                   follow_reason, game_over_text, holding_text, just_played_gist, led_text, need_text,
                   not_your_turn, others_on_table_text, play_status, trick_won_text, turn_head_text,
                   turn_sentence_text, winning_text, your_turn_text)
from .deal_end import (Premiums, SUMMARY_STATUS, deal_headline, deal_scored_text, dummy_ended_line,
                       dummy_premium_lines, dummy_rule_text, game_bonus_line, game_ended_by, headline_seat,
                       lapsed_text, missed_premiums, next_game_text, next_trumps_line, no_bonus_line, points_parts,
                       scores_words, seat_result, summary_lines, summary_status_text, summary_trumps_text,
                       totals_sentence)
from .results import (game_bonus_text, game_ended_text, match_ended_text, ordinal, own_result_line,
                      place_lines, results_headline, results_lines, winners_text)
from .status import (bidding_back_text, bids_text, deals_left, deals_left_text, dummy_text, ended_game_scores_text,
                     hand_text, last_trick_text, last_trick_words, match_end_text, others_bid_text, revealed_text,
                     scores_text, table_text, tricks_text)
from .narration import WAIT_DEAL_END, WAIT_DEAL_END_SAID, deal_over_gist, narrate, premium_standing_text, undertrump_text

__all__ = ["BID_PROMPT", "Message", "PREMIUM_HELP", "PREMIUM_LABELS", "bid_of", "bid_suit_words", "capital",
           "card_list", "card_words", "cards_count", "counts_text", "hand_by_suit", "hand_order", "name", "name_mid",
           "player_name", "premium_help", "premium_label", "premium_verb", "rank_in_hand", "seat_order",
           "suit_after_no", "the_card", "trick_cards_text", "advice_marked_text", "bid_confirmed_text",
           "bid_laid_aside_text", "bid_prompt_text", "deal_started_text", "dealer_text", "first_leader_text",
           "joker_counts_text", "joker_holder_text", "mark_text", "marked_text", "marked_word", "premium_item_text",
           "premium_prompt", "rank_group", "stock_text", "trumps_text", "trumps_words", "card_played_text",
           "dummy_card_text", "focus_enter_text", "focus_sentence_text", "focus_text", "follow_reason",
           "game_over_text", "holding_text", "just_played_gist", "led_text", "need_text", "not_your_turn",
           "others_on_table_text", "play_status", "trick_won_text", "turn_head_text", "turn_sentence_text",
           "winning_text", "your_turn_text", "Premiums", "SUMMARY_STATUS", "deal_headline", "deal_scored_text",
           "dummy_ended_line", "dummy_premium_lines", "dummy_rule_text", "game_bonus_line", "game_ended_by",
           "headline_seat", "lapsed_text", "missed_premiums", "next_game_text", "next_trumps_line", "no_bonus_line",
           "points_parts", "scores_words", "seat_result", "summary_lines", "summary_status_text",
           "summary_trumps_text", "totals_sentence", "game_bonus_text", "game_ended_text", "match_ended_text",
           "ordinal", "own_result_line", "place_lines", "results_headline", "results_lines", "winners_text",
           "bidding_back_text", "bids_text", "deals_left", "deals_left_text", "dummy_text", "ended_game_scores_text",
           "hand_text", "last_trick_text", "last_trick_words", "match_end_text", "others_bid_text", "revealed_text",
           "scores_text", "table_text", "tricks_text", "WAIT_DEAL_END", "WAIT_DEAL_END_SAID", "deal_over_gist",
           "narrate", "premium_standing_text", "undertrump_text"]
