"""labkit.sim.engine — the simulated model, as a pipeline of small stages a learner can read.

    reading     stage 1   the conversation as user turns (calls, outputs, answers), today's date
    followup    stage 1b  the new message against the earlier turns (answers, yeses, follow-ups)
    request     stage 2   a message cut into clauses (clause: the Clause type), each given its mood
    moods       stage 2   a clause's mood: request, question, advice, what-if, how-to…
    instructed  stage 2   a question the instructions answer ("when is it due?"), said from them
    verbs       stage 2   the verbs a clause asks for: verb slots, phrasal verbs, what is negated
    tools       stage 2   each tool's verb, its weighted words, its slots
    effects     stage 2   whether a tool acts (creates, books, sends…) or only reads
    schema      stage 2   JSON Schema as the engine reads it; a package: refs ($refs followed), shapes (types,
                          null, alternatives, kind), validate (the validator), patterns (a string for a
                          `pattern`), params (a tool's parameters as `Param`s)
    terms       stage 2   a clause's intent words: what a tool must be about to serve it
    matching    stage 2   how well each tool fits a clause: its words, its verb, the values it takes
    preferences stage 2   which of two tools that fit alike a model would call; an exact word over a loose synonym
    authorize   stage 2   permission to act: why a clause may call an act tool, or not
    select      stage 2   the tool each clause needs, with fallbacks when no tool names it
    intents     stage 2   the tools a message's clauses ask for (a remark as the scene, a pronoun's antecedent)
    carry       stage 2   what a message carries over: a correction, "get me two", the last calls again
    evidence    stage 3   typed values in the text (dates, numbers, money, codes, ids, names…);
                          a package: quotes, identifiers, quantities, postal, propernames, isocodes
    dates       stage 3   dates, times and durations against the virtual clock (when, days, times, spans)
    candidates  stage 4   values from the text for one parameter's slot (dates, quantities, ids, codes, names)
    slots/fill  stage 4   arguments from evidence by slot, with where each came from; fill is a package:
                          value (one parameter, source by source), clues (whose thing, which day), text, described, records, history,
                          instructions, freetext (the sources), defaults, coerce (the schema check)
    compose     stage 4   arrays, nested objects, structured outputs; a package: arrays (an array's values),
                          items (an array's element, one object per listed item), listed (what a text lists),
                          objects (a nested object, a structured output)
    plan/chain  stage 5   fan-out, producers before consumers, asking instead of guessing
                          (plan: the Planner; intent, missing, producers, fanout; chain: which element of a
                          list a request means; sources: which tools supply a missing value)
    answer      stage 6   sentences that state what the tools returned; a package: calls (one call's outcome),
                          asking (a question for what is missing), replies (what no tool handles), asked (what
                          the words ask for), held (answers the outputs in hand already hold)
    describe    stage 6   a tool's output in words (values, records, names, lists, actions)
    earlier     stage 6   answers the earlier turns already hold ("which one is with Dr. Lind?"), no new call
    sampling    stage 7   temperature: seeded variation in order, batching, verifying, phrasing
    toolchoice            tool_choice none / a function / required, and the web search
    core        all stages for one request, with the rationale (`Decision.rationale`)
    dialogue    a whole conversation in-process against Python functions (`converse`)

It knows nothing of the lessons' domains. `labkit.sim.policy.GeneralPolicy` wraps `Engine`.
"""

from labkit.sim.engine.core import Engine
from labkit.sim.engine.dialogue import converse

__all__ = ["Engine", "converse"]
