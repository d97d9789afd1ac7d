import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori, { type Font } from "satori";
import { LOGO_WAVE_PATH } from "~/utils/logo-mark";
import { SOCIAL_CARD_SIZE, type SocialCard } from "~/utils/social-card";

/** The brand colours of app/styles/app.css (a test keeps them equal). */
export const CARD_COLORS = {
  ink: "#0b1b3f",
  brand: "#2563eb",
  brandSoft: "#dbeafe",
  accent: "#f59e0b",
} as const;

const require = createRequire(import.meta.url);
/** Inter's Latin files (Latin-1 holds á é í ó ú ñ ¿ ¡) in the weights the card uses; WOFF, since satori cannot read WOFF2. */
const FONT_FILES = {
  600: require.resolve("@fontsource/inter/files/inter-latin-600-normal.woff"),
  800: require.resolve("@fontsource/inter/files/inter-latin-800-normal.woff"),
} as const;
let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  fonts ??= Promise.all(
    Object.entries(FONT_FILES).map(async ([weight, file]) => ({
      name: "Inter",
      weight: Number(weight) as keyof typeof FONT_FILES,
      style: "normal" as const,
      data: await readFile(file),
    })),
  );
  return fonts;
}

/** Longer titles are cut with an ellipsis before layout: the card stays readable and its render time bounded. */
const MAX_TITLE_CHARACTERS = 140;

/** The title's size by its length: short titles large, long ones smaller, and never more than `lines` lines. */
function titleStyle(title: string): { fontSize: number; lines: number } {
  if (title.length <= 32) return { fontSize: 80, lines: 2 };
  if (title.length <= 60) return { fontSize: 68, lines: 3 };
  if (title.length <= 100) return { fontSize: 56, lines: 4 };
  return { fontSize: 48, lines: 5 };
}

const PADDING_X = 80;

function Card({ title, productName, host }: SocialCard) {
  const shown = title.length > MAX_TITLE_CHARACTERS ? `${title.slice(0, MAX_TITLE_CHARACTERS - 1).trimEnd()}…` : title;
  const { fontSize, lines } = titleStyle(shown);
  return (
    <div
      style={{
        ...SOCIAL_CARD_SIZE,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: `72px ${PADDING_X}px`,
        fontFamily: "Inter",
        color: "white",
        backgroundColor: CARD_COLORS.ink,
        backgroundImage: `radial-gradient(circle at 100% 0%, ${CARD_COLORS.brand} 0%, ${CARD_COLORS.ink} 60%)`,
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 20 }}>
        <svg viewBox="0 0 32 32" width={72} height={72}>
          <rect width={32} height={32} rx={9} fill={CARD_COLORS.brand} />
          <path d={LOGO_WAVE_PATH} stroke="white" strokeWidth={2.5} strokeLinecap="round" />
        </svg>
        <div style={{ fontSize: 44, fontWeight: 800, letterSpacing: -1 }}>{productName}</div>
      </div>
      <div
        style={{
          display: "block",
          width: SOCIAL_CARD_SIZE.width - 2 * PADDING_X,
          fontSize,
          fontWeight: 800,
          lineHeight: 1.12,
          letterSpacing: -1.5,
          lineClamp: lines,
          wordBreak: "break-word",
        }}
      >
        {shown}
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 20, fontSize: 30, fontWeight: 600, color: CARD_COLORS.brandSoft }}>
        <div style={{ width: 56, height: 8, borderRadius: 4, backgroundColor: CARD_COLORS.accent }} />
        {host}
      </div>
    </div>
  );
}

/** A page's social card laid out by satori: an SVG with the text drawn as paths. */
export async function socialCardSvg(card: SocialCard): Promise<string> {
  return satori(<Card {...card} />, { ...SOCIAL_CARD_SIZE, fonts: await loadFonts() });
}

/** A page's social card as a 1200 x 630 PNG: laid out by satori (JSX to SVG), drawn by resvg (SVG to PNG). */
export async function renderSocialCard(card: SocialCard): Promise<Buffer> {
  return new Resvg(await socialCardSvg(card)).render().asPng();
}
