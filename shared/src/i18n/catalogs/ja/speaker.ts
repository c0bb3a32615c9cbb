/** Speaker texts in ja; the English text is the key (docs/decisions.md, Languages). */
import type { Catalog } from "../../translate.ts";

export default {} satisfies Catalog;
