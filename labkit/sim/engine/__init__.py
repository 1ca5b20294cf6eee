"""labkit.sim.engine — the simulated model, as a pipeline of small stages a learner can read.

    reading     stage 1   the conversation as user turns (calls, outputs, answers), today's date
    followup    stage 1b  the new message against the earlier turns (answers, yeses, follow-ups)
    request     stage 2   clauses and their moods: request, question, advice, what-if, how-to…
    tools       stage 2   each tool's verb, whether it acts or reads, its weighted words
    select      stage 2   the tool each clause needs, by meaning, and permission to act
    evidence    stage 3   typed values in the text (dates, numbers, money, codes, ids, names…)
    slots/fill  stage 4   arguments from evidence by slot, with where each came from
    plan/chain  stage 5   fan-out, producers before consumers, asking instead of guessing
    answer      stage 6   sentences that state what the tools returned
    sampling    stage 7   temperature: seeded variation in order, batching, verifying, phrasing
    core        all stages for one request, with the rationale (`Decision.rationale`)
    dialogue    a whole conversation in-process against Python functions (`converse`)

It knows nothing of the lessons' domains. `labkit.sim.policy.GeneralPolicy` wraps `Engine`.
"""

from labkit.sim.engine.core import Engine
from labkit.sim.engine.dialogue import converse

__all__ = ["Engine", "converse"]
