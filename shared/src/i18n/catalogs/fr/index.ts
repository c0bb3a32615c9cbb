/** The fr catalog: every part, loaded as one module when fr is in use. */
import type { Catalog } from "../../translate.ts";
import attendee from "./attendee.ts";
import common from "./common.ts";
import server from "./server.ts";
import speaker from "./speaker.ts";
import team from "./team.ts";
import events from "./events.ts";
import agenda from "./agenda.ts";
import feedback from "./feedback.ts";
import leaderboard from "./leaderboard.ts";
import openAndRanking from "./open-and-ranking.ts";
import reactions from "./reactions.ts";
import validation from "./validation.ts";
import insights from "./insights.ts";
import report from "./report.ts";
import webhooks from "./webhooks.ts";
import integrations from "./integrations.ts";

export default {
  ...server,
  ...common,
  ...attendee,
  ...speaker,
  ...team,
  ...events,
  ...agenda,
  ...feedback,
  ...reactions,
  ...leaderboard,
  ...openAndRanking,
  ...validation,
  ...insights,
  ...report,
  ...webhooks,
  ...integrations,
} satisfies Catalog;
