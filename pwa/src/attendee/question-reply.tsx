/**
 * The speaker's reply under a question (docs/product.md, Moderation), the same on the session page
 * and the live console: marked as the speaker's, its text as the server gives it (masked for
 * everyone but the owner when the session's profanity filter is on).
 */
import type { QuestionReply } from "@lectern/shared";
import { useTranslator } from "../i18n/language.ts";

export function QuestionReplyView({ reply }: { reply: QuestionReply | null }) {
  const { t } = useTranslator();
  if (!reply) return null;
  return (
    <div className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-3 py-2 text-sm">
      <p className="font-semibold text-brand-800">{t("Reply from the speaker")}</p>
      <p className="break-words whitespace-pre-line text-slate-900">{reply.text}</p>
    </div>
  );
}
