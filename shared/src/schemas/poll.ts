import { z } from "zod";
import {
  CHOICE_POLL_KINDS,
  MAX_CHOICES_PER_POLL,
  MAX_LENGTH,
  MAX_WORD_ENTRIES,
  MAX_WORD_LENGTH,
  MIN_CHOICES_PER_POLL,
  OPEN_ANSWER_MAX_LENGTH,
  POLL_CHOICE_MAX_LENGTH,
  POLL_KINDS,
  POLL_STATES,
  RATING_LABEL_MAX_LENGTH,
  RATING_SCALES,
} from "../constants.ts";
import { msg } from "../i18n/translate.ts";
import { MESSAGES } from "../rules/messages.ts";
import { idSchema, optionalText, requiredText } from "./common.ts";
import { pageNumberSchema } from "./stage.ts";

/** Poll, poll choice, votes and results of every poll kind (docs/product.md, Data and Polls). */
export const pollStateSchema = z.enum(POLL_STATES);
export type PollState = z.infer<typeof pollStateSchema>;

export const pollKindSchema = z.enum(POLL_KINDS);
export type PollKind = z.infer<typeof pollKindSchema>;

/** True for the kinds whose polls have choices (single, multiple, quiz, ranking). */
export function hasChoices(kind: PollKind): boolean {
  return (CHOICE_POLL_KINDS as readonly PollKind[]).includes(kind);
}

export const colorSchema = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, "A colour is a hex value like #3B82F6");

export const ratingScaleSchema = z.union(RATING_SCALES.map((s) => z.literal(s)));
export type RatingScale = z.infer<typeof ratingScaleSchema>;

/**
 * A choice. `correct` (quiz) is sent to the poll's owner always and to everyone else only once the
 * answer is revealed; before that attendees get no `correct` at all.
 */
export const pollChoiceSchema = z.object({
  id: idSchema,
  text: z.string(),
  color: z.string(),
  order: z.number().int(),
  correct: z.boolean().optional(),
});
export type PollChoice = z.infer<typeof pollChoiceSchema>;

export const pollResultChoiceSchema = pollChoiceSchema.extend({
  votes: z.number().int(),
  /** Whole percent of the poll's voters who chose it, 0 when nobody voted. */
  percentage: z.number(),
});
export type PollResultChoice = z.infer<typeof pollResultChoiceSchema>;

export const wordCountSchema = z.object({ text: z.string(), count: z.number().int() });
export type WordCount = z.infer<typeof wordCountSchema>;

/** An open poll's answer as results show it (profanity masked); `id` is for the owner's hide. */
export const openAnswerSchema = z.object({
  id: idSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type OpenAnswer = z.infer<typeof openAnswerSchema>;

/**
 * A ranking's choice in its results: `points` by Borda count (a ballot of n choices gives n - 1 to
 * its first, 0 to its last), `averageRank` the mean place from 1 to one decimal, null while nobody
 * ranked it.
 */
export const rankedChoiceSchema = z.object({
  id: idSchema,
  label: z.string(),
  color: z.string(),
  order: z.number().int(),
  averageRank: z.number().nullable(),
  points: z.number().int(),
});
export type RankedChoice = z.infer<typeof rankedChoiceSchema>;

export const scoreVotesSchema = z.object({ score: z.number().int(), votes: z.number().int() });
export type ScoreVotes = z.infer<typeof scoreVotesSchema>;

/**
 * What every kind's results have: `totalVoters` is the people who voted; `totalVotes` what was
 * counted, the same number except for `multiple` (choices picked), `wordcloud` (words shown) and
 * `open` (answers shown).
 */
const resultsBase = {
  pollId: idSchema,
  state: pollStateSchema,
  totalVotes: z.number().int(),
  totalVoters: z.number().int(),
  /**
   * True while the audience may not see the distribution (resultsHiddenFromAudience): anyone but
   * the owner then gets every choice's votes and percentage as 0, no words or answers, no average,
   * a distribution of zeros and a ranking without points; the totals stay. The owner gets the real figures with it.
   */
  hidden: z.boolean().optional(),
};

export const pollResultsSchema = z.discriminatedUnion("kind", [
  z.object({ ...resultsBase, kind: z.literal("single"), choices: z.array(pollResultChoiceSchema) }),
  z.object({
    ...resultsBase,
    kind: z.literal("multiple"),
    maxChoices: z.number().int(),
    choices: z.array(pollResultChoiceSchema),
  }),
  z.object({
    ...resultsBase,
    kind: z.literal("quiz"),
    /** The owner revealed the answer: from then on the right choice has `correct: true`. */
    revealed: z.boolean(),
    choices: z.array(pollResultChoiceSchema),
  }),
  z.object({
    ...resultsBase,
    kind: z.literal("wordcloud"),
    /** The most frequent words, at most WORDCLOUD_TOP_WORDS, hidden words left out. */
    words: z.array(wordCountSchema),
  }),
  z.object({
    ...resultsBase,
    kind: z.literal("rating"),
    scale: ratingScaleSchema,
    /** Mean score to one decimal; null while nobody voted. */
    average: z.number().nullable(),
    /** One entry per score, 1 to `scale`, zeros included. */
    distribution: z.array(scoreVotesSchema),
  }),
  z.object({
    ...resultsBase,
    kind: z.literal("open"),
    /** The newest shown answers first, at most OPEN_ANSWERS_SHOWN; hidden ones left out. */
    answers: z.array(openAnswerSchema),
  }),
  z.object({
    ...resultsBase,
    kind: z.literal("ranking"),
    /** Most points first. */
    choices: z.array(rankedChoiceSchema),
  }),
]);
export type PollResults = z.infer<typeof pollResultsSchema>;
export type ChoiceResults = Extract<PollResults, { kind: "single" | "multiple" | "quiz" }>;

/**
 * A poll. The fields of other kinds are null (`maxChoices` is for multiple, `maxEntries` for
 * wordcloud, `scale` and the labels for rating); `revealed` is false except for a revealed quiz.
 * `hiddenWords` (wordcloud) is sent to the owner only. `results` are the poll's live results.
 */
export const pollSchema = z.object({
  id: idSchema,
  sessionId: idSchema,
  kind: pollKindSchema,
  title: z.string(),
  question: z.string(),
  state: pollStateSchema,
  order: z.number().int(),
  choices: z.array(pollChoiceSchema),
  maxChoices: z.number().int().nullable(),
  maxEntries: z.number().int().nullable(),
  scale: ratingScaleSchema.nullable(),
  lowLabel: z.string().nullable(),
  highLabel: z.string().nullable(),
  revealed: z.boolean(),
  /** The owner's choice: attendees, the projector and the embed see no results while it is open. */
  hideResultsUntilClosed: z.boolean(),
  /** The deck's page the poll is pinned to (docs/product.md, The deck), or null. */
  slidePage: z.number().int().nullable(),
  hiddenWords: z.array(z.string()).optional(),
  totalVotes: z.number().int(),
  results: pollResultsSchema,
});
export type Poll = z.infer<typeof pollSchema>;

export const choiceBodySchema = z.object({
  text: requiredText(
    POLL_CHOICE_MAX_LENGTH,
    msg("A choice needs text"),
    msg("A choice can be at most 120 characters."),
  ),
  color: colorSchema,
  order: z.number().int().min(0).max(100).default(0),
  /** Quiz only: the right answer. Marking one right unmarks the others. */
  correct: z.boolean().optional(),
});
export type ChoiceBody = z.input<typeof choiceBodySchema>;

const ratingLabel = optionalText(RATING_LABEL_MAX_LENGTH);

/** The fields that shape a poll of one kind, shared by create and update. */
const kindFields = {
  maxChoices: z.number().int().min(2).max(MAX_CHOICES_PER_POLL).optional(),
  maxEntries: z.number().int().min(1).max(MAX_WORD_ENTRIES).optional(),
  scale: ratingScaleSchema.optional(),
  lowLabel: ratingLabel,
  highLabel: ratingLabel,
  /** Results hidden from all but the owner while the poll is open (a quiz's always are). */
  hideResultsUntilClosed: z.boolean().optional(),
  /** The deck's page the poll is pinned to; null unpins it. */
  slidePage: pageNumberSchema.nullable().optional(),
};

/** Problems of a kind's own fields and choices, added to `ctx` at the field they concern. */
export function checkKindFields(
  kind: PollKind,
  fields: { choices?: { correct?: boolean | undefined }[] | undefined; maxChoices?: number },
  ctx: z.RefinementCtx,
): void {
  const choices = fields.choices ?? [];
  if (!hasChoices(kind)) {
    if (choices.length > 0)
      ctx.addIssue({ code: "custom", path: ["choices"], message: MESSAGES.kindHasNoChoices });
    return;
  }
  if (choices.length < MIN_CHOICES_PER_POLL || choices.length > MAX_CHOICES_PER_POLL)
    ctx.addIssue({ code: "custom", path: ["choices"], message: MESSAGES.choiceCount });
  if (kind === "multiple" && fields.maxChoices !== undefined && fields.maxChoices > choices.length)
    ctx.addIssue({
      code: "custom",
      path: ["maxChoices"],
      message: msg("You can't allow more answers than there are choices."),
    });
  if (kind === "quiz" && choices.filter((c) => c.correct === true).length !== 1)
    ctx.addIssue({ code: "custom", path: ["choices"], message: MESSAGES.quizNeedsOneAnswer });
}

/**
 * A poll's title: optional (docs/product.md, Polls), blank or absent stored as "" and shown as the
 * question (`pollLabel`). Still taken from clients that send one.
 */
const pollTitle = optionalText(MAX_LENGTH.title).transform((s) => s ?? "");

export const createPollBodySchema = z
  .object({
    kind: pollKindSchema.default("single"),
    title: pollTitle,
    question: requiredText(MAX_LENGTH.shortText, msg("A poll needs a question")),
    state: pollStateSchema.default("draft"),
    /** Where it is listed; absent: after the session's other polls. */
    order: z.number().int().min(0).max(100).optional(),
    choices: z.array(choiceBodySchema).max(MAX_CHOICES_PER_POLL, MESSAGES.choiceCount).default([]),
    ...kindFields,
  })
  .superRefine((body, ctx) => checkKindFields(body.kind, body, ctx));
export type CreatePollBody = z.input<typeof createPollBodySchema>;

/**
 * A change of a poll. A new `kind` is taken only while the poll has no votes; moving from a kind
 * without choices to one with choices brings its `choices`, and moving the other way drops them.
 */
export const updatePollBodySchema = z
  .object({
    kind: pollKindSchema.optional(),
    title: optionalText(MAX_LENGTH.title)
      .transform((s) => s ?? "")
      .optional(),
    question: requiredText(MAX_LENGTH.shortText, msg("A poll needs a question")).optional(),
    state: pollStateSchema.optional(),
    order: z.number().int().min(0).max(100).optional(),
    choices: z.array(choiceBodySchema).max(MAX_CHOICES_PER_POLL, MESSAGES.choiceCount).optional(),
    ...kindFields,
  })
  .strict();

/**
 * PUT /api/sessions/{id}/poll-order: the session's polls in the order every screen lists them,
 * each exactly once.
 */
export const pollOrderBodySchema = z
  .object({
    pollIds: z
      .array(idSchema)
      .min(1)
      .max(100)
      .refine((ids) => new Set(ids).size === ids.length, msg("List each poll once.")),
  })
  .strict();
export type PollOrderBody = z.infer<typeof pollOrderBodySchema>;

/** How many of a poll's votes came from one network (an IPv4 /24, an IPv6 /48). */
export const networkVotesSchema = z.object({ network: z.string(), votes: z.number().int() });
export type NetworkVotes = z.infer<typeof networkVotesSchema>;

/**
 * GET /api/polls/{id}/networks, the owner's alone (docs/product.md, Live console): the poll's votes
 * by network, most first; `dominant` is the network more than ONE_NETWORK_SHARE of at least
 * ONE_NETWORK_MIN_VOTES votes came from, else null.
 */
export const pollNetworksSchema = z.object({
  totalVotes: z.number().int(),
  networks: z.array(networkVotesSchema),
  dominant: networkVotesSchema.nullable(),
});
export type PollNetworks = z.infer<typeof pollNetworksSchema>;

/** POST /api/polls/{id}/discard-network: the owner removes every vote of one network. */
export const discardNetworkBodySchema = z.object({
  network: requiredText(64, msg("Enter the network whose votes to discard")),
});
export type DiscardNetworkBody = z.infer<typeof discardNetworkBodySchema>;

/** A word cloud word the owner hides from every screen (POST /api/polls/{id}/hidden-words). */
export const hiddenWordBodySchema = z.object({
  text: requiredText(MAX_WORD_LENGTH, msg("Enter the word to hide")),
});

const wordEntrySchema = z
  .string()
  .trim()
  .min(1, msg("Enter a word"))
  .max(MAX_WORD_LENGTH, msg("A word can be at most 25 characters."))
  .refine(
    // eslint-disable-next-line no-control-regex -- control characters are what this refuses
    (s) => !/[\u0000-\u001F\u007F]/.test(s),
    msg("Contains invalid characters"),
  );

/**
 * A vote: exactly one of `choiceId` (single, quiz), `choiceIds` (multiple), `words` (wordcloud),
 * `rating` (rating), `text` (open) or `ranking` (ranking: every choice once, first the best). Which
 * one a poll takes, and its limits, are checked against the poll.
 */
export const voteBodySchema = z
  .object({
    choiceId: idSchema.optional(),
    choiceIds: z
      .array(idSchema)
      .min(1, msg("Choose at least one answer"))
      .max(MAX_CHOICES_PER_POLL)
      .optional(),
    words: z
      .array(wordEntrySchema)
      .min(1, msg("Enter a word"))
      .max(MAX_WORD_ENTRIES, msg("You can send up to 3 words."))
      .optional(),
    rating: z
      .number()
      .int()
      .min(1)
      .max(Math.max(...RATING_SCALES))
      .optional(),
    text: requiredText(
      OPEN_ANSWER_MAX_LENGTH,
      msg("Write an answer"),
      msg("An answer can be at most 280 characters."),
    ).optional(),
    ranking: z
      .array(idSchema)
      .min(MIN_CHOICES_PER_POLL)
      .max(MAX_CHOICES_PER_POLL)
      .refine((ids) => new Set(ids).size === ids.length, msg("Rank each choice once."))
      .optional(),
  })
  .strict()
  .refine(
    (b) =>
      [b.choiceId, b.choiceIds, b.words, b.rating, b.text, b.ranking].filter((v) => v !== undefined)
        .length === 1,
    msg("Send one answer: choiceId, choiceIds, words, rating, text or ranking."),
  );
export type VoteBody = z.infer<typeof voteBodySchema>;

/** What a visitor sent in a poll, as counted (words normalised); fields of other kinds null. */
export const ballotSchema = z.object({
  choiceId: idSchema.nullable(),
  choiceIds: z.array(idSchema).nullable(),
  words: z.array(z.string()).nullable(),
  rating: z.number().int().nullable(),
  text: z.string().nullable(),
  ranking: z.array(idSchema).nullable(),
});
export type Ballot = z.infer<typeof ballotSchema>;

export const voteResponseSchema = ballotSchema.extend({ results: pollResultsSchema });
export type VoteResponse = z.infer<typeof voteResponseSchema>;
export const voteStatusSchema = ballotSchema.extend({ hasVoted: z.boolean() });
export type VoteStatus = z.infer<typeof voteStatusSchema>;

/** GET /api/polls/{id}/embed: an open or closed poll with its session's title. */
/** The embed's poll, with its session's title and the language its texts are written in (null: not set). */
export const embedPollSchema = pollSchema.extend({
  sessionTitle: z.string(),
  sessionLanguage: z.string().nullable(),
});
export type EmbedPoll = z.infer<typeof embedPollSchema>;

/**
 * Whether the audience (attendees, the projector, the embed) may not see the poll's distribution
 * now (docs/product.md, Polls): a quiz's until its answer is revealed, a poll that hides its
 * results until it closes while it is open.
 */
export function resultsHiddenFromAudience(poll: {
  kind: PollKind;
  state: PollState;
  revealed: boolean;
  hideResultsUntilClosed: boolean;
}): boolean {
  if (poll.kind === "quiz") return !poll.revealed;
  return poll.hideResultsUntilClosed && poll.state === "open";
}

/** The percentage of docs/product.md, Polls tab: whole numbers, 0 when nobody voted. */
export function percentageOf(votes: number, total: number): number {
  return total === 0 ? 0 : Math.round((votes / total) * 100);
}

/** The answer of POST /api/polls/{id}/discard-network: how many votes went, and the results now. */
export const discardNetworkResponseSchema = z.object({
  discarded: z.number().int(),
  results: pollResultsSchema,
});
export type DiscardNetworkResponse = z.infer<typeof discardNetworkResponseSchema>;
