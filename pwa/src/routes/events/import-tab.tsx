/**
 * The event screen's Import tab (docs/product.md, Events, Import), for the creator and organisers:
 * a pretalx or frab schedule.json, or a Sessionize "All data" JSON, chosen as a file or fetched
 * from its address; then what the import did (import-result.tsx). A refused file says why in the
 * app's words for its code, naming the line or field that is wrong; importing again updates the
 * talks it made and never adds them twice.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { EVENT_LIMITS, importUrlBodySchema, msg, type ImportResult } from "@lectern/shared";
import { errorMessage } from "../../api/error-text.ts";
import { useImportSchedule, type ScheduleSource } from "../../api/speaker/events.ts";
import { OnlineButton } from "../../components/online-button.tsx";
import { Alert } from "../../components/ui/alert.tsx";
import { Field } from "../../components/ui/field.tsx";
import { Input } from "../../components/ui/input.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { ImportResultView } from "./import-result.tsx";

const FILE_TOO_LARGE = msg("The file is larger than 10 MB.");
const CHOOSE_FILE = msg("Choose a schedule file");
const ADDRESS_INVALID = msg("Enter the schedule's address, starting with https://");

export function ImportTab({ eventId }: { eventId: number }) {
  const { t } = useTranslator();
  const id = useId();
  const importing = useImportSchedule(eventId);
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState("");
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [urlProblem, setUrlProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  const run = (source: ScheduleSource) => {
    setResult(null);
    setFailure(null);
    importing.mutate(source, {
      onSuccess: setResult,
      onError: (error) =>
        setFailure(errorMessage(error, t("Please check your connection and try again."))),
    });
  };

  const submitFile = (event: FormEvent) => {
    event.preventDefault();
    const problem = !file
      ? CHOOSE_FILE
      : file.size > EVENT_LIMITS.importBytes
        ? FILE_TOO_LARGE
        : null;
    setFileProblem(problem);
    if (problem || !file) {
      fileInput.current?.focus();
      return;
    }
    run({ file });
  };

  const submitUrl = (event: FormEvent) => {
    event.preventDefault();
    const parsed = importUrlBodySchema.safeParse({ url: url.trim() });
    setUrlProblem(parsed.success ? null : ADDRESS_INVALID);
    if (!parsed.success) {
      urlInput.current?.focus();
      return;
    }
    run(parsed.data);
  };

  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t("Import a schedule")}</h2>
        <p className="mt-1 text-sm text-slate-700">
          {t(
            "A pretalx or frab schedule.json, or a Sessionize “All data” JSON. Talks are matched by their id in the schedule: importing again updates them and never adds them twice.",
          )}
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <form noValidate onSubmit={submitFile} aria-labelledby={`${id}-file`} className="space-y-3">
          <h3 id={`${id}-file`} className="font-semibold text-slate-900">
            {t("From a file")}
          </h3>
          <Field
            label={t("Schedule file")}
            hint={t("JSON, at most 10 MB.")}
            error={fileProblem ? t(fileProblem) : null}
          >
            <Input
              ref={fileInput}
              type="file"
              accept=".json,application/json"
              className="py-2"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setFileProblem(null);
              }}
            />
          </Field>
          <OnlineButton
            type="submit"
            className="w-full sm:w-auto"
            pending={importing.isPending && importing.variables && "file" in importing.variables}
            pendingText={t("Importing...")}
          >
            {t("Import file")}
          </OnlineButton>
        </form>
        <form noValidate onSubmit={submitUrl} aria-labelledby={`${id}-url`} className="space-y-3">
          <h3 id={`${id}-url`} className="font-semibold text-slate-900">
            {t("From an address")}
          </h3>
          <Field
            label={t("Schedule address")}
            hint={t("For example https://pretalx.com/yourconf/schedule/export/schedule.json")}
            error={urlProblem ? t(urlProblem) : null}
          >
            <Input
              ref={urlInput}
              type="url"
              inputMode="url"
              autoComplete="off"
              value={url}
              onChange={(event) => {
                setUrl(event.target.value);
                setUrlProblem(null);
              }}
            />
          </Field>
          <OnlineButton
            type="submit"
            className="w-full sm:w-auto"
            pending={importing.isPending && importing.variables && "url" in importing.variables}
            pendingText={t("Importing...")}
          >
            {t("Import from address")}
          </OnlineButton>
        </form>
      </div>
      {failure && <Alert title={t("The schedule was not imported")}>{failure}</Alert>}
      {result && <ImportResultView result={result} />}
    </div>
  );
}
