/**
 * A long text of the session page's header (the description, the speaker's bio), collapsed on a
 * phone to a few lines with Show more / Show less, so the tabs and Ask stay on the first screen;
 * wider screens show all of it and no button (docs/product.md, Session page). A short text is a
 * plain paragraph. The pre-rendered page writes the same markup (@lectern/shared's
 * session-page-html.ts, collapsibleTextHtml): change both together.
 */
import { useState } from "react";
import { isLongText } from "@lectern/shared";
import { useTranslator } from "../../i18n/language.ts";

/** The Show more / Show less button, on phones only. */
const SHOW_MORE_CLASS =
  "min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline sm:hidden";
const CLAMP_CLASS: Record<2 | 3, string> = { 2: "max-sm:line-clamp-2", 3: "max-sm:line-clamp-3" };

export function CollapsibleText({
  id,
  text,
  lines,
  className,
  lang,
}: {
  /** The paragraph's id, which the button controls; unique on the page. */
  id: string;
  text: string;
  lines: 2 | 3;
  className: string;
  /** The text's language, when it is the speaker's (speakerTextLang). */
  lang?: string;
}) {
  const { t } = useTranslator();
  const [open, setOpen] = useState(false);
  if (!isLongText(text, lines))
    return (
      <p lang={lang} className={className}>
        {text}
      </p>
    );
  return (
    <div>
      <p id={id} lang={lang} className={open ? className : `${className} ${CLAMP_CLASS[lines]}`}>
        {text}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={SHOW_MORE_CLASS}
      >
        {open ? t("Show less") : t("Show more")}
      </button>
    </div>
  );
}
