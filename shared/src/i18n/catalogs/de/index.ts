/** The de catalog: every part, loaded as one module when de is in use. */
import type { Catalog } from "../../translate.ts";
import attendee from "./attendee.ts";
import common from "./common.ts";
import prerender from "./prerender.ts";
import speaker from "./speaker.ts";

export default { ...prerender, ...common, ...attendee, ...speaker } satisfies Catalog;
