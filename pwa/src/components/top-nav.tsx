/**
 * The sticky top navigation (docs/product.md, Top navigation): Sign In / Get Started Free when
 * signed out; Create Session and the first-name user menu (Dashboard, My Speaker Profile,
 * Integrations, the language, Sign Out) when in. The language is a group of menu radio items
 * rather than the switcher's select: a menu moves focus by arrow keys only, so a select inside it
 * could not be reached from the keyboard.
 */
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { LOCALE_NAMES, LOCALES, localeOf, PRODUCT_NAME } from "@lectern/shared";
import { chooseLanguage, useTranslator } from "../i18n/language.ts";
import { Link } from "./link.tsx";
import { useCurrentUser } from "../auth/current-user.ts";
import { showFlashToast, signOut } from "../auth/sign-out.ts";
import { Logo } from "./logo.tsx";
import { buttonClass } from "./ui/button.tsx";
import { CHEVRON_DOWN, Icon } from "./ui/icon.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu.tsx";

export function TopNav() {
  const { t, locale } = useTranslator();
  const user = useCurrentUser();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(showFlashToast, 0);
    return () => clearTimeout(timer);
  }, []);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t("Skip to content")}
      </a>
      <nav
        aria-label={t("Main")}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:px-4"
      >
        <Link
          to={user ? "/dashboard" : "/"}
          aria-label={
            user
              ? t("{product}, go to dashboard", { product: PRODUCT_NAME })
              : t("{product}, home", { product: PRODUCT_NAME })
          }
          className="shrink-0 rounded-md"
        >
          <Logo markOnlyOnPhones={user !== null} />
        </Link>
        {user ? (
          <div className="flex min-w-0 items-center gap-2">
            <Link to="/create-session" className={buttonClass("primary", "sm", "shrink-0")}>
              <Icon path="M12 5v14M5 12h14" strokeWidth="2.5" />
              {t("Create Session")}
            </Link>
            <DropdownMenu>
              <DropdownMenuTrigger
                className={buttonClass("ghost", "sm", "max-w-36 min-w-0")}
                aria-label={t("Account menu for {name}", { name: user.firstName })}
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-800"
                >
                  {user.firstName.charAt(0).toUpperCase()}
                </span>
                <span className="truncate">{user.firstName}</span>
                <Icon path={CHEVRON_DOWN} className="size-4 shrink-0" />
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem onSelect={() => void navigate("/dashboard")}>
                  {t("Dashboard")}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => void navigate("/speaker-profile")}>
                  {t("My Speaker Profile")}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => void navigate("/integrations")}>
                  {t("Integrations")}
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuRadioGroup
                  label={t("Language")}
                  value={locale}
                  onValueChange={(value) => {
                    const next = localeOf(value);
                    if (next) void chooseLanguage(next);
                  }}
                >
                  {LOCALES.map((option) => (
                    <DropdownMenuRadioItem key={option} value={option} lang={option}>
                      {LOCALE_NAMES[option]}
                    </DropdownMenuRadioItem>
                  ))}
                </DropdownMenuRadioGroup>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => void signOut()}>{t("Sign Out")}</DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          </div>
        ) : (
          <div className="flex items-center gap-1 sm:gap-2">
            <Link to="/signin" className={buttonClass("ghost", "sm")}>
              {t("Sign In")}
            </Link>
            <Link to="/signup" className={buttonClass("primary", "sm")}>
              {t("Get Started Free")}
            </Link>
          </div>
        )}
      </nav>
    </header>
  );
}
