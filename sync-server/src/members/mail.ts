/**
 * The mails of a team (docs/product.md, Team), in the owner's language: the invitation, with the
 * session's title and a link that opens sign-up (or sign-in, for an address with an account) with
 * the address filled in, and the code that confirms handing the session to a member.
 */
import { OTP_LIFETIME_MS, PRODUCT_NAME, type Locale, type MemberRole } from "@lectern/shared";
import { translatorFor } from "../i18n/translators.ts";

export interface TeamMail {
  subject: string;
  text: string;
}

/** The page the invitation opens: sign-in for an address with an account, sign-up otherwise. */
export function invitationLink(publicUrl: string, email: string, hasAccount: boolean): string {
  return `${publicUrl}/${hasAccount ? "signin" : "signup"}?email=${encodeURIComponent(email)}`;
}

export function invitationMail(
  ownerName: string,
  sessionTitle: string,
  role: MemberRole,
  link: string,
  locale: Locale,
): TeamMail {
  const { t } = translatorFor(locale);
  const can = {
    cohost: t("As a co-host you can edit the page and its polls and run the room."),
    moderator: t("As a moderator you can run the live console and moderate the questions."),
    viewer: t("As a viewer you can read the results and the questions."),
  }[role];
  return {
    subject: t('{owner} invited you to "{title}" on {product}', {
      owner: ownerName,
      title: sessionTitle,
      product: PRODUCT_NAME,
    }),
    text: [
      t("Hello,"),
      "",
      t('{owner} invited you to help with the session "{title}".', {
        owner: ownerName,
        title: sessionTitle,
      }),
      can,
      "",
      t("Open this link to sign in with this e-mail address; the session is under Shared with me:"),
      link,
      "",
      t("If you don't know {owner}, you can ignore this e-mail.", { owner: ownerName }),
      "",
    ].join("\n"),
  };
}

export function transferCodeMail(
  firstName: string,
  sessionTitle: string,
  memberName: string,
  code: string,
  locale: Locale,
): TeamMail {
  const { t, plural } = translatorFor(locale);
  const minutes = Math.round(OTP_LIFETIME_MS / 60_000);
  const subject = t("Your {product} code to hand over a session: {code}", {
    product: PRODUCT_NAME,
    code,
  });
  return {
    subject,
    text: [
      t("Hello {firstName},", { firstName }),
      "",
      subject,
      "",
      t(
        'Entering this code makes {member} the owner of "{title}", with its leads; you stay on as a co-host.',
        { member: memberName, title: sessionTitle },
      ),
      plural(minutes, { one: "It expires in # minute.", other: "It expires in # minutes." }),
      "",
      t("If you did not ask to hand over the session, do not enter the code."),
      "",
    ].join("\n"),
  };
}
