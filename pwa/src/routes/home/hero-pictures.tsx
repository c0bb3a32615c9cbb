/**
 * The home page's hero pictures (docs/product.md, Home page): the real screens of a talk, so a
 * visitor sees at once what a speaker gets: a live poll's results on the projector, and beside it
 * an attendee's phone showing the same poll. The pictures are the browser tests' screenshots
 * (`npm run pictures`, e2e/product-pictures.spec.ts) in pwa/public/media, which the service worker
 * does not precache. The server sends the same markup before the JavaScript arrives
 * (@lectern/shared's heroPicturesHtml).
 */
import { HOME_PICTURES, HOME_PICTURES_CAPTION } from "@lectern/shared";
import { useTranslator } from "../../i18n/language.ts";

export function HeroPictures() {
  const { t } = useTranslator();
  const { projector, phone } = HOME_PICTURES;
  return (
    <figure>
      <div className="flex items-end justify-between">
        <img
          width={projector.width}
          height={projector.height}
          alt={t(projector.alt)}
          decoding="async"
          fetchPriority="high"
          className="w-[72%] rounded-xl shadow-xl ring-1 ring-slate-900/10"
          src={projector.src}
        />
        <img
          width={phone.width}
          height={phone.height}
          alt={t(phone.alt)}
          decoding="async"
          loading="lazy"
          className="w-[24%] rounded-2xl border-4 border-slate-900 bg-slate-900 shadow-xl"
          src={phone.src}
        />
      </div>
      <figcaption className="mt-3 text-sm text-slate-600">{t(HOME_PICTURES_CAPTION)}</figcaption>
    </figure>
  );
}
