/**
 * The report's small chart (docs/product.md, Insights, Report): a talk's page views over time as
 * bars in a PNG, drawn by @napi-rs/canvas (as the deck's pages are) and sent inline with the mail.
 * It holds no text, so no font is needed: the mail says what it shows in its `alt` and its figures.
 */
import { createCanvas } from "@napi-rs/canvas";
import type { SeriesPoint } from "@lectern/shared";

/** The size the mail shows the chart at, in CSS pixels; it is drawn at twice that for sharp screens. */
export const CHART_WIDTH = 560;
export const CHART_HEIGHT = 140;
const SCALE = 2;
const BAR_COLOR = "#4f46e5";
const AXIS_COLOR = "#d1d5db";
/** Room above the tallest bar and below the baseline. */
const PADDING = 8;

export async function viewsChart(points: readonly SeriesPoint[]): Promise<Buffer> {
  const canvas = createCanvas(CHART_WIDTH * SCALE, CHART_HEIGHT * SCALE);
  const context = canvas.getContext("2d");
  context.scale(SCALE, SCALE);
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, CHART_WIDTH, CHART_HEIGHT);
  const baseline = CHART_HEIGHT - PADDING;
  const most = Math.max(1, ...points.map((point) => point.count));
  const step = CHART_WIDTH / Math.max(1, points.length);
  // A gap between bars while they are wide enough to show one.
  const gap = step >= 4 ? Math.min(2, step / 4) : 0;
  context.fillStyle = BAR_COLOR;
  points.forEach((point, i) => {
    if (point.count === 0) return;
    const height = Math.max(1, (point.count / most) * (baseline - PADDING));
    context.fillRect(i * step + gap / 2, baseline - height, Math.max(0.5, step - gap), height);
  });
  context.fillStyle = AXIS_COLOR;
  context.fillRect(0, baseline, CHART_WIDTH, 1);
  return canvas.encode("png");
}
