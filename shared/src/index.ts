/** @lectern/shared: the one contract of Lectern's server and browser. */
export * from "./constants.ts";
export * from "./rules/messages.ts";
export * from "./rules/url.ts";
export * from "./rules/ids.ts";
export * from "./rules/email.ts";
export * from "./rules/dates.ts";
export * from "./rules/csv.ts";
export * from "./rules/session-page.ts";
export * from "./schemas/common.ts";
export * from "./schemas/user.ts";
export * from "./schemas/auth.ts";
export * from "./schemas/resource.ts";
export * from "./schemas/session.ts";
export * from "./schemas/poll.ts";
export * from "./schemas/question.ts";
export * from "./schemas/lead.ts";
export * from "./schemas/ws.ts";
