"""Symptoms in people's words read as the cards word them (plantqa/symptoms.py): "losing
leaves" is what the cards call leaf drop, "flopping over" drooping, "spindly" leggy. Written
before the fix, from blind3-235 ("my calla lily keeps flopping over"), care-087 ("my burros
tail keeps losing leaves") and the brief's "my fiddle leaf fig is losing leaves", with other
plants and other wordings; the controls at the end must read as before."""

import pytest

from plantqa.engine import ask, lexicon
from plantqa.reading import read
from plantqa.symptoms import card_words, table
from plantqa.text import fold, tokenize


def _own_or_general(bundled_index, r):
    """The plant cards an answer cites: only the plant's own, beside any general card."""
    _, index = bundled_index
    return {c.card for c in r.citations if index.cards[c.card].kind == "plant"}


def _answer(bundled_index, question):
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and not r.verdicts, (question, r.refusal)
    return r, " ".join([r.answer or "", *(c.title for c in r.citations)]).lower()


@pytest.mark.parametrize(
    "question, card",
    [
        ("my fiddle leaf fig is losing leaves", "fiddle-leaf-fig"),
        ("why is my weeping fig losing so many leaves", "weeping-fig"),
        ("leaves keep falling off my jade plant", "jade-plant"),
        ("my christmas cactus is shedding buds", "christmas-cactus"),
        ("my burros tail keeps losing leaves", "burros-tail"),
        ("the leaves are falling off my money tree", "money-tree"),
        ("my croton is shedding its leaves", "croton"),
    ],
)
def test_losing_shedding_or_falling_off_is_what_the_cards_call_drop(bundled_index, question, card):
    r, said = _answer(bundled_index, question)
    assert _own_or_general(bundled_index, r) == {card} and "drop" in said, r.answer


@pytest.mark.parametrize(
    "question, card",
    [
        ("my peace lily keeps flopping over", "peace-lily"),
        ("my pothos is sagging", "pothos"),
        ("why is my calathea slumping", "calathea"),
        ("my fiddle leaf fig is sagging after i moved it", "fiddle-leaf-fig"),
        ("my peace lily keeled over", "peace-lily"),
        ("my aluminum plant flopped over", "aluminum-plant"),
    ],
)
def test_flopping_sagging_or_slumping_is_what_the_cards_call_drooping(bundled_index, question, card):
    r, said = _answer(bundled_index, question)
    assert _own_or_general(bundled_index, r) <= {card} and "droop" in said, r.answer


@pytest.mark.parametrize(
    "question",
    [
        "my calla lily keeps flopping over",  # blind3-235: the calla card says nothing on it
        "my african violet leaves are sagging",
        "my begonia keeps flopping over",
        "why is my hoya slumping",
        "my cast iron plant flopped over",
    ],
)
def test_a_plant_whose_card_lacks_the_symptom_gets_the_drooping_card(bundled_index, question):
    r, said = _answer(bundled_index, question)
    assert "drooping-leaves" in {c.card for c in r.citations} and "droop" in said, r.answer


@pytest.mark.parametrize(
    "question",
    [
        "my pothos is getting spindly",
        "my coleus looks lanky",
        "why is my jade plant so spindly",
        "my string of pearls is straggly",
        "my polka dot plant got lanky",
    ],
)
def test_spindly_lanky_or_straggly_is_what_the_cards_call_leggy(bundled_index, question):
    _, said = _answer(bundled_index, question)
    assert "leggy" in said or "stretch" in said


@pytest.mark.parametrize(
    "question, words_",
    [
        ("my pothos looks wilted", {"droop", "wilt"}),
        ("my philodendron is wilting", {"droop", "wilt"}),
        ("my chinese money plant has wilted", {"droop", "wilt"}),
        ("my fiddle leaf fig looks wilted", {"droop", "wilt"}),
        ("my calathea is wilting", {"droop", "wilt", "fold"}),
        ("my jade plant leaves are wrinkly", {"wrinkl"}),
        ("my echeveria leaves look wrinkly", {"wrinkl"}),
        ("my burros tail leaves are wrinkly", {"wrinkl"}),
        ("my string of pearls looks wrinkly", {"wrinkl"}),
        ("my snake plant is squishy at the base", {"mushy"}),
        ("my aloe leaves feel squishy", {"mushy"}),
        ("my peace lily is falling over", {"droop"}),
        ("my tulip fell over", {"droop"}),
    ],
)
def test_wilted_wrinkly_squishy_or_fallen_over_meets_the_cards_words(bundled_index, question, words_):
    _, said = _answer(bundled_index, question)
    assert any(w in said for w in words_), said


@pytest.mark.parametrize(
    "question, card",
    [
        ("my gardenia lost all its buds", "gardenia"),
        ("my hibiscus lost its buds", "hibiscus"),
        ("why is my aloe mushy", "aloe-vera"),
        ("why is my aloe brown", "aloe-vera"),
        ("why is my aloe droopy", None),
        ("my hoya yellow why", None),
        ("my aloe crispy", None),
    ],
)
def test_a_symptom_after_a_one_word_name_says_what_the_plant_does(bundled_index, question, card):
    """Not a thing named after the plant ("jasmine rice"): before the fix each was refused,
    the name and the symptom set aside as one."""
    r, _ = _answer(bundled_index, question)
    assert card is None or r.citations[0].card == card, r.citations


@pytest.mark.parametrize("question", ["what is jasmine rice", "how do i cook jasmine rice", "rose gold iphone case"])
def test_a_thing_named_after_a_plant_is_still_no_plant(bundled_index, question):
    settings, index = bundled_index
    assert not ask(index, question, settings).answered


@pytest.mark.parametrize(
    "question, added",
    [
        ("my fern is losing fronds", "drop"),
        ("my schefflera lost all its leaves", "drop"),
        ("leaves keep falling on my monstera", "drop"),
        ("buds fell off my hibiscus", "drop"),
        ("my snake plant leaves are floppy", "droop"),
    ],
)
def test_the_card_s_word_stands_beside_the_typed_one_a_card_uses(bundled_index, question, added):
    _, index = bundled_index
    tokens = read(question, lexicon(index)).tokens
    assert fold(added) in tokens
    # the typed word stays where a card uses it ("flops over" is on cornflower's own card)
    for typed, _ in read(question, lexicon(index)).symptoms:
        assert (typed in tokens) == index.knows(typed), (typed, tokens)


@pytest.mark.parametrize(
    "question",
    [
        "how do hostas do in the fall",  # the season, not leaves falling
        "should i repot my monstera in the fall",
        "my jade plant has lost its colour",  # what is lost is no plant part
        "my dog collapsed after eating a tulip bulb",  # a pet's sign, in a safety question
        "is a floppy snake plant toxic to cats",
        "will i lose my pothos if i forget to water it",
    ],
)
def test_no_card_word_where_the_symptom_is_not_said(bundled_index, question):
    _, index = bundled_index
    tokens = read(question, lexicon(index)).tokens
    assert not {w for _, w, _ in table()} & set(tokens) - set(tokenize(question)), tokens


def test_every_card_word_is_used_by_a_topic_card(bundled_index):
    """A symptom read as a word no topic card uses could meet no general card."""
    _, index = bundled_index
    used = {t for slug in index.cards if index.cards[slug].kind == "topic" for t in _card_tokens(index, slug)}
    for _, word, _ in table():
        assert word in used, word


def test_every_row_holds_somewhere_and_no_card_word_maps_again():
    for words, word, where in table():
        assert words and where in ("part", "off", "over", "near", "")
        # a card word typed again only where a part stands by: "mushy" stays, and beside
        # "roots" is also the cards' "rot" (the first row that holds wins: no chain)
        assert not any(word in other for other, _, w in table() if w != "near"), word


def test_card_words_reads_positions():
    assert card_words(["my", "fig", "is", "lose", "its", "leaf"]) == [(3, "drop")]
    assert card_words(["leaf", "keep", "fall"]) == [(2, "drop")]
    assert card_words(["in", "the", "fall"]) == []
    assert card_words(["tulip", "fell", "over"]) == [(1, "droop")]
    assert card_words(["bud", "fell", "off"]) == [(1, "drop")]


def _card_tokens(index, slug):
    return {t for i in index.card_rows(slug) for t in tokenize(f"{index.cards[slug].title} {index.chunks[int(i)].text}")}


def test_the_typed_arm_reads_as_before(bundled_index):
    """care_words = "typed" keeps the losing arm re-runnable (ADR 0012)."""
    settings, index = bundled_index
    typed = settings._replace(care_words="typed")
    assert not ask(index, "my peace lily keeps flopping over", typed).answered
    assert ask(index, "my peace lily keeps flopping over", settings).answered
    assert read("my fig is losing leaves", lexicon(index), symptoms=False).symptoms == ()


# A word no card uses made of a prefix and a care word: "rebloom" is blooming again. Written
# before the fix, from blind6-223 ("how do I get my moth orchid to rebloom", refused as not
# covered), with other plants and wordings; each is refused under care_words = "typed".
@pytest.mark.parametrize(
    "question, card, word",
    [
        ("how can I make my kalanchoe rebloom", "kalanchoe", "flower"),
        ("will my amaryllis reflower next year", "amaryllis", "flower"),
        ("can my christmas cactus rebloom", "christmas-cactus", "bloom"),
        ("my peace lily won't rebloom", "peace-lily", "bloom"),
        ("how do I get my african violet to rebloom", "african-violet", "bloom"),
        # and a state with an ending no card uses ("stretchy": stretch, "shrivelly": shrivel),
        # from blind33-221 ("my succulents are getting all tall n stretchy why", not covered)
        ("why has my haworthia gone so stretchy", "haworthia", "stretch"),
        ("my echeveria has gone all stretchy and pale", "echeveria", "stretch"),
        ("why is my echeveria so stretchy", "echeveria", "stretch"),
        ("my echeveria is all tall n stretchy", "echeveria", "stretch"),
        ("why is my string of pearls shrivelly", "string-of-pearls", "shrivel"),
    ],
)
def test_a_care_word_no_card_uses_is_read_as_the_word_it_is_made_of(bundled_index, question, card, word):
    settings, index = bundled_index
    r, said = _answer(bundled_index, question)
    assert r.citations[0].card == card and word in said, (question, r.answer)
    typed = ask(index, question, settings._replace(care_words="typed"))
    assert not typed.answered


def test_prefixed_reads_only_unknown_words_and_only_its_prefixes():
    from plantqa.symptoms import made_of, prefixed

    cards = {"bloom", "flower", "winter", "repot", "pot"}.__contains__
    assert prefixed("rebloom", cards) == "bloom" and prefixed("overwinter", cards) == "winter"
    assert prefixed("repot", cards) is None  # a card word itself
    assert prefixed("unpot", cards) is None and made_of("repot", cards) is None  # no "un-"; "pot" too short a rest


def test_a_one_word_name_before_a_prefixed_word_stays_a_plant_but_a_thing_does_not(bundled_index):
    settings, index = bundled_index
    assert not ask(index, "jasmine rice recipe", settings).answered


# A symptom word the plant's own card uses as typed ("nerve plant collapses dramatically")
# makes that section a source however low its cosine (compose.more_of_the_plant). Written
# before the fix, from care-067 ("my fittonia collapsed and looks dead", refused); each was
# refused or answered from general cards alone before it.
@pytest.mark.parametrize(
    "question",
    [
        "my fittonia collapses every few days",
        "fittonia collapsed after I forgot to water it",
        "why does my fittonia keep collapsing",
        "my fittonia keeps wilting",
    ],
)
def test_the_plants_own_line_in_the_typed_symptom_word_is_quoted(bundled_index, question):
    r, _said = _answer(bundled_index, question)
    assert "nerve-plant" in {c.card for c in r.citations}, (question, r.answer)


# A prefixed word some card uses, made of a care topic it does not name itself: "overwinter"
# is on the geranium's card, so it was never read as "winter", and a plant card that words
# winter care as frost and lifting was refused as not covered. Written before the fix, from
# blind7-227 / blind6-225 ("overwinter geraniums in the garage", "overwinter dahlia tubers"),
# with other plants and wordings; each was refused as not covered before it.
@pytest.mark.parametrize(
    "question, card",
    [
        ("how do I overwinter canna lily rhizomes", "canna-lily"),
        ("can gladiolus corms overwinter in the ground", "gladiolus"),
        ("how to overwinter caladium bulbs", "caladium"),
        ("how do I overwinter my hibiscus", "hibiscus"),
        ("what's the best way to overwinter a potted lantana", "lantana"),
    ],
)
def test_a_prefixed_word_a_card_uses_brings_the_topic_it_is_made_of(bundled_index, question, card):
    r, said = _answer(bundled_index, question)
    assert r.citations[0].card == card and ("frost" in said or "winter" in said), (question, r.answer)


def test_topic_inside_only_for_a_known_word_that_names_no_topic_itself():
    from plantqa.symptoms import topic_inside

    knows = {"overwinter", "overwater", "remove", "winter", "water", "move"}.__contains__
    topic = {"winter", "water", "overwater"}.__contains__
    assert topic_inside("overwinter", knows, topic) == "winter"
    assert topic_inside("overwater", knows, topic) is None  # names its own card
    assert topic_inside("remove", knows, topic) is None  # "move" is no care topic
    assert topic_inside("rebloom", knows, topic) is None  # unknown: `prefixed` reads it


# A symptom in the cards' own word ("mushy") is a care topic as a heading's word is: "my
# echeveria is going mushy and black at the base" was refused by the gate (no heading word,
# the rare words outweighing what the cards hold) and then answered from Repotting, whose
# "dead, mushy" roots and "base of the stems" took it. Written before the fix, from blind5-231,
# with other plants and wordings; each opened with a general card or was refused before it.
@pytest.mark.parametrize(
    "question, card",
    [
        ("my haworthia has gone mushy at the bottom", "haworthia"),
        ("my string of pearls went mushy and dark, can it be rescued", "string-of-pearls"),
        ("my aloe vera is going mushy at the base, can I save it", "aloe-vera"),
    ],
)
def test_a_symptom_in_the_cards_word_is_a_care_topic(bundled_index, question, card):
    r, said = _answer(bundled_index, question)
    assert r.citations[0].card == card and "rot" in said, (question, r.answer)


def test_a_plant_gone_soft_and_mushy_is_no_question_off_plants(bundled_index):
    r, said = _answer(bundled_index, "my haworthia went soft and mushy, is it dying")
    assert "rot" in said, r.answer


@pytest.mark.parametrize(
    "question",
    [
        "my houseplants have crispy brown leaf tips, why",
        "why are the leaf tips on my indoor plants brown and crispy",
        "crispy brown edges on my plants in winter",
        "crunchy brown tips on my plant leaves",
        "the tips of my plant leaves go brown and crisp",
    ],
)
def test_crisp_and_crispy_tips_meet_every_cause_the_cards_give(bundled_index, question):
    """Brown leaf tips said "crisp" of dry air, its first cause, and "crispy" of thirst, so
    "crispy brown tips" quoted underwatering and never dry air (blind9-225, blind5-227). Its
    dry-air line now says both ("crispy brown tips and crisp, curling leaf edges"; the
    curling from Humidity's signs); "crisp" typed (the last) met it before: the control."""
    r, said = _answer(bundled_index, question)
    assert "humidity" in tokenize(r.answer) or "dry air" in said, r.answer


@pytest.mark.parametrize(
    "question, pest",
    [
        # blind11-229's class: "get rid of" a pest asks what the cards head "Control"
        ("thrips on my hoya, how do I get rid of them", "thrips"),
        ("how do i get rid of fungus gnats", "fungus-gnats"),
        ("how to eliminate mealybugs on my jade plant", "jade-plant"),  # its own card's remedy first
        ("how can i get rid of aphids on my roses", "aphids"),
        pytest.param(
            "getting rid of scale on my ficus",
            "scale-insects",
            marks=pytest.mark.xfail(reason="'Plants often affected', which names ficus, outranks Control", strict=True),
        ),
    ],
)
def test_getting_rid_of_a_pest_is_what_the_cards_call_control(bundled_index, question, pest):
    settings, index = bundled_index
    r = ask(index, question, settings)
    first = r.citations[0] if r.answered else None
    control = first is not None and first.card == pest and first.section.startswith(("Control", "Common problems"))
    assert control or any(c.card == pest and c.section.startswith("Control") for c in r.citations), r.answer


@pytest.mark.parametrize(
    "question, plant, says",
    [
        ("ponytail palm trunk is going soft at the bottom", "ponytail-palm", "soft"),
        ("my aloe vera is going soft at the base", "aloe-vera", "soft"),
        ("the base of my money tree trunk is soft", "money-tree", "soft"),
        ("my yucca trunk is soft at the bottom", "yucca", "soft"),
        ("snake plant leaves turning soft and squishy at the bottom", "snake-plant", "soft"),
        ("the trunk of my dracaena feels soft near the soil", "striped-dracaena", "soft"),
        # a colour said as the state weighs as the subject's words do (blind35-213: "Monstera
        # leaves turning yellow from the bottom up" quoted Water's "drains from the bottom")
        ("Monstera leaves turning yellow from the bottom up, help??", "monstera", "yellow"),
        ("my rubber plant leaves are going yellow from the bottom", "rubber-plant", "yellow"),
        ("peace lily leaves turning brown at the edges near the window", "peace-lily", "brown"),
        ("my fiddle leaf fig is going brown from the bottom up", "fiddle-leaf-fig", "brown"),
    ],
)
def test_a_state_said_of_a_named_plant_is_answered_by_its_card_s_line_on_it(bundled_index, question, plant, says):
    """blind14-227: "going soft" is a symptom in the question's own word, and the plant's card
    says it ("a soft, wrinkled or mushy base"); "trunk" and "bottom", which the card words as
    "base", must not send the question to Yellow leaves."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert r.answered and r.citations[0].card == plant, (question, r.refusal, [c.card for c in r.citations])
    assert says in r.answer.splitlines()[0].casefold()


def test_states_are_read_after_verbs_of_being_becoming_and_sense():
    from plantqa.symptoms import states

    def _folded(text):  # as the reader's words are
        return [fold(w) for w in text.split()]

    def knows(w):
        return w in {"soft", "mushy", "droopy"}

    assert states(_folded("the trunk is going soft at the bottom"), knows, frozenset()) == ("soft",)
    assert states(_folded("my aloe feels a bit mushy"), knows, frozenset({"aloe"})) == ("mushy",)
    assert states(_folded("the dock at work is soft"), knows, frozenset({"dock"})) == ()  # said of work
    assert states(_folded("it looks really droopy"), knows, frozenset()) == ("droopy",)
    assert states(_folded("my pothos is soft"), knows, frozenset({"soft"})) == ()  # a word of the name matched
    assert states(_folded("is it going to the vet"), knows, frozenset()) == ()  # a stopword says no state
    assert states(_folded("my cat is funny"), knows, frozenset()) == ()  # no card uses it


@pytest.mark.parametrize(
    "question, plant",
    [
        ("my phalaenopsis has mushy brown roots", "moth-orchid"),
        ("moth orchid roots turned mushy, help", "moth-orchid"),
        ("the roots of my moth orchid are brown and soft", "moth-orchid"),
        ("orchid roots are mushy and brown, what do I do. it's a phalaenopsis", "moth-orchid"),
        ("my snake plant roots are brown and mushy what do I do", "snake-plant"),
        ("roots on my peace lily are mushy and smell bad", "peace-lily"),
    ],
)
def test_a_mushy_or_soft_part_is_what_the_cards_call_rot(bundled_index, question, plant):
    """blind15-231: "orchid roots are mushy and brown" led with Potting soil's orchid-bark line
    and the orchid's card never said its "root rot". Mushy or soft said of a part is rot in
    the cards' words; the named plant's section saying it joins the pool before merely close
    ones, and the plant's own lines come before an untitled general card's."""
    settings, index = bundled_index
    r = ask(index, question, settings)
    cards = [c.card for c in r.citations]
    assert r.answered and plant in cards and cards[0] in (plant, "overwatering-and-root-rot"), (question, cards)
    assert "rot" in r.answer.casefold(), r.answer  # "root rot", "rotten"


def test_soft_said_of_no_part_is_no_rot(bundled_index):
    _settings, index = bundled_index
    r = read("is soft water ok for my calathea", lexicon(index))
    assert ("soft", "rot") not in r.symptoms


def test_suffixed_reads_only_unknown_words_said_as_a_state():
    from plantqa.symptoms import state_at, suffixed

    cards = {"stretch", "white", "droop", "pot", "shrivel", "brown", "potty"}.__contains__
    assert [suffixed(w, cards) for w in ("stretchy", "whitish", "droopiness", "floppy")] == ["stretch", "white", "droop", None]
    assert suffixed("shrivelly", cards) == "shrivel" and suffixed("potty", cards) is None  # a card word itself
    said = "my aloe has gone so whitish and stretchy".split()
    assert state_at(said, 5) and state_at(said, 7) and not state_at(said, 1)
    assert not state_at("how do i potty train a puppy".split(), 3)  # a noun there: no pot
    assert not state_at("butter for brownies".split(), 2)
    assert state_at("bumpy stem on my fern".split(), 0) and state_at("my pearl shrivelly".split(), 2, frozenset({"pearl"}))


@pytest.mark.parametrize(
    "question", ["how do i potty train a stubborn dachshund puppy", "olive oil or butter for brownies?? which is better lol"]
)
def test_a_noun_in_y_is_no_state_of_a_plant(bundled_index, question):
    # the first read "potty" as "pot" and answered from Repotting; the second "brownies" as brown
    settings, index = bundled_index
    r = ask(index, question, settings)
    assert not r.answered and r.refusal.reason == "not_about_plants", (r.answer, r.refusal)
