/**
 * Where a pre-rendered page's reads travel: the ids of its `<script type="application/json">`
 * blocks, which the server and service worker write (session-page-html.ts, embed-poll-html.ts)
 * and the app's entry reads. Kept apart from the pages' rules so the entry, which every page
 * loads, carries these names and none of the rules.
 */

/** The block holding the pre-rendered public view of a session. */
export const PRERENDERED_SESSION_ELEMENT_ID = "lectern-public-session";
/** The block holding the pre-rendered public polls of a session. */
export const PRERENDERED_POLLS_ELEMENT_ID = "lectern-public-polls";
/** The block holding the pre-rendered embedded poll. */
export const PRERENDERED_EMBED_POLL_ELEMENT_ID = "lectern-embed-poll";
