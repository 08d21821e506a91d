"""Every word list plantqa reads questions with, in one place.

Each list says which decision it serves. Lists are folded like the tokens
("variegated" is matched as "variegat"), so a list and a question meet on the
same forms. A list is the last resort: where a rule of position or form can
decide (a capitalised word right after "my cat" is a name; a word ending in -ing
after a plant's name is a verb, not part of the name), the reader uses the rule
and the list only supplies the words the rule needs.
"""

from __future__ import annotations

from .text import STOPWORDS, _fold_cached, fold


def folded(text: str) -> frozenset[str]:
    """A word list as the reader sees a question's words: folded, stopwords kept as typed
    (plantqa.lexing), through the tokenizer's own cache, which a question's words then find
    filled. A list written as typed would miss its folded words ("keeps" is read "keep")."""
    return frozenset(w if w in STOPWORDS else _fold_cached(w) for w in text.split())


# --- who a question is about -------------------------------------------------------------

# The three animals the toxicity listings cover, and the everyday words for them.
ANIMAL_WORDS = {
    "cat": "cat", "kitten": "cat", "kitty": "cat", "feline": "cat", "kitteh": "cat", "tomcat": "cat", "moggy": "cat",
    "dsh": "cat", "dmh": "cat", "dlh": "cat",  # a vet's case notes: domestic short-, medium-, long-haired cat
    "dog": "dog", "puppy": "dog", "pup": "dog", "canine": "dog", "doggy": "dog", "doggie": "dog", "doggo": "dog",
    "pooch": "dog", "hound": "dog", "pupper": "dog",
    "horse": "horse", "pony": "horse", "foal": "horse", "mare": "horse", "equine": "horse", "stallion": "horse",
    "gelding": "horse", "geld": "horse", "colt": "horse", "filly": "horse",  # "gelding" folds to "geld"
}  # fmt: skip
# Words for a pet whatever its kind: a verdict for cats and dogs answers them.
PET_WORDS = folded("pet animal fur furry")
# People: the listings say nothing about them, so a verdict for cats and dogs is no answer.
# Kin words said before a first name as a title ("aunt rose", "uncle Basil", "nana daisy"):
# the word after them is a person's name, not a plant (people.set_aside).
KIN_TITLES = folded("aunt auntie aunty uncle nan nana nanna gran granny grandma grandpa cousin")
PEOPLE_WORDS = folded(
    """
    baby babies infant toddler kid child children son daughter human people person adult grandchild
    grandson granddaughter nephew niece boy girl teen teenager
    family household guest visitor colleague coworker student pupil classmate patient client customer tenant spouse fiance fiancee
    """
)
# Verbs of saying: who says something is a source, not the one asked about ("my vet told me",
# persons.person_asked), and neither they nor the verb name a plant ("my son says the dog ate
# a mushroom": asking.frame leaves them out of the subject).
SAYING_RAW = frozenset(
    {"says", "said", "told", "tells", "reckons", "reckon", "claims", "mentioned", "warned", "swears", "reports", "reported"}
)
SAYING = folded(" ".join(SAYING_RAW))
# What a plant's name is read from ("the tag says polka dot plant": compounds._glued, focus.withdrawn).
LABELS = frozenset({"tag", "label", "sticker", "pot", "card"})
# What people call a child: "my little one", "the little man", "our youngest one" (a person,
# not a pet called One, unless the question names an animal: eaters._little_one, people.set_aside).
YOUNG_WORDS = folded("little young youngest wee")
CHILD_HEADS = folded("one ones man guy lady fella")
# The speaker's own body ("sap on my arm", "in my eye"): with no animal in the question, the
# person asking is the one hurt, so the listings (for pets) are no answer (persons.own_body).
# What a plant does to skin it touches: with no animal named, a person's ("can daffodil sap
# give you a rash"; contact.touched), and no creature had ("got a nasty rash": owners._creature).
SKIN_HARM = folded("rash rashes itch itches itchy itching irritate irritates irritating irritation irritant blister blisters")
# Hurts a plant or its oil is put on: a person's ("rub aloe vera on sunburn", "lavender oil on a
# bee sting"; persons.own_body). A plant's own burn is said of it, never after "on" ("leaf burn");
# a cut is a plant's too ("dust the cut with cinnamon"), so it is no hurt here.
INJURIES = folded("sunburn sunburns burn burns wound wounds sting stings graze grazes scrape scrapes eczema acne")
BODY_PARTS = folded(
    """
    arm arms hand hands finger fingers thumb wrist skin face eye eyes mouth lip lips tongue throat
    nose leg legs knee foot feet neck chest
    """
)
# A kind's word that also names a part of the body: the asker's own one in the singular is no
# plant ("can you read my palm"), though "my fern" is (reading.kind_had); "my palms" are plants.
BODY_KINDS = folded("palm")
# Kin and household words: a person when they stand after "my"/"our" or own something
# ("my mum's dog"), even where a card uses the word as a plant's name (mum: chrysanthemum).
KIN_WORDS = folded(
    """
    mum mom mam mommy mummy mother dad daddy father nan nana nanna gran granny grandma grandpa grandmother
    grandfather aunt auntie aunty uncle sister brother cousin wife husband partner boyfriend girlfriend
    friend neighbour neighbor roommate flatmate housemate boss
    """
)
FIRST_PERSON = frozenset({"i", "me", "myself", "we", "us"})
# A person's state: with no animal named, the speaker is the one asked about ("I'm pregnant,
# is it safe to handle lilies"; persons.person_asked).
PERSON_STATES = folded("pregnant pregnancy breastfeeding")
# Pronouns that stand for the pet or person named before them ("she ate some pothos").
PRONOUNS = frozenset({"he", "she", "they", "him", "her", "them"})
# Their owning forms stand for the same one ("my son put a leaf in his mouth"); kept apart
# because before a name they own it ("his pothos") where a pronoun would be its subject.
OWNING_PRONOUNS = frozenset({"his", "her", "its", "their"})
# "she" and "he" in every form, as typed (apostrophe straightened): a creature or a person,
# never a plant, which is "it" (people._told_what, standing.standing_names).
GENDERED = frozenset({"she", "he", "her", "him", "his", "hers", "shes", "hes", "she's", "he's"})
# Pronouns for a thing told before: what a pet ate "it", a flower taken "off it" (focus, unnamed).
TOLD_BEFORE = frozenset({"it", "this", "that", "them", "these", "those"})
# Verbs a plant has its young with: "my spider plant has babies", "my aloe is making pups";
# typed, folded only once a word for the young is met (young.plant_young).
HAVING = "has have had having make makes made making produce produced grow grows grew put puts send sends sent"
# Animals the toxicity listings do not cover: a verdict for cats and dogs is no answer for them.
OTHER_ANIMALS = folded(
    """
    rabbit bunny guinea hamster gerbil chinchilla ferret rat mouse mice bird parrot budgie parakeet
    cockatiel canary chicken hen duck goose fish goldfish turtle tortoise lizard gecko iguana
    snake goat sheep lamb cow cattle pig donkey alpaca llama hedgehog tarantula dragon frog toad newt
    axolotl chameleon cockatoo lovebird finch dove pigeon python boa kingsnake reptile skink tegu
    salamander terrapin peacock peahen peafowl turkey pheasant quail geese emu ostrich swan rooster cockerel
    conure macaw parrotlet budgerigar degu betta guppy guppies tetra tetras koi pleco
    """
)
# Homes of animals the listings do not cover: "safe for my aquarium" is not asked for a pet
# of unknown kind (owners.pets_asked_for).
ANIMAL_HOMES = folded("aquarium tank terrarium vivarium paludarium hutch cage coop pond enclosure aviary")
# Creatures that eat plants in a garden: "slugs eating my hostas" is a care question. The
# animals among them can be harmed as a pet can: "is yew toxic to deer" asks about an animal
# the listings do not cover (eaters.pests_harmed); "is neem toxic to aphids" is pest control.
GARDEN_ANIMALS = folded("deer squirrel mole vole chipmunk gopher groundhog woodchuck raccoon possum opossum badger")
PESTS = GARDEN_ANIMALS | folded(
    """
    slug snail aphid caterpillar worm grub beetle bug insect mite gnat
    thrip mealybug whitefly ant larva larvae pest weevil
    """
)
# Verbs of believing and being told: after "I" or "we" they open what the asker believed,
# not what is asked ("is a christmas rose poisonous? I thought roses were fine"; things.ruled_out).
BELIEVING = folded("think thought assume assumed heard hear read know knew believe believed guess guessed figured told")
# Verbs of taking in a pet: the noun after "adopted a" is the pet, by its breed ("we adopted
# a little tabby"; owners.pets_taken_in).
TAKING_IN = folded("adopt adopted rescue rescued foster fostered bought brought")
# Verbs of acting: a plant's name right after one is a role's ("who plays poison ivy"; things.roles).
ACTING = folded("play plays played portray portrays portrayed voice voices voiced star stars starred starring")
# Words that put the possessor before a noun: "my cat Lily", "our lab", "her peace lily".
DETERMINERS = frozenset({"my", "our", "your", "his", "her", "their", "the", "a", "an", "this", "that"})
POSSESSIVE_DETERMINERS = frozenset({"my", "our", "your", "his", "her", "their"})

# --- what a question asks ----------------------------------------------------------------

# Words that make a question a toxicity question on their own ("is X poisonous").
# "non toxic" asks as plainly as "toxic" ("is it true cacti are non toxic"), with no pet named
STRONG_HARM = folded(
    "toxic toxicity poison poisonous poisoning deadly lethal fatal dangerous danger hazardous harmful unsafe nontoxic"
    " nonpoisonous"
)
# Words that do so only beside an animal or pet ("is X safe for cats", "my dog ate X").
WEAK_HARM = folded(
    """
    safe safety harm harmless hurt kill bad risky ok okay alright fine friendly
    eat ate eaten eating chew chewed chewing nibble nibbled lick licked bite bit ingest ingested
    swallow swallowed consume consumed munch munched drink drank drunk
    """
)
HARM_WORDS = STRONG_HARM | WEAK_HARM
# Harm words whose "to" names what is harmed, a noun ("toxic to water lilies", "harmful to
# cats"), not a verb as after "safe to" or "ok to" ("safe to handle lilies"): kinds.groups_named.
HARMED_BY = folded("toxic poisonous harmful deadly lethal fatal")
# Comparing forms of the harm words: a comparison, answered with each plant's finding.
COMPARING = folded("safer safest worse worst riskier riskiest")
# Nouns of risk: "a problem for our labrador", "is the monstera a problem": what a plant is
# to a pet, not a care topic, though "problem" heads a card's section.
RISKS = folded("problem risk worry threat hazard issue danger")
SICK = folded("sick ill vomit vomiting puke")  # harm words only beside a pet and a named plant
# "can i feed my dog X", "can i give my dog X": the one fed eats, after the verb.
FEEDING = folded("feed fed feeding give gave giving")
# "is X edible for dogs" too; but "feed my monstera" is fertilizing and "is basil edible" asks
# about people: these ask about harm only beside a pet and a named plant.
FEED = FEEDING | folded("edible")
PET_FRAMING = folded("health healthy stomach tummy belly body")  # "bad for my cat's health"
BAD = STRONG_HARM | SICK | folded("harm hurt kill bad risky")  # words that ask whether it harms
SAFE_WORDS = folded("safe safety harmless ok okay alright fine friendly nontoxic nonpoisonous edible")
SEVERE = folded("deadly lethal fatal kill killed die dies dying death")
# Verbs of eating: with a pet as the one eating, a call to the vet. The last, "into",
# reads "got into"; "mouth" reads "put it in her mouth".
EATING = folded(
    """
    eat ate eaten eating eats chew chewed chewing chews nibble nibbled lick licked licks bite bit bitten ingest
    ingested swallow swallowed munch munched munching gnaw gnawed drink drank drunk drinking consume consumed
    devour devoured gobble gobbled chomp chomped snack snacked nosh noshed nom nommed scoff scoffed graze grazed peck pecked
    """
)
# "wolfed a piece of", "hoovered up some of": a verb this list lacks, then an amount of a
# thing, is eating too (eaters.eaters).
PARTITIVE = folded("bit bits piece pieces some part half chunk chunks bite bites mouthful lot load")
INTO = frozenset({"into"})  # "got into the raisins"
# Verbs of getting at a thing, as typed: before "into" a pet got at what follows ("got into
# the raisins", "tore into a bag of bulbs", "dug into the hyacinths"); plants do neither.
INTO_VERBS = frozenset(
    "got get gets getting gotten tore tear tears tearing torn broke break breaks breaking dug dig digs digging"
    " ripped rip rips ripping".split()
)
# Verbs of naming: "the kids named her Daisy", "we call him Sage" (people.py, owners.py)
NAMING = frozenset("call calls called calling name names named naming nickname nicknamed".split())
GOT = frozenset("got get gets getting gotten".split())  # "got to the lilies", "got at the pothos" (creatures.got_at)
# Verbs of plant care in the plain form: first in a question, before a name, the verb of an
# order ("water pothos how often", "repot monstera in spring"); another word of care there is a
# noun and part of a thing's name ("window box", "light box": compounds._glued).
CARE_VERBS = folded(
    "water mist feed repot pot prune fertilize fertilise propagate trim divide deadhead spray wipe cut move"
    " overwinter transplant pinch stake mulch"
)
# Verbs of bringing a plant home (reading.read): beside a pet, no care topic.
BRINGING = folded("bring brings bringing brought buy buys buying bought order ordered")
MOUTH = folded("mouth")  # "put a leaf in her mouth"
# Determiners of quantity, the closed class less the stopwords: after a kind they begin a
# phrase of their own ("mist my fern every day"), never glue on as part of a name.
QUANTIFIERS = frozenset({"every", "several", "either", "neither"})
# Words between the one eating and the verb ("my dog just ate", "she may have chewed").
AUXILIARIES = folded(
    """
    just has have had did does do was were is are been be may might must could would will can
    accidentally possibly probably maybe already also somehow apparently keeps kept got get gets
    still ever never recently definitely think thought now
    """
)
# and the closed class of adverbs of frequency and degree, with chat spellings of "just": "she
# so loves chewing", "my kitten sometimes chews", "she even chewed", "she js chewed"
FREQUENCY = folded("always often usually sometimes")  # and as persons._tended reads past them
AUXILIARIES |= FREQUENCY | folded("so even js jus jst")
MODALS = frozenset({"can", "could", "may", "might", "should", "would", "will", "shall"})
# A modal or "do" opening a question, before its subject and that subject's verb ("will the
# lavender cope": after_name.modal_s_verb; "can my son pick daffodils": people.set_aside).
ASKING = MODALS | frozenset({"do", "does", "did"})
# A yes or no to "is it not toxic?", "is it toxic or safe?" or "should I worry if ..." reads
# both ways, and one to "is it deadly?" would stretch "toxic" into "deadly": those get the
# plain finding instead.
NEGATIONS = frozenset(
    "not no never nor neither cannot isnt arent wasnt werent doesnt dont didnt cant couldnt wont wouldnt shouldnt".split()
)
CONDITIONAL = folded("if worry worried concern concerned panic")
# "how toxic", "mildly toxic", "more toxic than": the listings say whether, not how much or
# which is worse, so these get the plain finding, never a yes or no
DEGREE = frozenset(
    {"very", "mildly", "slightly", "highly", "extremely", "severely", "seriously", "dangerously", "how"}
    | {"more", "less", "most", "least", "than", "worse", "worst", "safer", "safest", "better"}
)
# Words joining plants compared or listed ("monstera or calathea", "snake plant vs zz plant",
# "a boston fern instead of an asparagus fern").
VERSUS = folded("vs v versus or nor plus compared compare between and instead rather")  # "v": "lavender v rosemary"
YES_NO_OPENERS = frozenset("is are can could may might should would will does do did was were has have".split())
PERMISSION_OPENERS = frozenset("can could may might should".split())
WH_OPENERS = frozenset({"why", "how", "when", "where", "what", "which", "who"})
# Past forms of finding and seeing that do not end in -ed: before a pet and an -ing verb of
# eating, it happened ("found my cat chewing a leaf", "caught the puppy eating").
SAW = frozenset({"found", "caught", "saw", "seen"})
# Past forms of eating that do not end in -ed: it happened ("my dog ate", "she has eaten").
PAST_EATING = frozenset({"ate", "eaten", "bit", "bitten", "drank", "drunk", "got", "gotten"})
# Units of a child's age ("my three-year-old", "our 18 month old").
AGE_UNITS = frozenset({"year", "yr", "month", "week", "day", "years", "months", "weeks", "days", "yrs"})
# The words of an age after its number ("a 2 yr old tabby", "my 4-year-old Maine Coon").
AGE_WORDS = AGE_UNITS | {"old", "yo"}
# Words that frame a care question without naming its subject.
FRAME_WORDS = folded(
    """
    often much many long best way good need needs keep make take use want help know tell happen
    happens thing stuff kind type sort grow growing care look looks looking like right wrong normal
    day week month time year plant houseplant indoor house home actually still ever yesterday today
    tonight tomorrow overnight twice morning evening hour minute ago earlier last called named known sold labelled labeled
    put place set move get give try around near nearby beside next come go non going gonna gotta
    stop prevent avoid rid incl including
    """
) | folded(
    "lol omg idk smh haha ugh tbh imo btw fyi pls plz sum"  # chat words: "the areca palm lol", "ate sum mistletoe"
    " lmao lmfao rofl ngl rn fr tho af lowkey highkey istg bruh jk ikr tbf nvm srsly rly"  # "the peace lily rn help"
)
# Words of a polite request, as letters put them ("I wish to ...", "could you explain", "I would be
# grateful for your advice", "I wondered whether"): they ask, naming no subject.
FRAME_WORDS |= folded(
    "wish wishes wished wonder wondered wondering explain advise advice suggest suggestions recommend grateful"
    " appreciate appreciated kindly enquire enquiry inquire inquiry question query"
    " done"  # the one form of "do" the stopwords lack: "how this is best done"
)
# Amounts (a closed class): "enough light", "lots of water" ask about the light and the water.
FRAME_WORDS |= folded("enough plenty sufficient lots lot less")
# Words for a kind of thing, beside "kind type sort" above: "fern varieties" asks of ferns.
FRAME_WORDS |= folded("variety varieties species cultivar cultivars")
FRAMING = FRAME_WORDS | HARM_WORDS | PET_WORDS | frozenset(ANIMAL_WORDS)
# The frame words that say a plant is grown or kept: "is my Pothos Neon getting enough light"
# frames a plant; "what was Lily Allen's first album called" does not (things.proper_names).
GROWING = folded("plant houseplant indoor outdoor grow growing care look looks looking")
# Words after which "my <noun>" is who a plant may harm: "safe for my beagle", "a problem
# for our labrador", "would it hurt my schnauzer", "ok to keep around my golden retriever"
# (owners.pets_asked_for, persons.person_asked).
FOR_WHOM = frozenset({"for", "to", "around", "near", "with", "beside"}) | BAD
# Words beside "plant" that make it a works, not a growing thing, though the cards may use
# them of plants ("a bottling plant", "the plant manager", "a water treatment plant"):
# such a question is not framed as one about plants (framing.works_plant).
WORKS = folded(
    "power nuclear coal gas chemical bottling processing manufacturing assembly treatment sewage steel "
    "cement recycling packing production factory manager managers operator operators worker workers "
    "foreman supervisor shift shutdown closure hire"
)
# Where things are (English spatial prepositions, the closed class, less the stopwords): never
# part of a name after it ("hosta along the path", "a fern beside the tank").
PREPOSITIONS = folded(
    "along alongside across behind beyond among amongst amid beneath underneath inside outside without "
    "toward towards within throughout opposite upon onto via past round"
)
# Words that open a clause (the subordinating conjunctions, a closed class less the
# stopwords): never part of a name after them ("wondering whether lavender is safe").
SUBORDINATORS = folded("whether though although unless whereas whilst")
# Adverbs that end a verb's phrase after its object ("won't leave the violet alone", "pushes
# the pothos aside"), a closed class less the stopwords: never part of a name before them.
PARTICLES = folded(
    "alone aside apart away around together forward backward backwards anymore anyway anywhere everywhere "
    "somewhere nowhere either"
)
# Where a thing stands, the whole closed class with the stopwords among it: a kind after one
# and a determiner is a place, not a kind asked about ("sweet woodruff under the trees").
PLACES = PREPOSITIONS | frozenset({"in", "on", "at", "into", "through", "under", "over", "above", "below", "between"})
# Urgency said outright: "is this an emergency", "help".
URGENT = folded("emergency urgent asap help quickly")

# --- plant names and what stands beside them ----------------------------------------------

# A name made of one of these alone names no particular plant.
GENERIC = folded(
    """
    plant houseplant flower bloom leaf lily palm fern ivy tree cactus cacti succulent orchid vine
    bush shrub herb grass bamboo violet daisy weed seed bulb root stem pot garden indoor outdoor green
    common house money
    """
)  # "daisy" alone is a kind: the daisies differ ("are daisies bad for horses")
# Words that say a thing eaten was not known ("some random seeds", "weird berries"): before
# a part they name no plant, unlike a word the cards never use ("laburnum seeds", kinds.py).
VAGUE = folded("random mystery weird strange odd unknown unidentified unfamiliar funny few various several some any")
# Words that may stand right before a plant's name and leave it that plant: size, age,
# variegation, condition, where it grows in a pot ("my variegated monstera", "a small
# potted pothos"). Colours and places are not here: "yellow jasmine" and "water lily"
# are other plants, and a word before a name is never dropped silently; nor is "wild":
# "wild petunia" (Ruellia), "wild ginger" (Asarum) and "wild lilac" (Ceanothus) are other plants.
# How it hangs is kept ("my hanging pothos"), how it grows is not: "creeping charlie", "climbing
# onion" and "weeping fig" name other plants. The plain kind is kept ("an ordinary begonia or a rex
# begonia", "a standard bay"), "common" not: "common fig" and "common ivy" name plants of their own.
KEEP_BEFORE = folded(
    """
    variegated potted hanging indoor outdoor big small little large tiny mini miniature dwarf giant young old
    new baby mature dying dead dried fresh cut whole entire wilted wilting droopy sick healthy overgrown leggy
    huge tall short bushy favorite favourite beloved massive enormous gigantic medium
    fallen rotten rotting mouldy moldy frozen cooked raw ripe unripe overripe spent leftover discarded used live
    crushed chopped mashed minced grated shredded sliced peeled
    ordinary regular usual normal typical plain standard
    """
)
# Where a plant was bought, before its name: "supermarket basil", "my garden centre lavender",
# "grocery store basil" (compounds._keeps): the plant, no other one. Not "florist", which
# opens names ("florist's cyclamen").
BOUGHT_AT = folded("supermarket supermarkets grocery store stores shop shops centre center market markets nursery")
# Adverbs not made with -ly that may follow a name as what was done is said: "chewed a stalk of
# lucky bamboo clean in half", "ate a strawberry straight off the plant", "ate it whole", "buy a
# jade plant online" (after_name._adverb; -ly words are read by their ending).
FLAT_ADVERBS = folded("straight clean whole online outright")
# Simple past forms and past participles not made with -ed, as typed: after a name first in
# its sentence they say it did something ("Poppy threw up", "Basil took a bite"), which a plant
# does not (standing.py); after a name anywhere, what it did or became ("why has my haworthia
# gone pale"), never a thing named after it.
IRREGULAR_PAST = frozenset(
    """
    ate bit drank got threw took went came ran stole tore dug found caught brought fell kept
    made sat slept spat stuck swallowed knocked grabbed grew lost froze shrank
    sent bought built chose drew drove fed felt fought flew forgot forgave gave held hid knew
    laid led lent meant met paid rode rang said sold spent spoke sprang stood stung struck
    swore swept swam swung taught told thought woke wore wrote broke blew bent hung shook sank stank fled crept leapt spun
    gone eaten bitten drunk thrown taken fallen grown frozen shrunk stolen torn ridden woken written broken
    blown shaken sunk stunk flown forgotten forgiven given hidden known chosen driven drawn spoken sworn
    worn done seen begun risen sprung swum
    """.split()  # (not "rose", "saw", "left", "set": names and nouns as often)
)
# Past participles not formed with -ed: before a name, like "wilted" or "chewed", they say
# what was done to the plant or its part ("a broken poinsettia stem", "a torn pothos leaf";
# compounds.done_to). Kept as typed: the tokenizer does not fold them.
IRREGULAR_PARTICIPLES = frozenset(
    """
    broken torn bent bitten eaten fallen frozen shaken stolen trodden dug spilt split burnt
    hidden forgotten beaten bound
    """.split()
)
# Colours: before a kind of plant they leave it that kind ("white lilies" are lilies);
# before a plant's name they may make another plant ("yellow jasmine").
# Verbs of becoming: before a colour they say what the leaves did ("turning yellow",
# "going brown"), not what to do (care.care_topic).
BECOMING = folded("turn turning turned go going gone get getting got become becoming went")
# The copular verbs of sense (a closed class): after a plant's name they say how it is ("my
# aloe feels soft", "the lavender smells weird"), never make a thing named after it (things.py).
SENSING = folded("look looks looked feel feels felt seem seems seemed smell smells smelled smelt appear appears appeared")
COLOURS = folded("red pink white yellow orange purple blue green black cream gold golden silver")  # not violet, lilac: plants
# A colour after one of these ("it was orange"), or before "and" and a marking ("pink and
# striped"), is said of a thing: beside another plant, its colour, not the orange tree.
BE_FORMS = folded("is are was were look looks looked seem seems seemed")
MARKINGS = folded("spot spots spotted speckled striped streak streaks stripe stripes freckle freckles freckled")
# Words that before a kind of plant leave it that kind ("white lilies", "ornamental grasses",
# "tropical houseplants", "true lilies" or "a real lily": the genus itself): a group answer
# lists each card of the kind by its own finding and says the kind holds others. Before a
# plant's name they are not dropped ("ornamental pepper").
# Of them, words for the kind proper ("a real lily", "true lilies"): read as "true" where a card
# is named "true <kind>" (the genus, not every plant named for the kind; compounds.true_kind).
GENUINE = folded("true real actual genuine proper")
ARTICLES = frozenset({"the", "a", "an"})
# Words of doubt before a name in a list of choices: "clematis, or maybe sweet pea", "perhaps
# a fern"; they say how sure the asker is, never part of another plant's name (compounds.free).
HEDGES = folded("maybe perhaps possibly probably presumably")
KEPT_KIND = (
    COLOURS
    | GENUINE
    | folded("ornamental tropical decorative flowering evergreen deciduous native exotic perennial annual")
    | folded("spring summer autumn winter")  # seasons: "spring bulbs" are bulbs ("autumn crocus" is a name)
    | folded("common popular typical usual ordinary everyday")  # how often seen: "common weeds" are weeds
)
# Where plants are kept: before a kind typed in the plural, like a holder ("hedge shrubs"),
# they say where it grows ("kitchen herbs", "patio succulents"), not another plant; after
# "my" before a verb they are no pet's breed ("our balcony faces south": owners._no_breed), nor
# after "near my" ("safe to keep near my desk": owners.pets_asked_for).
ROOMS = folded(
    "kitchen garden patio balcony windowsill porch deck yard bathroom bedroom office greenhouse patch plot"
    " desk bed sofa couch table shelf bookshelf window fireplace"
)
# Parts of a plant: after a name ("pothos leaves", "rhubarb stalks") or before "of" ("a
# leaf of pothos") they leave it that plant.
PARTS = folded(
    """
    leaf leaves flower petal stem root bulb berry berries seed sap pollen stalk branch twig bark fruit
    bud blossom tuber rhizome corm frond needle cone nut pod shoot sprout spike thorn bloom trunk head
    skin peel rind pit core pip husk shell kernel gel latex
    clove stone rosette hull blade spathe tendril acorn catkin cob floret runner offset leaflet
    """
)  # (not "ear" nor "pup": a pet's, as often; nor "spine": a wound, not a part eaten)
# Containers, arrangements and pieces that hold a plant: "the monstera pot", "a vase of
# tulips", "the yew hedge", "a sprig of rosemary", "a bunch of lilies", and jewellery strung
# from its seeds ("a rosary pea bracelet", "a conker necklace": the seeds are what poisons);
# and the ground it grows in, where horses and dogs meet it: "the ragwort field", "a buttercup meadow";
# and what produce is kept in, which a pet gets into: "the onion bag", "the garlic jar".
HOLDERS = folded(
    """
    pot planter vase bouquet arrangement wreath garland hedge hedging basket bunch sprig cutting clipping
    seedling piece bit handful plant bush shrub topiary bed border patch display start spray stem stand
    field meadow pasture paddock verge lawn groundcover grove orchard bracelet necklace
    bag sack net jar crate punnet
    """
)
# Ground planted with a kind: beside named plants, "a herb border", "the shrub bed" is where
# they grow, not the kind asked about (compounds.groups_named).
BEDS = folded("bed beds border borders patch patches")
# Participles that make a product of the plant before them ("jasmine scented candle",
# "eucalyptus infused spray"): the plant's finding is not the product's (after_name._made_with).
MADE_WITH = folded("scented flavoured flavored infused perfumed fragranced")
# A name followed by one of these is another plant ("tulip tree", "sweet pea vine").
PLANT_TYPES = folded("tree vine ivy palm lily fern cactus orchid grass bamboo violet daisy pea weed")
# The kinds of plant a group answer is given for ("are ferns safe for cats"): a card belongs
# to a kind when a name of it ends in the word ("boston fern") or its `groups` list it
# ("succulent" on jade plant; corpus check holds `groups` to this vocabulary).
GROUPS_VOCABULARY = (
    "succulent cactus fern palm lily orchid bromeliad herb bulb ivy grass tree shrub vine weed vegetable fruit nut"
    " bamboo daisy violet pea conifer"
)
GROUPS = folded(GROUPS_VOCABULARY)
# A kind that is always of a wider kind: a card of the first is of the second too ("the yew
# tree": a yew lists "conifer", and every conifer is a tree; name_table.build_name_table).
KIND_OF = {"conifer": "tree"}
# The colours a card may say its plant is grown in (`colours`): each makes "<colour> <name>"
# a name of the card ("pink hydrangeas", "red ti plant"), unless that phrase names another
# plant (corpus check). Plant-named colours (lilac, lavender, violet) are not among them.
COLOURS_VOCABULARY = "red pink white yellow orange purple blue green"
# Kinds by their form of growth, which say nothing of which plant: a pet that ate "berries off
# a bush" or "a leaf off a tree" ate from a plant no one named (reading.read), unlike a lily.
GROWTH_FORMS = folded("tree shrub bush vine weed berry")
# Head words after a kind that leave it the kind ("lily plants", "fruit trees"); "tree" only
# after kinds that are trees: an "orchid tree" or a "tulip tree" is another plant.
KIND_HEADS = frozenset({"plant"})
TREE_KINDS = frozenset({"fruit", "nut", "palm"})
# Words that name a kind of plant, not one; "plant", "flower" and "houseplant" ask for a list.
GROUP_WORDS = PLANT_TYPES | GROUPS | folded("cacti bush flower houseplant plant")
# Where a plant was, or which part of it: words that still leave the plant unnamed.
UNNAMED = folded("plant houseplant flower leaf stem root berry seed petal garden yard pot indoor outdoor house home")
# Words that show a question is about plants at all.
PLANT_DOMAIN = folded(
    """
    plant houseplant flower bloom leaf lily palm fern ivy tree cactus succulent orchid vine bush shrub
    herb grass bamboo weed seed bulb root stem pot soil garden repot bouquet vase pollen petal sap berry
    """
)
# Kinds of plant a general card's advice may be for; "cacti" is the kind "cactus".
KINDS = {fold(w): fold(w) for w in "succulent cactus orchid fern palm bulb herb".split()} | {
    fold(word): fold(kind) for word, kind in (("cacti", "cactus"), ("bush", "shrub"), ("veggie", "vegetable"))
}
# Short words for a kind that everyday speech uses for food ("meat and veg", "cooked veg"):
# they name the kind of plant only before the ground it grows in ("the veg patch", kinds.py).
GROWN_KINDS = {"veg": "vegetable"}
# Words any question about a plant may use without saying what it asks about.
ANY_PLANT = folded("plant plants houseplant leaf leaves tree indoor outdoor house home common")
# Symptoms in people's words, and the word the cards use for each (plantqa/symptoms.py): a
# care question about "losing leaves" asks what the cards call leaf drop, "flopping over"
# drooping. Each row: the words as typed, the card's word, and where the row holds: "part"
# when a plant part is what is lost ("losing leaves", not "losing its colour"), "off" when
# "off" follows or a part is what falls ("falling off", "leaves keep falling", not "in the
# fall"), "over" when it follows ("fell over" droops), "near" when a part stands before it or
# within three words after ("the roots are mushy", "mushy brown roots"), "" always. Every card word is one a
# topic card uses (tests/test_symptoms.py). Typed, not folded: symptoms.table() folds them
# the first time a care question needs them, so a safety question never pays for it.
SYMPTOMS = (
    ("lose lost shed", "drop", "part"),
    ("fall fell fallen come came", "drop", "off"),
    ("fall fell fallen", "droop", "over"),
    ("flop flopped floppy droopy sag slump keel collapse wilt wilted", "droop", ""),
    ("spindly lanky straggly", "leggy", ""),
    ("crunchy", "crispy", ""),
    ("wrinkly", "wrinkled", ""),
    ("squishy", "mushy", ""),
    ("mushy soft", "rot", "near"),  # "mushy brown roots", "the roots are soft": the cards' root rot
    ("rid eliminate eradicate", "control", ""),  # "how do i get rid of thrips": the cards' Control
)
# A plant's young, as people and cards word them ("babies" for the cards' "offsets", "pups" or
# "plantlets"): a care question's word of it is read in the named plant's card's own word
# (plantqa/own_words.py), and of a plant ("aloe pups", "the babies from my pilea", "my spider
# plant has babies") they name no child and no dog (young.plant_young, colours.coats).
YOUNG = folded("baby babies pup pups offset offsets plantlet plantlets offshoot offshoots keiki keikis spiderette spiderettes")
# The cards' words for symptoms (the table's second column): a care topic as a heading's word is.
SYMPTOM_WORDS = folded(" ".join(card for _, card, _ in SYMPTOMS))
# Words cards and people use for the same care topic ("when does it bloom": "flowers in June";
# "babies" for a plant's "offsets").
# Where a plant should stand is its Light ("which window", "a sunny spot"); how warm, its
# temperature ("near a radiator", "a cold draught"): the words people use for the headings' topics.
SAME_TOPIC = (
    *(
        folded(group)
        for group in (
            "bloom blooms flower flowers blossom",
            "fertilize feed",
            "repot pot",
            "light window windows windowsill sun sunny sunlight shade shady",
            "temperature cold warm heat hot draught draft radiator heater frost",
        )
    ),
    YOUNG,
)
# Every word of those groups, for a test by word (evidence.on_topic).
SAME_TOPIC_WORDS = frozenset().union(*SAME_TOPIC)
# Care topics besides the headings' words (evidence.on_topic): pests, a plant's young, symptoms.
TOPIC_WORDS = PESTS | YOUNG | SYMPTOM_WORDS
