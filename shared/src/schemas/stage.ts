import { z } from "zod";
import { msg } from "../i18n/translate.ts";
import { idSchema } from "./common.ts";
import { MAX_DECK_PAGES } from "../constants.ts";

/**
 * The room (docs/product.md, The room): what the projector screen shows, the stage, which the owner
 * sets from the live console; and the presenter link that opens the projector without signing in.
 */
/** A page number of a deck (1 to MAX_DECK_PAGES): a slide on stage, a poll's `slidePage`. */
export const pageNumberSchema = z
  .number()
  .int()
  .min(1)
  .max(MAX_DECK_PAGES, msg("A deck can have at most 300 pages."));

export const STAGE_PANELS = [
  "join",
  "poll",
  "questions",
  "question",
  "slide",
  "leaderboard",
] as const;
export const stagePanelSchema = z.enum(STAGE_PANELS);
export type StagePanel = z.infer<typeof stagePanelSchema>;

/**
 * GET/PUT /api/sessions/{id}/stage: a poll panel names its poll, a question panel its question, a
 * slide panel its page of the deck.
 */
export const stageSchema = z
  .object({
    panel: stagePanelSchema,
    pollId: idSchema.optional(),
    questionId: idSchema.optional(),
    page: pageNumberSchema.optional(),
  })
  .strict()
  .superRefine((stage, ctx) => {
    if ((stage.panel === "poll") !== (stage.pollId !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["pollId"],
        message: msg("A poll panel names its poll, and only a poll panel does."),
      });
    if ((stage.panel === "question") !== (stage.questionId !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["questionId"],
        message: msg("A question panel names its question, and only a question panel does."),
      });
    if ((stage.panel === "slide") !== (stage.page !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["page"],
        message: msg("A slide panel names its page, and only a slide panel does."),
      });
  });
export type Stage = z.infer<typeof stageSchema>;

/** POST /api/sessions/{id}/presenter-link: a new link; every earlier one stops working at once. */
export const presenterLinkSchema = z.object({ url: z.string() });
export type PresenterLink = z.infer<typeof presenterLinkSchema>;
