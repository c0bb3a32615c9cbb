/**
 * How this projector screen looks and listens, remembered on the projector's computer
 * (localStorage): dark or light, the text scale that + and - change within limits, whether the
 * single-character keys work, whether the join link shows in the corner (J) and whether reactions
 * rise on the screen (R), so a hall's settings survive a reload and the next talk in the room.
 */
export type ProjectorTheme = "dark" | "light";

export interface ProjectorSettings {
  theme: ProjectorTheme;
  scale: number;
  /** Whether Q, B, J, R, T, F, + and - work; the arrow and page keys always do. */
  characterKeys: boolean;
  /** Whether the join link and the attendee count show in the corner (J hides them). */
  corner: boolean;
  /** Whether the audience's reactions rise from the bottom (R turns them off for a quiet talk). */
  reactions: boolean;
}

const STORAGE_KEY = "lectern.projector";
export const SCALE_STEP = 0.1;
export const MIN_SCALE = 0.6;
export const MAX_SCALE = 1.6;
export const DEFAULT_SETTINGS: ProjectorSettings = {
  theme: "dark",
  scale: 1,
  characterKeys: true,
  corner: true,
  reactions: true,
};

/** `scale` within the limits, to one decimal (steps of 0.1 never drift). */
export function clampScale(scale: number): number {
  if (!Number.isFinite(scale)) return DEFAULT_SETTINGS.scale;
  return Math.round(Math.min(Math.max(scale, MIN_SCALE), MAX_SCALE) * 10) / 10;
}

export function loadSettings(): ProjectorSettings {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}") as Partial<
      Record<keyof ProjectorSettings, unknown>
    >;
    return {
      theme: saved.theme === "light" ? "light" : "dark",
      scale: typeof saved.scale === "number" ? clampScale(saved.scale) : DEFAULT_SETTINGS.scale,
      characterKeys: saved.characterKeys !== false,
      corner: saved.corner !== false,
      reactions: saved.reactions !== false,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function saveSettings(settings: ProjectorSettings): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage refused (a locked-down kiosk): the settings last as long as the page.
  }
}
