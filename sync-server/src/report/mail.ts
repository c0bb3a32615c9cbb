/**
 * The report e-mail (docs/product.md, Insights, Report), written for one recipient in their
 * language, with numbers and dates through Intl in the talk's time zone: the headline figures, the
 * views over time as an inline PNG (its `alt` and a sentence in the text say what it shows), the top
 * questions (masked for all but the owner when the session masks profanity), the feedback when
 * there is some, and the link to the insights screen. HTML in tables with inline styles only, so
 * common mail clients show it, every speaker's or attendee's text escaped; beside it a plain-text
 * part with the same content, for clients that show no HTML.
 */
import {
  escapeHtml,
  PRODUCT_NAME,
  type SeriesPoint,
  type SessionInsights,
  type Translator,
} from "@lectern/shared";
import type { HtmlMail } from "../auth/mailer.ts";
import { translatorFor } from "../i18n/translators.ts";
import { presentQuestion, readerOf, type QuestionWithVotes } from "../questions/presenter.ts";
import { CHART_HEIGHT, CHART_WIDTH } from "./chart-image.ts";
import type { Recipient } from "./repo.ts";

/** The chart's Content-ID: the HTML shows it as `cid:` this. */
export const CHART_CID = "views-chart@lectern";

/** What every recipient's mail is written from, read once per send (send.ts). */
export interface ReportContent {
  title: string;
  profanityFilter: number;
  insights: SessionInsights;
  /** The most upvoted questions, at most REPORT_QUESTIONS, as rows (masked per reader here). */
  questions: QuestionWithVotes[];
  /** The views chart (chart-image.ts). */
  chart: Buffer;
  /** The insights screen: `${publicUrl}/session/{id}/insights`. */
  link: string;
  /** When the figures were read. */
  at: number;
}

const AVERAGE = { maximumFractionDigits: 1 } satisfies Intl.NumberFormatOptions;
const FONT = "font-family:Arial,Helvetica,sans-serif;";
const MUTED = "color:#4b5563;";

const sum = (series: readonly SeriesPoint[]) => series.reduce((all, point) => all + point.count, 0);

/** The headline figures, each a sentence with its number. */
function figuresOf(insights: SessionInsights, { t, plural, number }: Translator): string[] {
  const peak = insights.liveAudience.reduce((most, point) => Math.max(most, point.count), 0);
  const downloads = insights.downloads.reduce((all, resource) => all + sum(resource.series), 0);
  const voters = insights.polls.reduce((all, poll) => all + poll.voters, 0);
  return [
    plural(insights.uniqueVisitors, { one: "# unique visitor", other: "# unique visitors" }),
    plural(sum(insights.views), { one: "# page view", other: "# page views" }),
    t("Live audience at its peak: {count}", { count: number(peak) }),
    plural(downloads, { one: "# download", other: "# downloads" }),
    t("Leads: {leads}, of which {confirmed} confirmed", {
      leads: number(insights.funnel.leads),
      confirmed: number(insights.funnel.confirmedLeads),
    }),
    plural(voters, { one: "# vote in the polls", other: "# votes in the polls" }),
    t("Questions: {asked} asked, {answered} answered", {
      asked: number(insights.questions.asked),
      answered: number(insights.questions.answered),
    }),
    plural(sum(insights.reactions), { one: "# reaction", other: "# reactions" }),
  ];
}

/** What the chart shows, in words: its `alt`, and its line in the plain text. */
function chartDescription(insights: SessionInsights, translator: Translator): string {
  const { t, date, number } = translator;
  const { views, timeZone } = insights;
  const shape: Intl.DateTimeFormatOptions =
    insights.bucket === "1d"
      ? { dateStyle: "medium", timeZone }
      : { dateStyle: "medium", timeStyle: "short", timeZone };
  const values = {
    from: date(views[0]?.t ?? insights.from, shape),
    to: date(views.at(-1)?.t ?? insights.to, shape),
    total: number(sum(views)),
    most: number(views.reduce((most, point) => Math.max(most, point.count), 0)),
  };
  return insights.bucket === "1d"
    ? t(
        "Bar chart of page views per day, {from} to {to}: {total} in all, at most {most} in one day.",
        values,
      )
    : t(
        "Bar chart of page views per hour, {from} to {to}: {total} in all, at most {most} in one hour.",
        values,
      );
}

interface Written {
  greeting: string;
  subject: string;
  intro: string;
  figures: string[];
  chartTitle: string;
  chart: string;
  questionsTitle: string;
  questions: { text: string; upvotes: string }[];
  feedbackTitle: string;
  feedback: { average: string; chips: string } | null;
  linkText: string;
  footer: string;
}

function write(content: ReportContent, recipient: Recipient): Written {
  const translator = translatorFor(recipient.locale);
  const { t, plural, number, date } = translator;
  const { insights } = content;
  const reader = readerOf({ profanityFilter: content.profanityFilter }, recipient.owner);
  const feedback = insights.feedback;
  return {
    greeting: t("Hello {firstName},", { firstName: recipient.firstName }),
    subject: t('Your report for "{title}"', { title: content.title }),
    intro: t('How "{title}" went, as of {date}:', {
      title: content.title,
      date: date(content.at, {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: insights.timeZone,
      }),
    }),
    figures: figuresOf(insights, translator),
    chartTitle: t("Page views over time"),
    chart: chartDescription(insights, translator),
    questionsTitle: t("Top questions"),
    questions: content.questions.map((row) => ({
      text: presentQuestion(row, reader).questionText,
      upvotes: plural(Number(row.upvotes), { one: "# upvote", other: "# upvotes" }),
    })),
    feedbackTitle: t("Feedback"),
    feedback:
      feedback && feedback.count > 0 && feedback.average !== null
        ? {
            average: plural(
              feedback.count,
              {
                one: "{average} of 5 stars from # rating",
                other: "{average} of 5 stars from # ratings",
              },
              { average: number(feedback.average, AVERAGE) },
            ),
            chips: feedback.chips
              .filter((chip) => chip.count > 0)
              .map((chip) => `${chip.label} (${number(chip.count)})`)
              .join(", "),
          }
        : null,
    linkText: t("See every chart on {product}", { product: PRODUCT_NAME }),
    footer: t(
      "You get this e-mail because you are on this session's team and its report is on for you; you can turn it off on the session's insights screen.",
    ),
  };
}

function plainText(written: Written, link: string): string {
  const lines = [written.greeting, "", written.intro, ""];
  for (const figure of written.figures) lines.push(`- ${figure}`);
  lines.push("", written.chartTitle, written.chart);
  if (written.questions.length > 0) {
    lines.push("", written.questionsTitle);
    written.questions.forEach((question, i) =>
      lines.push(`${i + 1}. ${question.text} (${question.upvotes})`),
    );
  }
  if (written.feedback) {
    lines.push("", written.feedbackTitle, written.feedback.average);
    if (written.feedback.chips) lines.push(written.feedback.chips);
  }
  lines.push("", `${written.linkText}:`, link, "", written.footer, "");
  return lines.join("\n");
}

const heading = (text: string) =>
  `<h2 style="margin:0 0 8px;${FONT}font-size:17px;line-height:1.3;color:#111827;">${escapeHtml(text)}</h2>`;
const paragraph = (text: string, style = "") =>
  `<p style="margin:0 0 12px;${FONT}font-size:15px;line-height:1.5;color:#111827;${style}">${escapeHtml(text)}</p>`;
const block = (inner: string) => `<tr><td style="padding:12px 24px;">${inner}</td></tr>`;

/** The figures two to a row, each in a cell of its own. */
function figureTable(figures: readonly string[]): string {
  const rows: string[] = [];
  for (let i = 0; i < figures.length; i += 2) {
    const cells = figures
      .slice(i, i + 2)
      .map(
        (figure) =>
          `<td width="50%" valign="top" style="padding:10px 12px;border:1px solid #e5e7eb;background:#f9fafb;${FONT}font-size:15px;line-height:1.4;font-weight:bold;color:#111827;">${escapeHtml(figure)}</td>`,
      );
    if (cells.length === 1) cells.push('<td width="50%">&nbsp;</td>');
    rows.push(`<tr>${cells.join("")}</tr>`);
  }
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;">${rows.join("")}</table>`;
}

function html(written: Written, link: string, locale: string): string {
  const parts = [
    block(
      paragraph(written.greeting) +
        `<h1 style="margin:0 0 12px;${FONT}font-size:22px;line-height:1.3;color:#111827;">${escapeHtml(written.subject)}</h1>` +
        paragraph(written.intro, MUTED),
    ),
    block(figureTable(written.figures)),
    block(
      heading(written.chartTitle) +
        `<img src="cid:${CHART_CID}" width="${CHART_WIDTH}" height="${CHART_HEIGHT}" alt="${escapeHtml(written.chart)}" style="display:block;width:100%;max-width:${CHART_WIDTH}px;height:auto;border:0;${FONT}font-size:14px;color:#4b5563;">`,
    ),
  ];
  if (written.questions.length > 0)
    parts.push(
      block(
        heading(written.questionsTitle) +
          `<ol style="margin:0;padding:0 0 0 20px;${FONT}font-size:15px;line-height:1.5;color:#111827;">${written.questions
            .map(
              (question) =>
                `<li style="margin:0 0 6px;">${escapeHtml(question.text)} <span style="${MUTED}">(${escapeHtml(question.upvotes)})</span></li>`,
            )
            .join("")}</ol>`,
      ),
    );
  if (written.feedback)
    parts.push(
      block(
        heading(written.feedbackTitle) +
          paragraph(written.feedback.average) +
          (written.feedback.chips ? paragraph(written.feedback.chips, MUTED) : ""),
      ),
    );
  parts.push(
    block(
      `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="background:#4f46e5;border-radius:6px;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;${FONT}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(written.linkText)}</a></td></tr></table>` +
        `<p style="margin:8px 0 0;${FONT}font-size:13px;line-height:1.5;${MUTED}"><a href="${escapeHtml(link)}" style="color:#4f46e5;">${escapeHtml(link)}</a></p>`,
    ),
    block(
      `<p style="margin:0;${FONT}font-size:12px;line-height:1.5;${MUTED}">${escapeHtml(written.footer)}</p>`,
    ),
  );
  return [
    "<!DOCTYPE html>",
    `<html lang="${escapeHtml(locale)}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(written.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f3f4f6;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;"><tr><td align="center" style="padding:24px 8px;">',
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;">${parts.join("")}</table>`,
    "</td></tr></table>",
    "</body>",
    "</html>",
  ].join("\n");
}

/** The report for one recipient: subject, plain text, HTML and the chart it shows inline. */
export function reportMail(content: ReportContent, recipient: Recipient): HtmlMail {
  const written = write(content, recipient);
  return {
    subject: written.subject,
    text: plainText(written, content.link),
    html: html(written, content.link, recipient.locale),
    attachments: [
      {
        filename: "page-views.png",
        contentType: "image/png",
        content: content.chart,
        cid: CHART_CID,
      },
    ],
  };
}
