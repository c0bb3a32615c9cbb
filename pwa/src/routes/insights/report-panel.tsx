/**
 * The report e-mail on the insights screen (docs/product.md, Insights, Report): whether the reader
 * gets it the day after the talk (the owner does unless they turn it off; a member once they turn
 * it on), when it went out or is due, and, for those who may edit the talk, "Send report now".
 */
import { DISPLAY_DATE, roleCan, type SessionRole } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import {
  useReportState,
  useSendReport,
  useSetReportSubscription,
} from "../../api/speaker/report.ts";
import { toast } from "../../app/toast.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { SettingSwitch } from "../../components/setting-switch.tsx";
import { Card } from "../../components/ui/card.tsx";
import { useTranslator } from "../../i18n/language.ts";

export function ReportPanel({ sessionId, role }: { sessionId: number; role: SessionRole | null }) {
  const { t, plural, date } = useTranslator();
  const state = useReportState(sessionId);
  const subscribe = useSetReportSubscription(sessionId);
  const send = useSendReport(sessionId);
  if (!state.data) return null;
  const { subscribed, sentAt, dueAt } = state.data;
  const when = sentAt
    ? t("Last sent {date}.", { date: date(sentAt, DISPLAY_DATE) })
    : dueAt
      ? t("It goes out {date}.", { date: date(dueAt, DISPLAY_DATE) })
      : t("It goes out the day after the talk ends.");

  const toggle = (checked: boolean) =>
    subscribe.mutate(
      { subscribed: checked },
      {
        onError: (error) =>
          toast.error(t("Your choice could not be saved"), {
            description: errorMessage(error, t("Please try again.")),
          }),
      },
    );
  const sendNow = () =>
    send.mutate(undefined, {
      onSuccess: ({ recipients }) =>
        toast.success(t("Report sent"), {
          description: plural(recipients, {
            one: "It went to # person.",
            other: "It went to # people.",
          }),
        }),
      onError: (error) =>
        toast.error(t("The report could not be sent"), {
          description: errorMessage(error, t("Please try again.")),
        }),
    });

  return (
    <Card className="mt-6 p-4 sm:p-5 print:hidden">
      <h2 className="text-lg font-semibold text-slate-900">{t("Report by e-mail")}</h2>
      <p className="mt-1 text-sm text-slate-700">{when}</p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <SettingSwitch
            label={t("E-mail me the report")}
            hint={t(
              "The day after the talk: its figures, a chart, the top questions and the feedback.",
            )}
            checked={subscribed}
            onChange={toggle}
          />
        </div>
        {roleCan(role, "edit") && (
          <OnlineButton
            variant="outline"
            onClick={sendNow}
            pending={send.isPending}
            pendingText={t("Sending...")}
          >
            {t("Send report now")}
          </OnlineButton>
        )}
      </div>
    </Card>
  );
}
