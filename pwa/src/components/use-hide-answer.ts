/**
 * The owner's Hide on an open poll's answer, for the live console and the edit screen alike: asks
 * the server, then reads the results again (the other screens get the poll's push); a refusal is
 * said in a toast and the answer stays.
 */
import { useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../api/error-text.ts";
import { hideAnswer } from "../api/speaker/polls.ts";
import { toast } from "../app/toast.ts";
import { attendeePaths } from "../attendee/queries.ts";
import { useTranslator } from "../i18n/language.ts";

export function useHideAnswer(pollId: number): (answerId: number) => void {
  const { t } = useTranslator();
  const client = useQueryClient();
  return (answerId) => {
    hideAnswer(pollId, answerId)
      .then(() => client.invalidateQueries({ queryKey: [attendeePaths.pollResults(pollId)] }))
      .catch((error: unknown) =>
        toast.error(t("The answer could not be hidden"), {
          description: errorMessage(error, t("Please try again.")),
        }),
      );
  };
}
