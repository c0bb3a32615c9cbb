/**
 * What the browser remembers per session (docs/product.md, Data, in the browser): the visitor's Q&A
 * name and anonymity choice, and the flag that they already gave an e-mail for downloads. Storage
 * can be unavailable (private modes, third-party iframes): then nothing is remembered and nothing
 * breaks.
 */
export interface QaPreferences {
  authorName: string;
  isAnonymous: boolean;
}

const qaKey = (sessionId: number) => `qa-preferences-${sessionId}`;
const emailGivenKey = (sessionId: number) => `download-email-given-${sessionId}`;
const qrTrackedKey = (sessionId: number) => `qr-tracked-${sessionId}`;

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // Not remembered: the visitor is simply asked again next time.
  }
}

const local = () => window.localStorage;
const perTab = () => window.sessionStorage;

export function loadQaPreferences(sessionId: number): QaPreferences {
  const raw = read(local, qaKey(sessionId));
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<QaPreferences>;
      return {
        authorName: typeof parsed.authorName === "string" ? parsed.authorName : "",
        isAnonymous: parsed.isAnonymous === true,
      };
    } catch {
      // A damaged entry is ignored and overwritten by the next question.
    }
  }
  return { authorName: "", isAnonymous: false };
}

export function saveQaPreferences(sessionId: number, preferences: QaPreferences): void {
  write(local, qaKey(sessionId), JSON.stringify(preferences));
}

export function hasGivenDownloadEmail(sessionId: number): boolean {
  return read(local, emailGivenKey(sessionId)) === "true";
}

export function rememberDownloadEmailGiven(sessionId: number): void {
  write(local, emailGivenKey(sessionId), "true");
}

/** A QR scan counts once per visit (this tab), not once per reload. */
export function claimQrScan(sessionId: number): boolean {
  if (read(perTab, qrTrackedKey(sessionId)) === "true") return false;
  write(perTab, qrTrackedKey(sessionId), "true");
  return true;
}
