/**
 * How a feedback chip reads (docs/product.md, Feedback), on the attendee's card and the speaker's
 * Feedback tab alike: a default chip in the reader's language, one the speaker wrote as written.
 */
import { DEFAULT_FEEDBACK_CHIPS } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";

export function useChipLabel(): (chip: string) => string {
  const { t } = useTranslator();
  return (chip) => (DEFAULT_FEEDBACK_CHIPS.includes(chip) ? t(chip) : chip);
}
