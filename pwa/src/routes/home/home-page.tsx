/**
 * The marketing home page (docs/product.md, Home page): hero with Get Started Free and the
 * product's real screens (hero-pictures.tsx; the server sends the top bar and the hero as static
 * HTML first, @lectern/shared's prerenderHomePage), four pain points, four features with the promo
 * video (hidden on small screens; it plays once for 5 s, with Pause and Play) and a closing call to
 * action, all to /signup. The footer offers the language switcher.
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { HOME_FINE_PRINT, HOME_HEADLINE, HOME_LEAD, msg, PRODUCT_NAME } from "@lectern/shared";
import { Link } from "../../components/link.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { SpeakerLayout } from "../../components/speaker-layout.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Card } from "../../components/ui/card.tsx";
import { LanguageSwitcher } from "../../components/language-switcher.tsx";
import { useTranslator } from "../../i18n/language.ts";
import { HeroPictures } from "./hero-pictures.tsx";

/** The cards' texts, in English (shown through t()). */
const PAIN_POINTS = [
  {
    title: msg("Endless slide requests"),
    text: msg(
      "“Can you send me the slides?” arrives by e-mail, chat and business card for weeks after every talk.",
    ),
  },
  {
    title: msg("No idea who was listening"),
    text: msg(
      "A full room leaves no trace: you never learn who wanted more, so no conversation follows.",
    ),
  },
  {
    title: msg("Q&A runs out of time"),
    text: msg(
      "The best questions stay unasked when the clock wins and the microphone never reaches the back row.",
    ),
  },
  {
    title: msg("Missing the pulse of the room"),
    text: msg(
      "Raised hands are hard to count, and you cannot tell what the audience really thinks.",
    ),
  },
];

const FEATURES = [
  {
    title: msg("Host everything on one page"),
    text: msg(
      "Slides, handouts, helpful links and next steps live on one session page, shared by link or QR code.",
    ),
  },
  {
    title: msg("Capture leads"),
    text: msg(
      "Attendees leave their e-mail to download. You see who they are and what they took, and export it as CSV.",
    ),
  },
  {
    title: msg("Collect questions"),
    text: msg(
      "A Q&A forum where attendees ask and upvote, so the questions that matter rise to the top.",
    ),
  },
  {
    title: msg("Poll instantly"),
    text: msg(
      "Live polls with results that update as votes arrive, ready to embed on any other site.",
    ),
  },
];

function Icon({ path }: { path: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-11 items-center justify-center rounded-lg bg-brand-100 text-brand-700"
    >
      <svg
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}

const PAIN_ICONS = [
  "M4 4h16v12H5l-1 4z",
  "M12 12a4 4 0 100-8 4 4 0 000 8zM4 20c1-4 4-6 8-6s7 2 8 6",
  "M12 8v4l3 2M12 3a9 9 0 110 18 9 9 0 010-18z",
  "M3 12h4l3-8 4 16 3-8h4",
];
const FEATURE_ICONS = [
  "M4 5h16v14H4zM4 9h16",
  "M4 6h16v12H4zM4 7l8 6 8-6",
  "M8 10h8M8 14h5M4 4h16v12H9l-5 4z",
  "M6 20V10M12 20V4M18 20v-7",
];

function CardGrid({ items, icons }: { items: { title: string; text: string }[]; icons: string[] }) {
  const { t } = useTranslator();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item, index) => (
        <li key={item.title}>
          <Card className="h-full p-5">
            <Icon path={icons[index] ?? ""} />
            <h3 className="mt-4 text-base font-semibold text-slate-900">{t(item.title)}</h3>
            <p className="mt-2 text-sm text-slate-700">{t(item.text)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Section({
  id,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-slate-700">{intro}</p>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** The promo stops here (seconds): anything moving beside other content longer needs stopping (WCAG 2.2.2). */
const PROMO_SECONDS = 5;

/**
 * The silent promo: it plays once for at most PROMO_SECONDS, never loops, and does not start by
 * itself when the visitor asks for reduced motion (the poster shows instead). A visible button
 * pauses and plays it; playing again after it stopped starts from the beginning.
 */
function PromoVideo() {
  const { t } = useTranslator();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    void video.current?.play().catch(() => undefined);
  }, []);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (!element.paused) return element.pause();
    if (element.ended || element.currentTime >= PROMO_SECONDS) element.currentTime = 0;
    void element.play().catch(() => undefined);
  };
  return (
    <div className="relative">
      <video
        ref={video}
        className="aspect-video w-full rounded-2xl shadow-xl"
        muted
        playsInline
        preload="metadata"
        poster="/media/promo-poster.jpg"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(event) => {
          if (event.currentTarget.currentTime >= PROMO_SECONDS) event.currentTarget.pause();
        }}
        aria-label={t(
          "{product} in a few seconds: one page per talk with slides, leads, Q&A and live polls",
          { product: PRODUCT_NAME },
        )}
      >
        <source src="/media/promo.webm" type="video/webm" />
        <source src="/media/promo.mp4" type="video/mp4" />
      </video>
      <button
        type="button"
        onClick={toggle}
        className="absolute bottom-3 right-3 min-h-11 rounded-lg bg-slate-900/80 px-4 text-sm font-medium text-white hover:bg-slate-900"
      >
        {playing ? t("Pause video") : t("Play video")}
      </button>
    </div>
  );
}

export default function HomePage() {
  const { t } = useTranslator();
  const product = { product: PRODUCT_NAME };
  return (
    <SpeakerLayout width="full">
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:py-20 md:grid-cols-2">
          <div>
            <PageTitle title="" className="text-4xl sm:text-5xl">
              {t(HOME_HEADLINE)}
            </PageTitle>
            <p className="mt-5 text-lg text-slate-700">{t(HOME_LEAD, product)}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
              <Link to="/signup" className={buttonClass("primary", "lg")}>
                {t("Get Started Free")}
              </Link>
              {/* A plain in-page link, not a button: every call to action here goes to /signup (docs/product.md, Home page). */}
              <a
                href="#how-it-helps"
                className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
              >
                {t("See how it helps")}
              </a>
            </div>
            <p className="mt-4 text-sm text-slate-600">{t(HOME_FINE_PRINT)}</p>
          </div>
          <HeroPictures />
        </div>
      </section>

      <Section
        id="pain-points"
        title={t("Speaking is the easy part")}
        intro={t(
          "What happens around the talk is where speakers lose time, contacts and feedback.",
        )}
      >
        <CardGrid items={PAIN_POINTS} icons={PAIN_ICONS} />
      </Section>

      <Section
        id="how-it-helps"
        title={t("How {product} helps", product)}
        intro={t(
          "One page per talk, made in minutes, opened from a QR code on the last slide, and built for venue Wi-Fi that comes and goes.",
        )}
        className="bg-white"
      >
        <CardGrid items={FEATURES} icons={FEATURE_ICONS} />
        <div className="mx-auto mt-12 hidden max-w-2xl md:block">
          <PromoVideo />
        </div>
      </Section>

      <section aria-labelledby="closing-cta" className="bg-brand-800 text-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:py-20">
          <h2 id="closing-cta" className="text-2xl font-bold sm:text-3xl">
            {t("Ready for your next talk?")}
          </h2>
          <p className="mt-3 text-brand-100">
            {t("Create your first session page in a few minutes. It is free.")}
          </p>
          <Link
            to="/signup"
            className={buttonClass(
              "secondary",
              "lg",
              "mt-8 bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white",
            )}
          >
            {t("Get Started Free")}
          </Link>
        </div>
      </section>
      <footer className="flex flex-col items-center gap-3 border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600 sm:flex-row sm:justify-center sm:gap-8">
        <p>© {PRODUCT_NAME}</p>
        <LanguageSwitcher />
      </footer>
    </SpeakerLayout>
  );
}
