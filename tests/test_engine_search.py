"""The anytime search shared by both games' hard levels (game.engine.search): choices compared on
shared samples, a clearly worse one dropped, stopping at one choice, the sample cap or the
deadline; without the clock the same samples give the same result."""

import random

from game.engine.search import Budget, Race


def run(race, values_of):
    while not race.done():
        race.add({choice: values_of(choice, race.taken) for choice in race.alive})
    return race


def test_a_clearly_worse_choice_is_dropped_and_the_search_stops():
    rng = random.Random(1)
    noise = [rng.gauss(0, 1) for _ in range(400)]
    race = run(Race(2, Budget(None, 400, min_samples=16)),
               lambda choice, i: noise[i] + (1.0 if choice == 0 else 0.0))
    assert race.alive == [0] and race.best() == 0
    assert 16 <= race.taken < 400
    assert race.ranking() == [0, 1]


def test_close_choices_use_every_sample():
    rng = random.Random(2)
    noise = [rng.gauss(0, 1) for _ in range(64)]
    # each choice is ahead on every other sample: their paired difference averages 0
    race = run(Race(2, Budget(None, 64, min_samples=8)),
               lambda choice, i: noise[i] + (0.1 if (i + choice) % 2 else -0.1))
    assert race.taken == 64 and race.alive == [0, 1]  # never clearly apart: every sample taken
    assert len(race.values[0]) == len(race.values[1]) == 64


def test_equal_choices_leave_one_without_the_clock():
    race = run(Race(3, Budget(None, 100, min_samples=4)), lambda choice, i: 0.5)
    assert race.alive == [0] and race.taken == 4  # never better on any sample: dropped


def test_the_deadline_stops_sampling():
    race = Race(2, Budget(0.0, 1000, min_samples=16))
    race.add({0: 1.0, 1: 0.0})
    assert race.done() and race.taken == 1


def test_fixed_drops_the_clock():
    budget = Budget(0.25, 160, min_samples=24)
    assert budget.fixed() == Budget(None, 160, min_samples=24)
