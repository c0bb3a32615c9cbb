/** Common texts in pt-BR; the English text is the key (docs/decisions.md, Languages). */
import type { Catalog } from "../../translate.ts";

export default {} satisfies Catalog;
