/**
 * The projector's slide panel (docs/product.md, The room): one page of the deck at 1920 px, as
 * large as the screen allows and letterboxed on black, whatever the theme; its text is the image's
 * accessible description. The image the next step shows is fetched meanwhile, so a clicker's press
 * shows it at once.
 */
import { useEffect, useId } from "react";
import type { DeckResponse } from "@lectern/shared";
import { useTranslator } from "../../i18n/language.ts";

/** Fetches `image` into the browser's cache, ahead of its showing. */
export function usePreloadedImage(image: string | undefined): void {
  useEffect(() => {
    if (image === undefined) return;
    const preload = new Image();
    preload.src = image;
  }, [image]);
}

/** Page `page` of the deck; the deck is undefined while it is read, null for a session without one. */
export function SlidePanel({
  deck,
  page,
}: {
  deck: DeckResponse | null | undefined;
  page: number;
}) {
  const { t } = useTranslator();
  const textId = useId();
  const shown = deck?.pages.find((candidate) => candidate.n === page);
  if (!shown)
    return (
      <p className="m-auto text-[0.6rem] text-white">
        {deck === null ? t("This session has no slides.") : t("Loading slide...")}
      </p>
    );
  const described = shown.text.trim() !== "";
  return (
    <figure data-testid="projector-slide" data-page={page} className="relative size-full">
      <img
        key={shown.image}
        src={shown.image}
        alt={t("Slide {page} of {count}", { page, count: deck?.pageCount ?? page })}
        aria-describedby={described ? textId : undefined}
        className="size-full object-contain"
      />
      {described && (
        <figcaption id={textId} className="sr-only">
          {shown.text}
        </figcaption>
      )}
    </figure>
  );
}
