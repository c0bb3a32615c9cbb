/**
 * The audience's reactions rising from the bottom of the projector (docs/product.md, Reactions):
 * each new one pushed (use-stage.ts) floats up and fades, at a place along the bottom of its own,
 * and is gone when its animation ends. Decorative: hidden from screen readers, never in the way of
 * a click. R turns it off (projector-settings.ts).
 */
import type { ReactionBurst } from "./use-stage.ts";

/** Along the bottom edge, as a share of the screen's width, from the reaction's id. */
const leftOf = (id: number) => `${8 + ((id * 37) % 84)}%`;

export function ReactionRise({ bursts }: { bursts: ReactionBurst }) {
  return (
    <div
      aria-hidden="true"
      data-testid="projector-reactions"
      className="pointer-events-none absolute inset-0 z-20 overflow-hidden"
    >
      {bursts.shown.map(({ id, emoji }) => (
        <span
          key={id}
          data-reaction={emoji}
          onAnimationEnd={() => bursts.done(id)}
          style={{ left: leftOf(id) }}
          className="absolute bottom-0 animate-rise text-[1.6rem]"
        >
          {emoji}
        </span>
      ))}
    </div>
  );
}
