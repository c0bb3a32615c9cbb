/**
 * The speaker profile form of /onboarding and /speaker-profile (docs/product.md, Speaker profile):
 * required first and last name, the rest optional (a designation and company, when given, show on
 * the speaker card); a required field's error shows as it changes once it was left, or once a save
 * was tried, and goes as soon as it is filled; the LinkedIn fetch through our server with its blocking
 * dialog and 3-second highlight; the picture upload with preview and remove; the optional bio; on
 * /speaker-profile, the language of the speaker's e-mails.
 */
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from "react";
import { toast } from "../app/toast.ts";
import {
  BIO_ROWS,
  FETCH_HIGHLIGHT_MS,
  isLinkedinProfileUrl,
  localeOf,
  MESSAGES,
  msg,
  normalizeUrl,
  PROFILE_PICTURE_MAX_BYTES,
  type Locale,
  type User,
} from "@lectern/shared";
import { errorMessage } from "../api/error-text.ts";
import { useFieldChecks, useFocusFirstInvalid } from "./form-errors.ts";
import { LanguageOptions } from "./language-switcher.tsx";
import { useLinkedinLookup, useUpdateUser, useUploadProfilePicture } from "../api/speaker/users.ts";
import { useTranslator } from "../i18n/language.ts";
import { OnlineButton } from "./online-button.tsx";
import { Alert } from "./ui/alert.tsx";
import { Button } from "./ui/button.tsx";
import { cn } from "./ui/cn.ts";
import { Dialog } from "./ui/dialog.tsx";
import { Field, RequiredNote } from "./ui/field.tsx";
import { Input, inputClass } from "./ui/input.tsx";
import { Spinner } from "./ui/spinner.tsx";
import { Textarea } from "./ui/textarea.tsx";

export interface ProfileValues {
  firstName: string;
  lastName: string;
  designation: string;
  company: string;
  linkedinUrl: string;
  bio: string;
  profilePicture: string | null;
  /** The language of the speaker's e-mails. */
  language: Locale;
  /** The e-mail gate's text for this speaker's sessions; blank: the default. */
  consentText: string;
  /** The speaker's privacy notice, linked from the e-mail gate; blank: none. */
  privacyUrl: string;
}

type Highlightable = "designation" | "company" | "bio" | "profilePicture";
/** How the LinkedIn fetch's announcement names each field it filled. */
const FILLED_NAMES: Record<Highlightable, string> = {
  designation: msg("Designation / title"),
  company: msg("Company"),
  bio: msg("Bio"),
  profilePicture: msg("Display picture"),
};
const REQUIRED = ["firstName", "lastName"] as const;

export function profileValuesOf(user: User): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    designation: user.designation ?? "",
    company: user.company ?? "",
    linkedinUrl: user.linkedinUrl ?? "",
    bio: user.bio ?? "",
    profilePicture: user.profilePicture,
    language: user.language,
    consentText: user.consentText ?? "",
    privacyUrl: user.privacyUrl ?? "",
  };
}

/**
 * The profile checks (docs/product.md, Validation): the required names, then the LinkedIn marker.
 * The texts are English, shown through t().
 */
export function profileProblem(
  values: ProfileValues,
): { title: string; description: string; fields: string[] } | null {
  const missing = REQUIRED.filter((key) => values[key].trim() === "");
  if (missing.length > 0)
    return {
      title: MESSAGES.profileRequiredTitle,
      description: MESSAGES.profileRequired,
      fields: missing,
    };
  if (values.linkedinUrl.trim() !== "" && !isLinkedinProfileUrl(values.linkedinUrl)) {
    return {
      title: MESSAGES.linkedinInvalidTitle,
      description: MESSAGES.linkedinInvalid,
      fields: ["linkedinUrl"],
    };
  }
  return null;
}

/** The image check of docs/product.md, Validation: images only, under 5MB (English, shown through t()). */
export function pictureProblem(file: File): { title: string; description: string } | null {
  if (!file.type.startsWith("image/"))
    return { title: msg("Invalid file"), description: MESSAGES.imageTypeNotAllowed };
  if (file.size >= PROFILE_PICTURE_MAX_BYTES)
    return { title: MESSAGES.fileTooLargeTitle, description: MESSAGES.profilePictureTooLarge };
  return null;
}

export interface ProfileFormProps {
  user: User;
  /** Shows the field for the language of the speaker's e-mails. */
  withLanguage?: boolean;
  submitLabel: string;
  pendingLabel: string;
  onSaved: (user: User) => void;
  secondaryAction?: ReactNode;
}

export function ProfileForm({
  user,
  withLanguage = false,
  submitLabel,
  pendingLabel,
  onSaved,
  secondaryAction,
}: ProfileFormProps) {
  const { t, locale } = useTranslator();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const [invalid, setInvalid] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const checks = useFieldChecks(tried);
  const [highlighted, setHighlighted] = useState<Highlightable[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [preview, setPreview] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  /** Why the server refused the last save, until the next try. */
  const [failure, setFailure] = useState<string | null>(null);
  /** Why Fetch from LinkedIn did nothing (English, shown through t()), until the URL changes. */
  const [fetchProblem, setFetchProblem] = useState<string | null>(null);
  /** Why the last picked picture was refused (English, shown through t()), until the next pick. */
  const [refusedPicture, setRefusedPicture] = useState<string | null>(null);
  const update = useUpdateUser(user.id);
  const upload = useUploadProfilePicture();
  const lookup = useLinkedinLookup();

  useEffect(() => {
    if (highlighted.length === 0) return;
    const timer = setTimeout(() => setHighlighted([]), FETCH_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlighted]);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const set =
    (key: Exclude<keyof ProfileValues, "language">) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setInvalid((current) => current.filter((field) => field !== key));
      if (key === "linkedinUrl") setFetchProblem(null);
      checks.changed(key);
    };
  const glow = (key: Highlightable) =>
    highlighted.includes(key) && "bg-amber-50 ring-4 ring-amber-300 transition-shadow";
  /** Marks a field filled by the LinkedIn fetch while it glows (for 3 seconds). */
  const glowMark = (key: Highlightable) =>
    highlighted.includes(key) ? { "data-highlighted": "true" } : {};
  const isRequired = (key: string): key is (typeof REQUIRED)[number] =>
    (REQUIRED as readonly string[]).includes(key);
  const error = (key: string) => {
    if (isRequired(key))
      return (checks.checked(key) || invalid.includes(key)) && values[key].trim() === ""
        ? t("Required")
        : null;
    if (invalid.includes(key)) return t(MESSAGES.linkedinInvalid);
    return key === "linkedinUrl" && fetchProblem ? t(fetchProblem) : null;
  };
  const leave = (key: (typeof REQUIRED)[number]) => () => checks.leave(key);
  const chooseLanguage = (event: ChangeEvent<HTMLSelectElement>) => {
    const language = localeOf(event.target.value);
    if (language) setValues((current) => ({ ...current, language }));
  };

  const fetchLinkedin = () => {
    const url = values.linkedinUrl.trim();
    if (url === "") {
      setFetchProblem(msg("Enter your LinkedIn profile URL first."));
      focusFirstInvalid();
      toast.error(t(MESSAGES.linkedinRequiredTitle), {
        description: t("Enter your LinkedIn profile URL first."),
      });
      return;
    }
    if (!isLinkedinProfileUrl(url)) {
      setInvalid(["linkedinUrl"]);
      focusFirstInvalid();
      toast.error(t(MESSAGES.linkedinInvalidTitle), { description: t(MESSAGES.linkedinInvalid) });
      return;
    }
    lookup.mutate(normalizeUrl(url), {
      onSuccess: (found) => {
        const filled: Highlightable[] = [];
        const next = { ...values };
        for (const key of ["designation", "company", "bio", "profilePicture"] as const) {
          const value = found[key];
          if (value) {
            next[key] = value;
            filled.push(key);
          }
        }
        setValues(next);
        setHighlighted(filled);
        const names = filled.map((key) => t(FILLED_NAMES[key]));
        setAnnouncement(
          filled.length > 0
            ? t("Filled from LinkedIn: {fields}.", {
                fields: new Intl.ListFormat(locale, { type: "conjunction" }).format(names),
              })
            : t("LinkedIn returned no details to fill."),
        );
      },
      onError: () =>
        toast.error(t("Failed to fetch LinkedIn data"), {
          description: t("Please try again or fill out the form manually"),
        }),
    });
  };

  const pickPicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = pictureProblem(file);
    setRefusedPicture(problem?.description ?? null);
    if (problem) {
      toast.error(t(problem.title), { description: t(problem.description) });
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: ({ filePath }) => {
        setValues((current) => ({ ...current, profilePicture: filePath }));
        toast.success(t("Picture uploaded"));
      },
      onError: () => {
        setPreview(null);
        toast.error(t("Upload failed"), {
          description: t("Failed to upload profile picture. Please try again."),
        });
      },
    });
  };

  const removePicture = () => {
    setPreview(null);
    setValues((current) => ({ ...current, profilePicture: null }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = profileProblem(values);
    setTried(true);
    setFailure(null);
    if (problem) {
      setInvalid(problem.fields);
      toast.error(t(problem.title), { description: t(problem.description) });
      focusFirstInvalid();
      return;
    }
    update.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        designation: values.designation.trim(),
        company: values.company.trim(),
        linkedinUrl: values.linkedinUrl.trim() ? normalizeUrl(values.linkedinUrl) : null,
        profilePicture: values.profilePicture,
        bio: values.bio.trim() || null,
        profileCompleted: true,
        language: values.language,
        consentText: values.consentText.trim() || null,
        privacyUrl: values.privacyUrl.trim() ? normalizeUrl(values.privacyUrl) : null,
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const reason = errorMessage(
            error,
            t("Your profile could not be saved. Please try again."),
          );
          setFailure(reason);
          toast.error(t("Error"), { description: reason });
        },
      },
    );
  };

  const pictureSrc = preview ?? values.profilePicture;
  const initials = `${values.firstName.charAt(0)}${values.lastName.charAt(0)}`.toUpperCase();

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      <RequiredNote />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("First name")} required error={error("firstName")}>
          <Input
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={set("firstName")}
            onBlur={leave("firstName")}
          />
        </Field>
        <Field label={t("Last name")} required error={error("lastName")}>
          <Input
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={set("lastName")}
            onBlur={leave("lastName")}
          />
        </Field>
      </div>

      <div>
        <Field
          label={t("LinkedIn profile URL")}
          hint={t("Optional. For example linkedin.com/in/your-name")}
          error={error("linkedinUrl")}
        >
          <Input
            name="linkedinUrl"
            type="url"
            inputMode="url"
            value={values.linkedinUrl}
            onChange={set("linkedinUrl")}
          />
        </Field>
        <OnlineButton
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={fetchLinkedin}
          pending={lookup.isPending}
          pendingText={t("Fetching...")}
        >
          {t("Fetch from LinkedIn")}
        </OnlineButton>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("Designation / title (optional)")}>
          <Input
            name="designation"
            autoComplete="organization-title"
            value={values.designation}
            onChange={set("designation")}
            className={cn(glow("designation"))}
            {...glowMark("designation")}
          />
        </Field>
        <Field label={t("Company (optional)")}>
          <Input
            name="company"
            autoComplete="organization"
            value={values.company}
            onChange={set("company")}
            className={cn(glow("company"))}
            {...glowMark("company")}
          />
        </Field>
      </div>

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">
          {t("Display picture (optional)")}
        </legend>
        <div
          className={cn("flex items-center gap-4 rounded-lg p-1", glow("profilePicture"))}
          {...glowMark("profilePicture")}
        >
          {pictureSrc ? (
            <img
              src={pictureSrc}
              alt={t("Your display picture")}
              className="size-20 shrink-0 rounded-full border border-slate-200 object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800"
            >
              {initials}
            </span>
          )}
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileInput}
              id="profile-picture"
              type="file"
              accept="image/*"
              className="sr-only"
              tabIndex={-1}
              onChange={pickPicture}
              aria-label={t("Choose a display picture")}
              aria-describedby="profile-picture-hint"
            />
            <Button
              variant="outline"
              size="sm"
              onClick={() => fileInput.current?.click()}
              disabled={upload.isPending}
              aria-controls="profile-picture"
            >
              {upload.isPending
                ? t("Uploading...")
                : pictureSrc
                  ? t("Change picture")
                  : t("Upload picture")}
            </Button>
            {pictureSrc && !upload.isPending && (
              <Button variant="ghost" size="sm" onClick={removePicture}>
                {t("Remove picture")}
              </Button>
            )}
            <p id="profile-picture-hint" className="w-full text-xs text-slate-600">
              {t("An image under 5MB.")}
            </p>
            <p role="alert" className="w-full text-sm text-red-700 empty:hidden">
              {refusedPicture ? t(refusedPicture) : ""}
            </p>
          </div>
        </div>
      </fieldset>

      <Field label={t("Bio (optional)")}>
        <Textarea
          name="bio"
          rows={BIO_ROWS}
          value={values.bio}
          onChange={set("bio")}
          className={cn(glow("bio"))}
          {...glowMark("bio")}
        />
      </Field>

      {withLanguage && (
        <>
          <Field
            label={t("Consent text for downloads")}
            hint={t(
              "Shown to attendees when they give their e-mail to download. {speaker} becomes your name; leave empty for the default text.",
            )}
          >
            <Textarea
              name="consentText"
              rows={2}
              maxLength={500}
              value={values.consentText}
              onChange={set("consentText")}
            />
          </Field>
          <Field label={t("Privacy notice (https link, optional)")}>
            <Input
              name="privacyUrl"
              type="url"
              inputMode="url"
              value={values.privacyUrl}
              onChange={set("privacyUrl")}
            />
          </Field>
        </>
      )}

      {withLanguage && (
        <Field
          label={t("Language for e-mails")}
          hint={t("Your sign-in codes are sent in this language.")}
        >
          <select
            name="language"
            value={values.language}
            onChange={chooseLanguage}
            className={cn(inputClass, "min-h-11")}
          >
            <LanguageOptions />
          </select>
        </Field>
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {failure && <Alert>{failure}</Alert>}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <OnlineButton
          type="submit"
          pending={update.isPending}
          pendingText={pendingLabel}
          disabled={upload.isPending}
        >
          {submitLabel}
        </OnlineButton>
      </div>

      <Dialog
        open={lookup.isPending}
        blocking
        title={t("Fetching LinkedIn Data")}
        description={t("Wait, attempting to fetch details from LinkedIn...")}
      >
        <div className="flex justify-center py-2">
          <Spinner label={t("Fetching LinkedIn data")} />
        </div>
      </Dialog>
    </form>
  );
}
