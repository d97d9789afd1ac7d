/** The logo mark's sound wave: drawn by the site's Logo (app/components/layout/logo.tsx) and on the social cards. */
export const LOGO_WAVE_PATH = "M8 13v6M12.5 10v12M17 7v18M21.5 11v10M26 14v4";
